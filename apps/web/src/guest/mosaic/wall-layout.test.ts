import { MOSAIC_SHEET_BLOCK, mosaicGrid, mosaicSheetCount, mosaicSheetOf, type MosaicGridSettings } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import {
  bigPictureSide,
  cellRect,
  fitScale,
  frameInSheet,
  overviewCamera,
  sheetBlock,
  sheetLoadOrder,
  sheetsIn,
  tileSizeForScreen,
  visibleGridRect,
  wallTransform,
} from './wall-layout.ts';
import { wallLocation } from './wall-location.ts';

const settings = (resolution: MosaicGridSettings['resolution'], expectedPictures: number): MosaicGridSettings => ({
  resolution,
  dimension: { width: 16, height: 9 },
  options: { automaticCellSize: true, minCellSize: 1, extraCellSize: null, expectedPictures },
  placeBehaviour: { cellSize: 20 },
});
const hd = mosaicGrid(settings('HD', 10_000));
const uhd = mosaicGrid(settings('4K', 10_000));
const fullHd = { width: 1920, height: 1080, dpr: 1 };

describe('the wall on the screen', () => {
  it('fits the whole mosaic into the window, letterboxed in the middle', () => {
    const grid = { width: 2000, height: 1000, cellSize: 20, columns: 100, rows: 50 };
    const viewport = { width: 1000, height: 1000 };
    expect(fitScale(grid, viewport)).toBe(0.5);
    const transform = wallTransform(grid, viewport, overviewCamera(grid));
    expect(transform).toEqual({ scale: 0.5, x: 0, y: 250 });
    // The first cell at the top left of the picture, the last at its bottom right.
    expect(cellRect(grid, transform, 0)).toEqual({ x: 0, y: 250, width: 10, height: 10 });
    expect(cellRect(grid, transform, 100 * 50 - 1)).toEqual({ x: 990, y: 740, width: 10, height: 10 });
    expect(visibleGridRect(grid, viewport, transform)).toEqual({ x: 0, y: 0, width: 2000, height: 1000 });
  });

  it('zoomed in, the camera puts its centre in the middle and shows only part of the grid', () => {
    const grid = { width: 2000, height: 1000, cellSize: 20, columns: 100, rows: 50 };
    const viewport = { width: 1000, height: 500 };
    const transform = wallTransform(grid, viewport, { zoom: 4, centreX: 500, centreY: 250 });
    expect(transform.scale).toBe(2);
    // The centre lands in the middle of the screen.
    expect(500 * transform.scale + transform.x).toBe(500);
    expect(250 * transform.scale + transform.y).toBe(250);
    expect(visibleGridRect(grid, viewport, transform)).toEqual({ x: 250, y: 125, width: 500, height: 250 });
    expect(sheetsIn(grid, visibleGridRect(grid, viewport, transform))).toEqual([0, 1, 2, 7, 8, 9]);
  });

  it.each([
    // cell pixels on screen × device pixel ratio → the smallest rendition that covers it
    [20, 1, 1, 32],
    [20, 0.5, 1, 16],
    [20, 0.5, 2, 32],
    [38, 1, 1, 64],
    [38, 1, 2, 128],
    [100, 2, 2, 128],
  ])('a %i px cell at scale %f on a %ix screen takes %i px tiles', (cellSize, scale, dpr, size) => {
    expect(tileSizeForScreen({ cellSize }, scale, dpr)).toBe(size);
  });

  it('about 10,000 tiles of an HD mosaic on an HD screen take 16 px tiles, of a 4K one on a 4K screen 32 px', () => {
    expect(hd.cells).toBeGreaterThan(9_000);
    expect(hd.cells).toBeLessThan(11_000);
    expect(tileSizeForScreen(hd, fitScale(hd, fullHd), 1)).toBe(16);
    expect(tileSizeForScreen(uhd, fitScale(uhd, { width: 3840, height: 2160 }), 1)).toBe(32);
    // The 4K mosaic shown on an HD screen needs no more than the HD one; on a retina screen twice as much.
    expect(tileSizeForScreen(uhd, fitScale(uhd, fullHd), 1)).toBe(16);
    expect(tileSizeForScreen(uhd, fitScale(uhd, fullHd), 2)).toBe(32);
  });

  it('names the cells of every sheet, partial ones at the right and bottom edges included', () => {
    const grid = { width: 40 * 10, height: 20 * 10, cellSize: 10, columns: 40, rows: 20 };
    expect(mosaicSheetCount(grid)).toBe(6);
    expect(sheetBlock(grid, 0)).toEqual({ column: 0, row: 0, columns: 16, rows: 16 });
    expect(sheetBlock(grid, 2)).toEqual({ column: 32, row: 0, columns: 8, rows: 16 });
    expect(sheetBlock(grid, 5)).toEqual({ column: 32, row: 16, columns: 8, rows: 4 });
    // Every cell is in exactly the sheet mosaicSheetOf says, at the frame the server's atlas has it.
    for (let cell = 0; cell < 40 * 20; cell++) {
      const { sheet, x, y } = mosaicSheetOf(grid, cell);
      const block = sheetBlock(grid, sheet);
      expect(cell % 40).toBe(block.column + x);
      expect(Math.floor(cell / 40)).toBe(block.row + y);
      expect(frameInSheet(grid, cell, 32)).toEqual({ x: x * 32, y: y * 32, width: 32, height: 32 });
    }
    expect(MOSAIC_SHEET_BLOCK).toBe(16);
  });

  it('loads the sheets on the screen first, from its middle outwards', () => {
    const grid = { width: 64 * 10, height: 64 * 10, cellSize: 10, columns: 64, rows: 64 };
    // Zoomed on the top left quarter: its four sheets come first, the one nearest its middle before.
    const order = sheetLoadOrder(grid, { x: 0, y: 0, width: 320, height: 320 });
    expect(order).toHaveLength(16);
    expect(new Set(order)).toEqual(new Set(Array.from({ length: 16 }, (_, sheet) => sheet)));
    expect(order.slice(0, 4).sort((a, b) => a - b)).toEqual([0, 1, 4, 5]);
    expect(order.slice(4, 8)).not.toContain(15);
    expect(order.at(-1)).toBe(15);
  });

  it('shows a newcomer on half the shorter side, the demo scaled within the screen', () => {
    expect(bigPictureSide({ width: 1920, height: 1080 })).toBe(540);
    expect(bigPictureSide({ width: 1920, height: 1080 }, 1.5)).toBe(810);
    expect(bigPictureSide({ width: 1920, height: 1080 }, 10)).toBe(972);
  });

  it('reads the locale and the slug from the address', () => {
    expect(wallLocation('/mosaic/summer-party')).toEqual({ locale: 'de', slug: 'summer-party' });
    expect(wallLocation('/en/mosaic/summer-party/')).toEqual({ locale: 'en', slug: 'summer-party' });
    expect(wallLocation('/en/mosaic/caf%C3%A9')).toEqual({ locale: 'en', slug: 'café' });
  });
});
