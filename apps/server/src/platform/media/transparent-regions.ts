import type { Rect } from './image-types.ts';

export interface TransparentRegionOptions {
  /** Pixels with alpha at or below this count as transparent (anti-aliased hole edges are not 0). */
  maxAlpha?: number;
  /** Regions smaller than this share of the image are specks (stray pixels in text), not holes. */
  minAreaRatio?: number;
}

export const DEFAULT_MAX_ALPHA = 10;
export const DEFAULT_MIN_AREA_RATIO = 0.001;

/** Union-find over runs of transparent pixels, with the bounding box and pixel count at each root. */
class Regions {
  parent: number[] = [];
  minX: number[] = [];
  minY: number[] = [];
  maxX: number[] = [];
  maxY: number[] = [];
  area: number[] = [];

  add(x0: number, x1: number, y: number): number {
    const id = this.parent.length;
    this.parent.push(id);
    this.minX.push(x0);
    this.maxX.push(x1);
    this.minY.push(y);
    this.maxY.push(y);
    this.area.push(x1 - x0 + 1);
    return id;
  }

  find(id: number): number {
    let root = id;
    while (this.parent[root] !== root) root = this.parent[root] ?? root;
    // Path compression keeps later finds near O(1).
    let node = id;
    while (node !== root) {
      const next = this.parent[node] ?? root;
      this.parent[node] = root;
      node = next;
    }
    return root;
  }

  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return;
    this.parent[rb] = ra;
    this.minX[ra] = Math.min(this.minX[ra] ?? 0, this.minX[rb] ?? 0);
    this.minY[ra] = Math.min(this.minY[ra] ?? 0, this.minY[rb] ?? 0);
    this.maxX[ra] = Math.max(this.maxX[ra] ?? 0, this.maxX[rb] ?? 0);
    this.maxY[ra] = Math.max(this.maxY[ra] ?? 0, this.maxY[rb] ?? 0);
    this.area[ra] = (this.area[ra] ?? 0) + (this.area[rb] ?? 0);
  }
}

/**
 * Groups rectangles into rows and orders them like text: a rectangle starts a new row when its top
 * is below the middle of the row's first one, so holes that are a few pixels out of line still read
 * left to right.
 */
export function sortReadingOrder(rects: Rect[]): Rect[] {
  const byTop = [...rects].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Rect[][] = [];
  for (const rect of byTop) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && rect.y < first.y + first.height / 2) row.push(rect);
    else rows.push([rect]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x));
}

/**
 * The bounding boxes of the connected transparent regions (4-connectivity) of an alpha channel, one byte
 * per pixel. Works on runs of pixels rather than single pixels, so memory grows with the number of runs
 * (a few per row for a frame) instead of the pixel count of a large print overlay.
 */
export function transparentRegions(
  alpha: Uint8Array,
  width: number,
  height: number,
  { maxAlpha = DEFAULT_MAX_ALPHA, minAreaRatio = DEFAULT_MIN_AREA_RATIO }: TransparentRegionOptions = {},
): Rect[] {
  const regions = new Regions();
  let previous: Array<[number, number, number]> = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const current: Array<[number, number, number]> = [];
    for (let x = 0; x < width; x++) {
      if ((alpha[row + x] ?? 255) > maxAlpha) continue;
      const start = x;
      while (x + 1 < width && (alpha[row + x + 1] ?? 255) <= maxAlpha) x++;
      current.push([start, x, regions.add(start, x, y)]);
    }
    // Both run lists are sorted by x: walk them together and join runs that overlap.
    let i = 0;
    let j = 0;
    while (i < previous.length && j < current.length) {
      const [ps, pe, pid] = previous[i] as [number, number, number];
      const [cs, ce, cid] = current[j] as [number, number, number];
      if (pe >= cs && ce >= ps) regions.union(pid, cid);
      if (pe < ce) i++;
      else j++;
    }
    previous = current;
  }

  const minArea = Math.max(1, Math.ceil(width * height * minAreaRatio));
  const rects: Rect[] = [];
  for (let id = 0; id < regions.parent.length; id++) {
    if (regions.find(id) !== id || (regions.area[id] ?? 0) < minArea) continue;
    const x = regions.minX[id] ?? 0;
    const y = regions.minY[id] ?? 0;
    rects.push({ x, y, width: (regions.maxX[id] ?? 0) - x + 1, height: (regions.maxY[id] ?? 0) - y + 1 });
  }
  return sortReadingOrder(rects);
}
