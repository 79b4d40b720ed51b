import { describe, expect, it } from 'vitest';
import { MOSAIC_MAX_CELLS, mosaicExtraCellSizes, mosaicResolutionNames, mosaicResolutions, type MosaicResolution } from '../events/mosaic-constants.ts';
import { mosaicSchema } from '../events/mosaic.ts';
import {
  MOSAIC_SHEET_BLOCK,
  mosaicArea,
  mosaicCellPosition,
  mosaicGrid,
  mosaicSheetCount,
  mosaicSheetOf,
  mosaicTileSizeFor,
  type MosaicGridSettings,
} from './mosaic-grid.ts';

function settings(resolution: MosaicResolution, change: Partial<MosaicGridSettings['options']> & { cellSize?: number; width?: number; height?: number } = {}): MosaicGridSettings {
  const { cellSize = 20, width = 16, height = 9, ...options } = change;
  return {
    resolution,
    dimension: { width, height },
    options: { automaticCellSize: true, minCellSize: 20, extraCellSize: null, expectedPictures: 1000, ...options },
    placeBehaviour: { cellSize },
  };
}

/** What every grid must be, whatever the settings: whole cells inside the resolution, never over the cap. */
function expectSound(grid: ReturnType<typeof mosaicGrid>, resolution: MosaicResolution): void {
  const canvas = mosaicResolutions[resolution];
  expect(grid.cellSize).toBeGreaterThanOrEqual(1);
  expect(grid.columns).toBeGreaterThanOrEqual(1);
  expect(grid.rows).toBeGreaterThanOrEqual(1);
  expect(grid.width).toBe(grid.columns * grid.cellSize);
  expect(grid.height).toBe(grid.rows * grid.cellSize);
  expect(grid.width).toBeLessThanOrEqual(canvas.width);
  expect(grid.height).toBeLessThanOrEqual(canvas.height);
  expect(grid.cells).toBe(grid.columns * grid.rows);
  expect(grid.cells).toBeLessThanOrEqual(MOSAIC_MAX_CELLS);
  expect(grid.key).toBe(`${grid.columns}x${grid.rows}`);
  expect(grid.resolution).toBe(resolution);
}

describe('mosaicArea', () => {
  it.each([
    ['SD', 16, 9, 720, 405],
    ['HD', 16, 9, 1920, 1080],
    ['4K', 16, 9, 3840, 2160],
    ['8K', 16, 9, 7680, 4320],
    ['SD', 1, 1, 576, 576],
    ['HD', 1, 1, 1080, 1080],
    ['HD', 9, 16, 607, 1080],
    ['8K', 4, 3, 5760, 4320],
  ] as const)('%s at %i:%i is %i × %i', (resolution, width, height, areaWidth, areaHeight) => {
    expect(mosaicArea(resolution, { width, height })).toEqual({ width: areaWidth, height: areaHeight });
  });

  it('reads a dimension below 1 as 1 (campaigns §5)', () => {
    expect(mosaicArea('HD', { width: 0, height: -3 })).toEqual({ width: 1080, height: 1080 });
  });
});

describe('the dimension minimum of the settings (campaigns §5)', () => {
  it.each([[''], [null], [0], [-4], ['0']])('%j becomes 1', (value) => {
    const parsed = mosaicSchema.parse({ dimension: { width: value, height: value } });
    expect(parsed.dimension).toEqual({ width: 1, height: 1 });
    expect(mosaicGrid(parsed).columns).toBe(mosaicGrid(parsed).rows);
  });
});

describe('mosaicGrid with the automatic cell size', () => {
  it('gives about the expected number of cells on the default HD mosaic', () => {
    const grid = mosaicGrid(mosaicSchema.parse({}));
    expect(grid).toMatchObject({ width: 1890, height: 1080, cellSize: 45, columns: 42, rows: 24, cells: 1008, key: '42x24' });
  });

  it('never goes below the minimum cell size', () => {
    const grid = mosaicGrid(settings('HD', { expectedPictures: 10_000 }));
    expect(grid).toMatchObject({ cellSize: 20, columns: 96, rows: 54, cells: 5184 });
    expect(mosaicGrid(settings('HD', { expectedPictures: 10_000, minCellSize: 10 })).cells).toBeGreaterThanOrEqual(9_000);
  });

  it.each(mosaicResolutionNames)('%s: ten thousand expected pictures give close to 10,000 cells when the minimum allows', (resolution) => {
    const grid = mosaicGrid(settings(resolution, { expectedPictures: 10_000, minCellSize: 1 }));
    expectSound(grid, resolution);
    expect(grid.cells).toBeGreaterThanOrEqual(9_000);
    // Whole pixels step coarsely on SD: 5 px cells give 11,664, 6 px only 8,040.
    expect(grid.cells).toBeLessThanOrEqual(12_000);
  });

  it.each(mosaicResolutionNames)('%s: the largest expected count is capped at MOSAIC_MAX_CELLS', (resolution) => {
    const grid = mosaicGrid(settings(resolution, { expectedPictures: MOSAIC_MAX_CELLS, minCellSize: 1 }));
    expectSound(grid, resolution);
    const smaller = grid.cellSize - 1;
    if (smaller >= 1) {
      const area = mosaicArea(resolution, { width: 16, height: 9 });
      const wanted = Math.floor(Math.sqrt((area.width * area.height) / MOSAIC_MAX_CELLS));
      // Either the size asked for, or raised just until the grid fits under the cap.
      if (grid.cellSize !== Math.max(1, wanted)) expect(Math.floor(area.width / smaller) * Math.floor(area.height / smaller)).toBeGreaterThan(MOSAIC_MAX_CELLS);
    }
  });

  it('gives one cell when a single picture is expected on a square', () => {
    expect(mosaicGrid(settings('SD', { expectedPictures: 1, width: 1, height: 1 }))).toMatchObject({ cellSize: 576, columns: 1, rows: 1, cells: 1 });
  });
});

