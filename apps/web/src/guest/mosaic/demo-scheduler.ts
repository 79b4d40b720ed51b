import type { MosaicDisplay } from '@booth/shared';

/**
 * Demo mode (campaigns §3, defaults §9: scale 1, interval 3 s, timeout 3 s): when no newcomer has
 * arrived for `timeoutSeconds`, every `intervalSeconds` one placed tile is shown big and flies back, so
 * a quiet wall still moves. It waits while the stage is busy with a real newcomer.
 */
export class DemoScheduler {
  private lastArrival: number;
  private lastTurn = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly demo: MosaicDisplay['demo'],
    start: number,
  ) {
    this.lastArrival = start;
  }

  noteArrival(now: number): void {
    this.lastArrival = now;
  }

  /** Whether a demo turn starts now. */
  due(now: number, stageBusy: boolean, placedCells: number): boolean {
    if (!this.demo.enabled || stageBusy || placedCells === 0) return false;
    if (now - this.lastArrival < this.demo.timeoutSeconds * 1000) return false;
    return now - this.lastTurn >= this.demo.intervalSeconds * 1000;
  }

  started(now: number): void {
    this.lastTurn = now;
  }

  /**
   * A demo turn fits its interval: big for at most 60 % of it and flying back for at most 30 %, with
   * the wall's own pause and flight where they are shorter (a 0.1 s flight would be a blink, so at least 0.3 s).
   */
  timing(arrival: { holdMs: number; flyMs: number }): { holdMs: number; flyMs: number } {
    const interval = this.demo.intervalSeconds * 1000;
    return { holdMs: Math.min(Math.max(arrival.holdMs, 500), interval * 0.6), flyMs: Math.min(Math.max(arrival.flyMs, 300), interval * 0.3) };
  }
}

/** One taken cell at random (`random` in [0, 1)), or null on an empty wall. */
export function pickCell(cells: readonly number[], random: () => number, avoid?: number): number | null {
  if (cells.length === 0) return null;
  if (cells.length === 1) return cells[0] ?? null;
  let index = Math.floor(random() * cells.length) % cells.length;
  if (cells[index] === avoid) index = (index + 1) % cells.length;
  return cells[index] ?? null;
}
