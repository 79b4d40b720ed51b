import { describe, expect, it } from 'vitest';
import type { Rect } from './image-types.ts';
import { sortReadingOrder, transparentRegions } from './transparent-regions.ts';

/** An opaque alpha channel with the given transparent cells painted in. */
function alphaWith(width: number, height: number, paint: Array<[number, number, number?]>): Uint8Array {
  const alpha = new Uint8Array(width * height).fill(255);
  for (const [x, y, value = 0] of paint) alpha[y * width + x] = value;
  return alpha;
}

function box(x0: number, y0: number, x1: number, y1: number, value = 0): Array<[number, number, number]> {
  const cells: Array<[number, number, number]> = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) cells.push([x, y, value]);
  return cells;
}

describe('transparentRegions', () => {
  it('finds nothing in an opaque image', () => {
    expect(transparentRegions(alphaWith(10, 10, []), 10, 10)).toEqual([]);
  });

  it('joins a U shape into one region though its arms start as separate runs', () => {
    const u = [...box(1, 1, 2, 8), ...box(7, 1, 8, 8), ...box(1, 7, 8, 8)];
    expect(transparentRegions(alphaWith(10, 10, u), 10, 10)).toEqual([{ x: 1, y: 1, width: 8, height: 8 }]);
  });

  it('does not join diagonal neighbours (4-connectivity)', () => {
    const cells = [...box(0, 0, 4, 4), ...box(5, 5, 9, 9)];
    expect(transparentRegions(alphaWith(10, 10, cells), 10, 10)).toHaveLength(2);
  });

  it('counts soft edges up to maxAlpha and ignores specks', () => {
    const cells = [...box(2, 2, 7, 7, 8), [0, 9, 0] as [number, number, number]];
    const alpha = alphaWith(100, 10, cells);
    expect(transparentRegions(alpha, 100, 10, { maxAlpha: 10, minAreaRatio: 0.01 })).toEqual([{ x: 2, y: 2, width: 6, height: 6 }]);
    expect(transparentRegions(alpha, 100, 10, { maxAlpha: 0, minAreaRatio: 0 })).toEqual([{ x: 0, y: 9, width: 1, height: 1 }]);
  });
});

it('orders rectangles row by row, tolerating a few pixels out of line', () => {
  const rects: Rect[] = [
    { x: 500, y: 402, width: 300, height: 200 },
    { x: 500, y: 100, width: 300, height: 200 },
    { x: 50, y: 400, width: 300, height: 200 },
    { x: 50, y: 104, width: 300, height: 200 },
  ];
  expect(sortReadingOrder(rects).map((r) => [r.x, r.y])).toEqual([
    [50, 104],
    [500, 100],
    [50, 400],
    [500, 402],
  ]);
});
