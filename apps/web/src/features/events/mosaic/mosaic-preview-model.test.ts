import { MOSAIC_MAX_CELLS } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { gridLineOpacity, mosaicGridPath, mosaicPreviewModel } from '@/features/events/mosaic/mosaic-preview-model';

describe('the mosaic preview of the unsaved settings', () => {
  it('reads the defaults: HD, automatic cells for about 1,000 pictures, centred on the canvas', () => {
    const model = mosaicPreviewModel({});
    // 1920 × 1080 / 1,000 pictures → cells of √2073.6 ≈ 45 px: 42 × 24 cells.
    expect(model).toMatchObject({ canvas: { width: 1920, height: 1080 }, automatic: true, raisedToLimit: false, fewerCellsThanExpected: false, backgroundColor: '#000000', pictureId: null });
    expect(model?.grid).toMatchObject({ cellSize: 45, columns: 42, rows: 24, cells: 1008, width: 1890, height: 1080 });
    expect(model?.offset).toEqual({ x: 15, y: 0 });
  });

  it('follows the expected pictures and never goes below the smallest cell', () => {
    expect(mosaicPreviewModel({ options: { expectedPictures: 100 } })?.grid).toMatchObject({ cellSize: 144, columns: 13, rows: 7 });
    // 10,000 pictures would need 14 px cells; the minimum of 20 keeps them larger, so fewer cells than pictures.
    const many = mosaicPreviewModel({ options: { expectedPictures: 10_000, minCellSize: 20 } });
    expect(many?.grid).toMatchObject({ cellSize: 20, columns: 96, rows: 54, cells: 5184 });
    expect(many?.fewerCellsThanExpected).toBe(true);
  });

  it('uses the fixed size when the size is not automatic: the chosen extra size, else the cell size', () => {
    const fixed = mosaicPreviewModel({ resolution: 'SD', dimension: { width: 4, height: 3 }, options: { automaticCellSize: false, extraCellSize: 161 } });
    // SD 720 × 576 holds a 4 : 3 area of 720 × 540: 4 × 3 cells of 161 px.
    expect(fixed?.grid).toMatchObject({ cellSize: 161, columns: 4, rows: 3, cells: 12, width: 644, height: 483 });
    expect(fixed?.automatic).toBe(false);
    expect(fixed?.offset).toEqual({ x: 38, y: 46 });
    const own = mosaicPreviewModel({ resolution: '4K', options: { automaticCellSize: false, extraCellSize: null }, placeBehaviour: { cellSize: 120 } });
    expect(own?.grid).toMatchObject({ cellSize: 120, columns: 32, rows: 18 });
  });

  it('raises a size that would give more than the cell limit, and says so', () => {
    const tiny = mosaicPreviewModel({ resolution: '8K', options: { automaticCellSize: false }, placeBehaviour: { cellSize: 1 } });
    expect(tiny?.grid.cells).toBeLessThanOrEqual(MOSAIC_MAX_CELLS);
    expect(tiny?.grid.cellSize).toBeGreaterThan(1);
    expect(tiny?.raisedToLimit).toBe(true);
  });

  it('makes an empty dimension 1 (campaigns §5) and gives nothing for a value that does not parse', () => {
    const square = mosaicPreviewModel({ dimension: { width: '', height: 0 } });
    expect(square?.grid.width).toBe(square?.grid.height);
    expect(mosaicPreviewModel({ resolution: '16K' })).toBeNull();
    expect(mosaicPreviewModel({ options: { extraCellSize: 150 } })).toBeNull();
  });

  it('draws every column and row border as one path', () => {
    const path = mosaicGridPath({ columns: 4, rows: 3, cellSize: 161 });
    expect(path.match(/M/g)).toHaveLength(4 + 1 + 3 + 1);
    expect(path.startsWith('M0 0V483')).toBe(true);
    expect(path).toContain('M644 0V483');
    expect(path.endsWith('M0 483H644')).toBe(true);
    // The largest grid stays a path of a few hundred commands.
    expect(mosaicGridPath({ columns: 200, rows: 200, cellSize: 20 }).match(/M/g)).toHaveLength(402);
  });

  it('draws fine grids faintly and coarse ones clearly', () => {
    expect(gridLineOpacity(1)).toBeCloseTo(0.12);
    expect(gridLineOpacity(3)).toBeCloseTo(0.25);
    expect(gridLineOpacity(100)).toBeCloseTo(0.7);
  });
});
