/*
 * Snapping while a node is dragged: its edges and centre line up with the paper's edges and centre
 * and with the other nodes' edges and centres, and the lines it snapped to are drawn as guides.
 * Works on axis-aligned boxes in canvas pixels (a rotated node's bounding box).
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Guide {
  orientation: 'vertical' | 'horizontal';
  /** x of a vertical line, y of a horizontal one, in canvas pixels. */
  position: number;
}

export interface Snap {
  /** The box's position after snapping. */
  x: number;
  y: number;
  guides: Guide[];
}

/** How near (in canvas pixels) a line must be to pull the box onto it. */
export const SNAP_DISTANCE = 12;

function linesOf(start: number, length: number): number[] {
  return [start, start + length / 2, start + length];
}

/** The shift that brings one of the box's lines onto the nearest target line, if one is near enough. */
function nearest(own: number[], targets: number[], threshold: number): { shift: number; line: number } | null {
  let best: { shift: number; line: number } | null = null;
  for (const line of targets) {
    for (const mine of own) {
      const shift = line - mine;
      if (Math.abs(shift) <= threshold && (best === null || Math.abs(shift) < Math.abs(best.shift))) best = { shift, line };
    }
  }
  return best;
}

export function snapBox(box: Box, others: readonly Box[], paper: { width: number; height: number }, threshold = SNAP_DISTANCE): Snap {
  const xs = [...linesOf(0, paper.width), ...others.flatMap((other) => linesOf(other.x, other.width))];
  const ys = [...linesOf(0, paper.height), ...others.flatMap((other) => linesOf(other.y, other.height))];
  const snapX = nearest(linesOf(box.x, box.width), xs, threshold);
  const snapY = nearest(linesOf(box.y, box.height), ys, threshold);
  const guides: Guide[] = [];
  if (snapX) guides.push({ orientation: 'vertical', position: snapX.line });
  if (snapY) guides.push({ orientation: 'horizontal', position: snapY.line });
  return { x: box.x + (snapX?.shift ?? 0), y: box.y + (snapY?.shift ?? 0), guides };
}
