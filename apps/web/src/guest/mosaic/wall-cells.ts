import { mosaicSheetCount, mosaicSheetOf, type MosaicFree, type MosaicPlacement, type MosaicPlacementKind } from '@booth/shared';
import type { WallGrid } from './wall-layout.ts';

export interface CellEntry {
  id: string;
  seq: number;
  kind: MosaicPlacementKind;
}

/** What a wall JSON or a stream message changed: cells to draw anew, cells to clear. */
export interface CellChanges {
  placed: MosaicPlacement[];
  freed: number[];
}

/**
 * What the wall holds, cell by cell, as the server said: the stored placements (the wall JSON) with
 * every `place` and `free` since applied in `seq` order. Messages arrive more than once (a resumed
 * stream replays from its cursor, a refetch overlaps the stream): a message older than what a cell
 * already shows changes nothing, so applying twice is harmless.
 */
export class WallCells {
  private readonly entries = new Map<number, CellEntry>();
  /** Per sheet, the newest change it has seen: the `v` that names its current image. */
  private readonly versions: number[];
  /** Per sheet, how many of its cells hold a tile (a sheet without any is never fetched). */
  private readonly perSheet: Uint16Array;
  private newest = 0;
  private pictures = 0;
  /** Changes up to here are in the wall JSON this state was made from: a late repeat of one must not undo a later one. */
  private floor = 0;

  constructor(
    readonly grid: WallGrid,
    placements: readonly MosaicPlacement[],
    versions: readonly number[],
    cursor: number,
  ) {
    this.versions = Array.from({ length: mosaicSheetCount(grid) }, (_, sheet) => versions[sheet] ?? 0);
    this.perSheet = new Uint16Array(this.versions.length);
    this.newest = cursor;
    for (const placement of placements) this.place(placement);
    this.floor = cursor;
  }

  get cursor(): number {
    return this.newest;
  }

  /** Cells that hold a tile. */
  get count(): number {
    return this.entries.size;
  }

  /** Cells that hold a guest's picture or a static source (not a plausible filler): what the progress bar counts. */
  get pictureCount(): number {
    return this.pictures;
  }

  get(cell: number): CellEntry | undefined {
    return this.entries.get(cell);
  }

  /** Every taken cell with its placement, by cell. */
  list(): Array<[cell: number, placementId: string]> {
    return [...this.entries].sort(([a], [b]) => a - b).map(([cell, entry]) => [cell, entry.id]);
  }

  cells(): IterableIterator<[number, CellEntry]> {
    return this.entries.entries();
  }

  sheetOf(cell: number): number {
    return mosaicSheetOf(this.grid, cell).sheet;
  }

  sheetVersion(sheet: number): number {
    return this.versions[sheet] ?? 0;
  }

  get sheetCount(): number {
    return this.versions.length;
  }

  /** How many cells of a sheet hold a tile. */
  placedIn(sheet: number): number {
    return this.perSheet[sheet] ?? 0;
  }

  private set(cell: number, entry: CellEntry): void {
    const current = this.entries.get(cell);
    if (current) {
      if (current.kind !== 'filler') this.pictures -= 1;
    } else this.countIn(this.sheetOf(cell), 1);
    this.entries.set(cell, entry);
    if (entry.kind !== 'filler') this.pictures += 1;
  }

  private countIn(sheet: number, change: number): void {
    this.perSheet[sheet] = (this.perSheet[sheet] ?? 0) + change;
  }

  private remove(cell: number): void {
    const current = this.entries.get(cell);
    if (!current) return;
    this.entries.delete(cell);
    this.countIn(this.sheetOf(cell), -1);
    if (current.kind !== 'filler') this.pictures -= 1;
  }

  private noteChange(cell: number, seq: number): void {
    const sheet = this.sheetOf(cell);
    this.versions[sheet] = Math.max(this.versions[sheet] ?? 0, seq);
    this.newest = Math.max(this.newest, seq);
  }

  /** True when the placement changed the cell (false: a repeat, an older message, or a cell outside the grid). */
  place(placement: MosaicPlacement): boolean {
    if (!this.inGrid(placement.cell) || placement.seq <= this.floor) return false;
    const current = this.entries.get(placement.cell);
    if (current && current.seq >= placement.seq) return false;
    this.set(placement.cell, { id: placement.id, seq: placement.seq, kind: placement.kind });
    this.noteChange(placement.cell, placement.seq);
    return true;
  }

  /** True when the cell held that placement and is now empty. */
  free(free: MosaicFree): boolean {
    if (!this.inGrid(free.cell) || free.seq <= this.floor) return false;
    const current = this.entries.get(free.cell);
    this.noteChange(free.cell, free.seq);
    if (!current || current.id !== free.id || current.seq > free.seq) return false;
    this.remove(free.cell);
    return true;
  }

  /**
   * Brings the cells to a fresh wall JSON of the same generation and grid (after a long outage): the
   * placements it lists win, cells it does not list are empty, except changes newer than its cursor. Answers what to draw anew and what to clear.
   */
  reconcile(placements: readonly MosaicPlacement[], versions: readonly number[], cursor: number): CellChanges {
    const listed = new Map(placements.filter((placement) => this.inGrid(placement.cell)).map((placement) => [placement.cell, placement]));
    const freed: number[] = [];
    for (const [cell, entry] of [...this.entries]) {
      // Newer than the JSON (the stream told of it after the JSON was made): the stream is right.
      if (entry.seq > cursor || listed.get(cell)?.id === entry.id) continue;
      this.remove(cell);
      freed.push(cell);
    }
    const placed: MosaicPlacement[] = [];
    for (const placement of listed.values()) {
      if (this.entries.has(placement.cell)) continue;
      this.set(placement.cell, { id: placement.id, seq: placement.seq, kind: placement.kind });
      placed.push(placement);
    }
    versions.forEach((version, sheet) => {
      if (sheet < this.versions.length) this.versions[sheet] = Math.max(this.versions[sheet] ?? 0, version);
    });
    this.newest = Math.max(this.newest, cursor);
    this.floor = Math.max(this.floor, cursor);
    return { placed, freed };
  }

  private inGrid(cell: number): boolean {
    return Number.isInteger(cell) && cell >= 0 && cell < this.grid.columns * this.grid.rows;
  }
}
