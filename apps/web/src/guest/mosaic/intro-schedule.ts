/** However many tiles, the first fill is over within this time. */
export const INTRO_MAX_MS = 8_000;
/** Each tile's own fade and grow lasts at least this long (a 0.1 s fill would be a blink). */
export const MIN_APPEAR_MS = 300;

/**
 * The first fill (fill mode animation): the tiles already on the wall appear one after another, in
 * a scattered order, each fading and growing into its cell. `fillDurationSeconds` is the time between
 * two tiles and each tile's own animation — shortened so ten thousand tiles do not take a quarter of an
 * hour: the whole fill lasts at most INTRO_MAX_MS plus one tile's animation.
 */
export function introTiming(tiles: number, fillDurationSeconds: number): { staggerMs: number; appearMs: number } {
  const fillMs = Math.max(0, fillDurationSeconds * 1000);
  return { staggerMs: tiles > 0 ? Math.min(fillMs, INTRO_MAX_MS / tiles) : 0, appearMs: Math.max(MIN_APPEAR_MS, fillMs) };
}

/**
 * A scattered but fixed order of the cells (the same wall fills the same way on every screen): cells
 * sorted by a hash of their number.
 */
export function scatteredOrder(cells: readonly number[]): number[] {
  const hash = (cell: number) => {
    let x = (cell + 0x9e3779b9) | 0;
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    return (x ^ (x >>> 16)) >>> 0;
  };
  return [...cells].sort((a, b) => hash(a) - hash(b) || a - b);
}

/** Progress of a tile's appearance (0 hidden, 1 in place) and the look at that point: alpha and scale. */
export function appearance(now: number, start: number, appearMs: number): { t: number; alpha: number; scale: number } {
  const t = appearMs <= 0 ? 1 : Math.min(1, Math.max(0, (now - start) / appearMs));
  // Ease out: quick at first, settling gently into the cell.
  const e = 1 - (1 - t) ** 3;
  return { t, alpha: e, scale: 0.4 + 0.6 * e };
}
