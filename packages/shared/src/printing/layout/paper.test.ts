import { describe, expect, it } from 'vitest';
import { fitPrintCanvas, paperRatios } from '../../events/rules/print-canvas.ts';
import { canvasToSheetScale, paperSizeMm, paperSizePoints, sheetPixels, stripDuplication } from './paper.ts';

describe('paper sizes', () => {
  it.each([
    ['4:6', 101.6, 152.4],
    ['6:4', 152.4, 101.6],
    ['2:6', 50.8, 152.4],
    ['6:2', 152.4, 50.8],
    ['5:7', 127, 177.8],
    ['7:5', 177.8, 127],
    ['A6', 105, 148],
    ['A6-landscape', 148, 105],
    ['A5', 148, 210],
    ['A5-landscape', 210, 148],
  ] as const)('%s is %f × %f mm', (paper, widthMm, heightMm) => {
    const size = paperSizeMm(paper);
    expect(size.widthMm).toBeCloseTo(widthMm, 6);
    expect(size.heightMm).toBeCloseTo(heightMm, 6);
  });

  it.each([
    ['4:6', 1200, 1800],
    ['2:6', 600, 1800],
    ['5:7', 1500, 2100],
    ['A6', 1240, 1748],
    ['A5', 1748, 2480],
  ] as const)('%s is %i × %i px at 300 dpi', (paper, width, height) => expect(sheetPixels(paper)).toEqual({ width, height }));

  it('takes another resolution', () => expect(sheetPixels('4:6', 150)).toEqual({ width: 600, height: 900 }));

  it('is 288 × 432 pt for 4×6 and 297.6 × 419.5 pt for A6', () => {
    expect(paperSizePoints('4:6')).toEqual({ width: 288, height: 432 });
    const a6 = paperSizePoints('A6');
    expect(a6.width).toBeCloseTo(297.638, 2);
    expect(a6.height).toBeCloseTo(419.528, 2);
  });

  it.each(paperRatios)('%s: the canvas scaled to the sheet is the sheet (within a pixel)', (paper) => {
    const canvas = fitPrintCanvas(paper);
    const sheet = sheetPixels(paper);
    const scale = canvasToSheetScale(paper);
    expect(Math.abs(canvas.width * scale - sheet.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(canvas.height * scale - sheet.height)).toBeLessThanOrEqual(1);
  });

  it('maps the 1280 px canvas of 4:6 onto 1200 sheet pixels', () => expect(canvasToSheetScale('4:6')).toBe(0.9375));

  it('keeps A6 and A5 in their shape on the 1920 px canvas', () => {
    expect(fitPrintCanvas('A6')).toEqual({ width: 1362, height: 1920 });
    expect(fitPrintCanvas('A5-landscape')).toEqual({ width: 1920, height: 1353 });
  });
});

describe('strip duplication', () => {
  it('prints a 2×6 strip twice side by side on 4×6', () => {
    expect(stripDuplication('2:6')).toEqual({ sheet: '4:6', offsets: [{ x: 0, y: 0 }, { x: 640, y: 0 }] });
  });

  it('prints a 6×2 strip twice stacked on 6×4', () => {
    expect(stripDuplication('6:2')).toEqual({ sheet: '6:4', offsets: [{ x: 0, y: 0 }, { x: 0, y: 640 }] });
  });

  it('two strips fill the sheet exactly', () => {
    const strip = fitPrintCanvas('2:6');
    const sheet = fitPrintCanvas('4:6');
    expect({ width: strip.width * 2, height: strip.height }).toEqual(sheet);
  });

  it.each(['4:6', '5:7', 'A6'] as const)('does not duplicate %s', (paper) => expect(stripDuplication(paper)).toBeNull());
});
