import { MOSAIC_MAX_CELLS, mosaicResolutions, type MosaicResolution } from '../events/mosaic-constants.ts';

/** What the grid depends on: a Mosaic's settings, or the editor's form values. */
export interface MosaicGridSettings {
  resolution: MosaicResolution;
  dimension: { width: number; height: number };
  options: { automaticCellSize: boolean; minCellSize: number; extraCellSize: number | null; expectedPictures: number };
  placeBehaviour: { cellSize: number };
}

/** The cells of a mosaic: square cells of `cellSize` pixels, `columns` × `rows`, on a canvas of `width` × `height`. */
export interface MosaicGrid {
  resolution: MosaicResolution;
  width: number;
  height: number;
  cellSize: number;
  columns: number;
  rows: number;
  cells: number;
  /** Names the grid: a stored placement is valid only for the grid it was made on. */
  key: string;
}

/** Cells per side of one sheet (a texture atlas of the wall, one image for a block of cells). */
export const MOSAIC_SHEET_BLOCK = 16;
/** The tile renditions the server makes (pixels per side); the wall takes the smallest that covers a cell on its screen. */
export const mosaicTileSizes = [16, 32, 64, 128] as const;
export type MosaicTileSize = (typeof mosaicTileSizes)[number];

/** The largest area of the dimension's shape (e.g. 1:1 or 16:9) that fits the resolution. */
export function mosaicArea(resolution: MosaicResolution, dimension: { width: number; height: number }): { width: number; height: number } {
  const canvas = mosaicResolutions[resolution];
  const dw = Math.max(1, dimension.width);
  const dh = Math.max(1, dimension.height);
  const scale = Math.min(canvas.width / dw, canvas.height / dh);
  return { width: Math.max(1, Math.floor(dw * scale)), height: Math.max(1, Math.floor(dh * scale)) };
}

/**
 * The cell size: automatic gives about `expectedPictures` cells but never less than `minCellSize`;
 * otherwise one of the fixed extra sizes when chosen, else `placeBehaviour.cellSize`. Never larger than
 * the area's shorter side, and raised until the grid has at most MOSAIC_MAX_CELLS cells.
 */
export function mosaicCellSize(settings: MosaicGridSettings, area: { width: number; height: number }): number {
  const { options } = settings;
  const wanted = options.automaticCellSize
    ? Math.max(options.minCellSize, Math.floor(Math.sqrt((area.width * area.height) / Math.max(1, options.expectedPictures))))
    : (options.extraCellSize ?? settings.placeBehaviour.cellSize);
  let size = Math.max(1, Math.min(Math.round(wanted), area.width, area.height));
  while (Math.floor(area.width / size) * Math.floor(area.height / size) > MOSAIC_MAX_CELLS) size += 1;
  return size;
}

export function mosaicGrid(settings: MosaicGridSettings): MosaicGrid {
  const area = mosaicArea(settings.resolution, settings.dimension);
  const cellSize = mosaicCellSize(settings, area);
  const columns = Math.max(1, Math.floor(area.width / cellSize));
  const rows = Math.max(1, Math.floor(area.height / cellSize));
  return {
    resolution: settings.resolution,
    width: columns * cellSize,
    height: rows * cellSize,
    cellSize,
    columns,
    rows,
    cells: columns * rows,
    key: `${columns}x${rows}`,
  };
}

/** Row and column (both from 0) of a cell index (row-major). */
export function mosaicCellPosition(grid: Pick<MosaicGrid, 'columns'>, cell: number): { row: number; column: number } {
  return { row: Math.floor(cell / grid.columns), column: cell % grid.columns };
}

/** The sheet (block of MOSAIC_SHEET_BLOCK × MOSAIC_SHEET_BLOCK cells) a cell is drawn from, and the sheets per row. */
export function mosaicSheetOf(grid: Pick<MosaicGrid, 'columns'>, cell: number): { sheet: number; x: number; y: number } {
  const { row, column } = mosaicCellPosition(grid, cell);
  const perRow = Math.ceil(grid.columns / MOSAIC_SHEET_BLOCK);
  return {
    sheet: Math.floor(row / MOSAIC_SHEET_BLOCK) * perRow + Math.floor(column / MOSAIC_SHEET_BLOCK),
    x: column % MOSAIC_SHEET_BLOCK,
    y: row % MOSAIC_SHEET_BLOCK,
  };
}

/** How many sheets the grid has. */
export function mosaicSheetCount(grid: Pick<MosaicGrid, 'columns' | 'rows'>): number {
  return Math.ceil(grid.columns / MOSAIC_SHEET_BLOCK) * Math.ceil(grid.rows / MOSAIC_SHEET_BLOCK);
}

/** The smallest tile rendition that covers `pixels` screen pixels per cell (the largest when none does). */
export function mosaicTileSizeFor(pixels: number): MosaicTileSize {
  return mosaicTileSizes.find((size) => size >= pixels) ?? 128;
}