describe('mosaicGrid with a fixed cell size', () => {
  it.each(mosaicResolutionNames)('%s takes placeBehaviour.cellSize as it is', (resolution) => {
    const grid = mosaicGrid(settings(resolution, { automaticCellSize: false, cellSize: 40 }));
    expectSound(grid, resolution);
    const area = mosaicArea(resolution, { width: 16, height: 9 });
    expect(grid).toMatchObject({ cellSize: 40, columns: Math.floor(area.width / 40), rows: Math.floor(area.height / 40) });
  });

  it('raises a cell size too small for the cap until the grid fits (8K, 1 px cells)', () => {
    const grid = mosaicGrid(settings('8K', { automaticCellSize: false, cellSize: 1 }));
    expect(grid).toMatchObject({ cellSize: 29, columns: 264, rows: 148, cells: 39_072 });
    expect(Math.floor(7680 / 28) * Math.floor(4320 / 28)).toBeGreaterThan(MOSAIC_MAX_CELLS);
  });

  it('shrinks a cell larger than the mosaic to its shorter side', () => {
    expect(mosaicGrid(settings('SD', { automaticCellSize: false, cellSize: 2_250 }))).toMatchObject({ cellSize: 405, columns: 1, rows: 1 });
  });

  for (const resolution of mosaicResolutionNames) {
    it.each(mosaicExtraCellSizes)(`${resolution} with the extra cell size %i`, (size) => {
      const grid = mosaicGrid(settings(resolution, { automaticCellSize: false, extraCellSize: size, cellSize: 20 }));
      expectSound(grid, resolution);
      const area = mosaicArea(resolution, { width: 16, height: 9 });
      const expected = Math.min(size, area.width, area.height);
      expect(grid.cellSize).toBe(expected);
      expect(grid.columns).toBe(Math.max(1, Math.floor(area.width / expected)));
      expect(grid.rows).toBe(Math.max(1, Math.floor(area.height / expected)));
    });
  }

  it('ignores the extra size while the size is automatic', () => {
    expect(mosaicGrid(settings('HD', { extraCellSize: 2_250 })).cellSize).toBe(45);
  });
});

describe('cells and sheets', () => {
  const grid = mosaicGrid(settings('HD', { automaticCellSize: false, cellSize: 20 }));

  it('numbers cells row by row', () => {
    expect(grid).toMatchObject({ columns: 96, rows: 54 });
    expect(mosaicCellPosition(grid, 0)).toEqual({ row: 0, column: 0 });
    expect(mosaicCellPosition(grid, 95)).toEqual({ row: 0, column: 95 });
    expect(mosaicCellPosition(grid, 96)).toEqual({ row: 1, column: 0 });
    expect(mosaicCellPosition(grid, grid.cells - 1)).toEqual({ row: 53, column: 95 });
  });

  it('puts each cell on one sheet of 16 × 16 cells', () => {
    expect(MOSAIC_SHEET_BLOCK).toBe(16);
    expect(mosaicSheetCount(grid)).toBe(6 * 4);
    expect(mosaicSheetOf(grid, 0)).toEqual({ sheet: 0, x: 0, y: 0 });
    expect(mosaicSheetOf(grid, 17)).toEqual({ sheet: 1, x: 1, y: 0 });
    expect(mosaicSheetOf(grid, 96 * 16)).toEqual({ sheet: 6, x: 0, y: 0 });
    expect(mosaicSheetOf(grid, grid.cells - 1)).toEqual({ sheet: 23, x: 15, y: 5 });
    const seen = new Set<string>();
    for (let cell = 0; cell < grid.cells; cell++) {
      const { sheet, x, y } = mosaicSheetOf(grid, cell);
      expect(sheet).toBeLessThan(mosaicSheetCount(grid));
      seen.add(`${sheet}:${x}:${y}`);
    }
    expect(seen.size).toBe(grid.cells);
  });

  it('picks the smallest tile rendition covering the cell on screen', () => {
    expect([1, 16, 17, 32, 33, 64, 65, 128, 500].map(mosaicTileSizeFor)).toEqual([16, 16, 32, 32, 64, 64, 128, 128, 128]);
  });
});
