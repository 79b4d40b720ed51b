import { describe, expect, it } from 'vitest';
import { aspectCanvas, coverCanvas, gridAreas, parseAspect } from './shoot-canvas.ts';

describe('coverCanvas: the largest centred region of the campaign aspect, long side at most 1920', () => {
  it.each([
    [{ width: 64, height: 48 }, '3:4', { width: 36, height: 48 }],
    [{ width: 64, height: 48 }, '4:3', { width: 64, height: 48 }],
    [{ width: 1280, height: 720 }, '1:1', { width: 720, height: 720 }],
    [{ width: 4032, height: 3024 }, '16:9', { width: 1920, height: 1080 }],
    [{ width: 3024, height: 4032 }, '9:16', { width: 1080, height: 1920 }],
    [{ width: 1000, height: 1000 }, '620:877', { width: 706, height: 1000 }],
  ])('%o at %s is %o', (source, dimension, expected) => {
    expect(coverCanvas(source, parseAspect(dimension))).toEqual(expected);
  });

  it('starts from nothing at the full size of the aspect', () => {
    expect(aspectCanvas(parseAspect('3:4'))).toEqual({ width: 1440, height: 1920 });
    expect(aspectCanvas(parseAspect('16:9'))).toEqual({ width: 1920, height: 1080 });
  });
});

describe('gridAreas', () => {
  it('stacks landscape shots on a portrait canvas, with margins', () => {
    expect(gridAreas({ width: 1440, height: 1920 }, 3)).toEqual([
      { x: 29, y: 29, width: 1382, height: 601 },
      { x: 29, y: 659, width: 1382, height: 601 },
      { x: 29, y: 1289, width: 1382, height: 601 },
    ]);
  });

  it('puts four shots in two rows of two', () => {
    const areas = gridAreas({ width: 1440, height: 1920 }, 4);
    expect(areas.map(({ x, y }) => [x, y])).toEqual([[29, 29], [734, 29], [29, 974], [734, 974]]);
  });

  it('has none for no shots', () => {
    expect(gridAreas({ width: 100, height: 100 }, 0)).toEqual([]);
  });
});
