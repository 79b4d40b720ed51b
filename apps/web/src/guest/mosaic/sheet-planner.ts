/**
 * Which sheet images (texture atlases, one per 16×16 cells) to fetch next. A sheet is fetched at the
 * tile size the screen needs and again when it no longer shows what the wall holds: a tile placed
 * quietly, or newcomers drawn from single tiles that the sheet should take over to free their memory.
 */

/** The image a sheet shows: at which tile size, and the wall's cursor when it was asked for (size 0: none). */
export interface SheetImage {
  size: number;
  seq: number;
}

export interface SheetSlot extends SheetImage {
  /** The fetch under way, if any (one per sheet at a time; the next waits for it). */
  loading: SheetImage | null;
  /** The size the screen needs now (0: the sheet has no tile to show). */
  wantSize: number;
  /** The sheet must show every change up to this `seq`… */
  wantSeq: number;
  /** …from this moment on (a burst of quiet placements is fetched once, not once per tile). */
  dueAt: number;
  /** After a failed fetch, not again before this moment. */
  blockedUntil: number;
}

export function emptySlot(): SheetSlot {
  return { size: 0, seq: 0, loading: null, wantSize: 0, wantSeq: 0, dueAt: 0, blockedUntil: 0 };
}

/** Whether the sheet should be fetched now. */
export function needsLoad(slot: SheetSlot, now: number): boolean {
  if (slot.wantSize === 0 || slot.loading || now < slot.blockedUntil) return false;
  if (slot.size !== slot.wantSize) return true;
  return slot.seq < slot.wantSeq && now >= slot.dueAt;
}

/**
 * Up to `free` sheets to fetch now, in `order` (the screen's middle first): a few at a time, so the
 * first sheets arrive quickly instead of all of them slowly.
 */
export function nextLoads(order: readonly number[], slots: readonly SheetSlot[], now: number, maxInFlight: number): number[] {
  const inFlight = slots.reduce((count, slot) => count + (slot.loading ? 1 : 0), 0);
  const free = maxInFlight - inFlight;
  if (free <= 0) return [];
  const picked: number[] = [];
  for (const sheet of order) {
    const slot = slots[sheet];
    if (slot && needsLoad(slot, now)) picked.push(sheet);
    if (picked.length === free) break;
  }
  return picked;
}

/** Asks a sheet to catch up with `seq` once `dueAt` has come (an earlier outstanding request keeps its sooner time). */
export function wantSeq(slot: SheetSlot, seq: number, dueAt: number): void {
  const covered = Math.max(slot.seq, slot.loading?.seq ?? 0);
  if (seq <= covered) return;
  const outstanding = slot.wantSeq > covered;
  slot.dueAt = outstanding ? Math.min(slot.dueAt, dueAt) : dueAt;
  slot.wantSeq = Math.max(slot.wantSeq, seq);
}
