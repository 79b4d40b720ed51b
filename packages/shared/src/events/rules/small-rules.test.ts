import { describe, expect, it } from 'vitest';
import { isEmptyInput } from './empty-input.ts';
import { mosaicDimensionValue } from './mosaic-dimension.ts';
import { fitPrintCanvas, paperRatios, PRINT_CANVAS_MAX, toggleNodeLevel } from './print-canvas.ts';

describe('empty input (campaigns §5)', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [Number.NaN, true],
    [0, false],
    [false, false],
    ['0', false],
    [' ', false],
  ])('%j is empty: %s', (value, expected) => expect(isEmptyInput(value)).toBe(expected));
});

describe('mosaic dimension value (campaigns §5)', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    [null, 1],
    [0, 1],
    [-2, 1],
    [0.4, 1],
    [3, 3],
    ['12', 12],
    ['abc', 'abc'],
  ])('%j becomes %j', (value, expected) => expect(mosaicDimensionValue(value)).toBe(expected));
});

describe('print canvas (campaigns §9)', () => {
  it.each([
    ['4:6', 1280, 1920],
    ['6:4', 1920, 1280],
    ['5:7', 1371, 1920],
    ['2:6', 640, 1920],
  ] as const)('%s fits into %i×%i', (ratio, width, height) => expect(fitPrintCanvas(ratio)).toEqual({ width, height }));

  it.each(paperRatios)('%s has its longer side at 1920', (ratio) => {
    const { width, height } = fitPrintCanvas(ratio);
    expect(Math.max(width, height)).toBe(PRINT_CANVAS_MAX);
  });

  it.each([
    ['background', 'overlay'],
    ['overlay', 'background'],
  ] as const)('a %s node switches to %s (campaigns §4)', (level, next) => expect(toggleNodeLevel(level)).toBe(next));
});
