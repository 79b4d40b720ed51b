import type { MosaicDisplay } from '@booth/shared';

/**
 * A tile on its way through the middle of the screen: a newcomer (shown big, then flown to its cell) or
 * a demo turn (a placed tile shown big and flown back).
 */
export interface StageItem {
  cell: number;
  id: string;
  seq: number;
  demo: boolean;
  /** How long it stays big, and how long its flight to the cell takes. */
  holdMs: number;
  flyMs: number;
  /** Size of the big picture against the usual big size (the demo's `scale`). */
  scale: number;
}

export type StagePhase = 'loading' | 'big' | 'flying';

export interface StageCurrent {
  item: StageItem;
  phase: StagePhase;
  /** When the phase began (ms, the caller's clock). */
  since: number;
}

/** What happened during a step, in order: fetch a tile, begin the flight, put the tile in its cell, give up on it. */
export type StageEvent =
  | { type: 'load'; item: StageItem }
  | { type: 'fly'; item: StageItem }
  | { type: 'land'; item: StageItem }
  | { type: 'timeout'; item: StageItem };

/** Newcomers waiting for the stage at most; older ones beyond it go straight to their cells, quietly. */
export const MAX_WAITING = 5;
/** A tile that does not arrive in this time is placed quietly instead (its sheet brings it). */
export const LOAD_TIMEOUT_MS = 8_000;

/**
 * How long a newcomer stays big and flies: `newImageDelaySeconds` is the pause before it takes its cell;
 * with the big picture switched on, it stays at least `bigPicture.durationSeconds`. The flight takes
 * `fillDurationSeconds`.
 */
export function arrivalTiming(display: Pick<MosaicDisplay, 'newImageDelaySeconds' | 'bigPicture' | 'fillDurationSeconds'>): { holdMs: number; flyMs: number } {
  const hold = display.bigPicture.enabled ? Math.max(display.newImageDelaySeconds, display.bigPicture.durationSeconds) : display.newImageDelaySeconds;
  return { holdMs: Math.max(0, hold * 1000), flyMs: Math.max(0, display.fillDurationSeconds * 1000) };
}

/**
 * The one stage in the middle of the wall: one tile at a time goes loading → big → flying → landed.
 * Pure timing (the caller passes the clock and does the drawing), so the rules can be tested: first in,
 * first shown; never more than MAX_WAITING in line — a burst (a preload, a busy minute) shows its newest
 * and places the rest at once, so the screen never lags minutes behind the room.
 */
export class ArrivalQueue {
  private line: StageItem[] = [];
  private now: StageCurrent | null = null;

  constructor(private readonly maxWaiting = MAX_WAITING, private readonly loadTimeoutMs = LOAD_TIMEOUT_MS) {}

  get current(): StageCurrent | null {
    return this.now;
  }

  get waiting(): readonly StageItem[] {
    return this.line;
  }

  /** Anything on the stage or in line (the demo waits for a quiet stage). */
  get busy(): boolean {
    return this.now !== null || this.line.length > 0;
  }

  /** Puts a tile in line; answers the ones pushed out of the line (to be placed quietly). */
  push(item: StageItem): StageItem[] {
    this.line = this.line.filter((waiting) => waiting.cell !== item.cell);
    this.line.push(item);
    return this.line.length > this.maxWaiting ? this.line.splice(0, this.line.length - this.maxWaiting) : [];
  }

  /** The cell was freed or taken by another placement: whatever of it is in line or on stage goes. */
  drop(cell: number): StageItem | null {
    const waiting = this.line.find((item) => item.cell === cell);
    if (waiting) {
      this.line = this.line.filter((item) => item !== waiting);
      return waiting;
    }
    if (this.now?.item.cell === cell) {
      const { item } = this.now;
      this.now = null;
      return item;
    }
    return null;
  }

  /** The tile's texture is there: it shows big from now on. */
  loaded(id: string, now: number): boolean {
    if (this.now?.phase !== 'loading' || this.now.item.id !== id) return false;
    this.now = { item: this.now.item, phase: 'big', since: now };
    return true;
  }

  /** The tile could not be loaded: it leaves the stage (the caller places it quietly or forgets it). */
  failed(id: string): StageItem | null {
    if (this.now?.item.id !== id) return null;
    const { item } = this.now;
    this.now = null;
    return item;
  }

  /** How far the current phase is, 0 to 1 (1 while loading: nothing moves then). */
  progress(now: number): number {
    if (!this.now || this.now.phase === 'loading') return 1;
    const span = this.now.phase === 'big' ? this.now.item.holdMs : this.now.item.flyMs;
    return span <= 0 ? 1 : Math.min(1, Math.max(0, (now - this.now.since) / span));
  }

  /** Moves the stage on to `now`; several phases may end in one step when their times are zero or past. */
  step(now: number): StageEvent[] {
    const events: StageEvent[] = [];
    for (let guard = 0; guard < 8; guard++) {
      const current = this.now;
      if (!current) {
        const next = this.line.shift();
        if (!next) break;
        this.now = { item: next, phase: 'loading', since: now };
        events.push({ type: 'load', item: next });
        continue;
      }
      if (current.phase === 'loading') {
        if (now - current.since < this.loadTimeoutMs) break;
        this.now = null;
        events.push({ type: 'timeout', item: current.item });
        continue;
      }
      if (current.phase === 'big') {
        const end = current.since + current.item.holdMs;
        if (now < end) break;
        this.now = { item: current.item, phase: 'flying', since: end };
        events.push({ type: 'fly', item: current.item });
        continue;
      }
      const end = current.since + current.item.flyMs;
      if (now < end) break;
      this.now = null;
      events.push({ type: 'land', item: current.item });
    }
    return events;
  }
}
