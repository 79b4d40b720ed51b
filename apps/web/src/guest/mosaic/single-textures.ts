/** Single tiles on the wall at most before their sheets are fetched again to take them over. */
export const MAX_SINGLES = 48;
/** A sheet whose newest single tile landed this long ago is fetched again even below the budget. */
export const SETTLE_MS = 20_000;

interface Single {
  sheet: number;
  seq: number;
  at: number;
}

/**
 * The memory bookkeeping of single tiles (a newcomer's own texture, fetched to show it big and fly it
 * to its cell). Each costs a texture of its own; over hours they would pile up. So their sheets are
 * fetched again — when too many singles are out, or once a sheet has been quiet for a while — and a
 * sheet image that includes a single's placement lets its texture go. Memory stays flat however many
 * pictures arrive. Pure: the caller destroys the textures this lets go.
 */
export class SingleTextures {
  private readonly singles = new Map<number, Single>();

  constructor(
    private readonly maxSingles = MAX_SINGLES,
    private readonly settleMs = SETTLE_MS,
  ) {}

  get size(): number {
    return this.singles.size;
  }

  has(cell: number): boolean {
    return this.singles.has(cell);
  }

  add(cell: number, sheet: number, seq: number, now: number): void {
    this.singles.set(cell, { sheet, seq, at: now });
  }

  /** The cell's single goes (freed, replaced, or taken over by its sheet); true when it had one. */
  delete(cell: number): boolean {
    return this.singles.delete(cell);
  }

  /**
   * Sheets to fetch again now, with the `seq` each must include: every sheet holding singles when
   * there are more than the budget, else those whose newest single has settled.
   */
  due(now: number): Map<number, number> {
    const over = this.singles.size > this.maxSingles;
    const newest = new Map<number, Single>();
    for (const single of this.singles.values()) {
      const known = newest.get(single.sheet);
      newest.set(single.sheet, known ? { sheet: single.sheet, seq: Math.max(known.seq, single.seq), at: Math.max(known.at, single.at) } : single);
    }
    const due = new Map<number, number>();
    for (const [sheet, single] of newest) if (over || now - single.at >= this.settleMs) due.set(sheet, single.seq);
    return due;
  }

  /** The cells whose single a sheet image (asked for at cursor `seq`) now shows: their textures can go. */
  coveredBy(sheet: number, seq: number): number[] {
    const cells: number[] = [];
    for (const [cell, single] of this.singles) if (single.sheet === sheet && single.seq <= seq) cells.push(cell);
    return cells;
  }
}
