import { MOSAIC_SHEET_BLOCK, mosaicCellPosition, mosaicSheetCount, mosaicTileSizeFor, type MosaicTileSize } from '@booth/shared';

/** The grid as the wall draws it: the mosaic's canvas in its own pixels, cut into square cells. */
export interface WallGrid {
  width: number;
  height: number;
  cellSize: number;
  columns: number;
  rows: number;
}

/** The browser window the wall fills, in CSS pixels, and how many device pixels one CSS pixel has. */
export interface Viewport {
  width: number;
  height: number;
  dpr: number;
}

/**
 * Where the wall looks: the point of the grid (grid pixels) at the middle of the screen and how far it
 * zooms in beyond "the whole mosaic fits" (1). The slideshow moves it; otherwise it rests on the middle.
 */
export interface Camera {
  zoom: number;
  centreX: number;
  centreY: number;
}

/** Grid pixels → screen pixels: screen = grid · scale + (x, y). */
export interface WallTransform {
  scale: number;
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole mosaic, as large as the window allows, in the middle (letterboxed in the background colour). */
export function fitScale(grid: Pick<WallGrid, 'width' | 'height'>, viewport: Pick<Viewport, 'width' | 'height'>): number {
  return Math.min(viewport.width / grid.width, viewport.height / grid.height);
}

export function overviewCamera(grid: Pick<WallGrid, 'width' | 'height'>): Camera {
  return { zoom: 1, centreX: grid.width / 2, centreY: grid.height / 2 };
}

export function wallTransform(grid: Pick<WallGrid, 'width' | 'height'>, viewport: Pick<Viewport, 'width' | 'height'>, camera: Camera): WallTransform {
  const scale = fitScale(grid, viewport) * camera.zoom;
  return { scale, x: viewport.width / 2 - camera.centreX * scale, y: viewport.height / 2 - camera.centreY * scale };
}

/** A cell's square on the screen (CSS pixels) under a transform. */
export function cellRect(grid: WallGrid, transform: WallTransform, cell: number): Rect {
  const { row, column } = mosaicCellPosition(grid, cell);
  const size = grid.cellSize * transform.scale;
  return { x: transform.x + column * size, y: transform.y + row * size, width: size, height: size };
}

/** The part of the grid (grid pixels) the screen shows, clipped to the grid. */
export function visibleGridRect(grid: Pick<WallGrid, 'width' | 'height'>, viewport: Pick<Viewport, 'width' | 'height'>, transform: WallTransform): Rect {
  const left = Math.max(0, -transform.x / transform.scale);
  const top = Math.max(0, -transform.y / transform.scale);
  const right = Math.min(grid.width, (viewport.width - transform.x) / transform.scale);
  const bottom = Math.min(grid.height, (viewport.height - transform.y) / transform.scale);
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/**
 * The tile rendition a cell needs on this screen: its size in device pixels, rounded up to the next
 * size the server makes (16, 32, 64, 128). Smaller would blur; larger wastes memory and bandwidth.
 */
export function tileSizeForScreen(grid: Pick<WallGrid, 'cellSize'>, scale: number, dpr: number): MosaicTileSize {
  return mosaicTileSizeFor(grid.cellSize * scale * dpr);
}

/** Columns and rows (from 0) of the cells a sheet covers; the last sheets of a row or column may be partial. */
export function sheetBlock(grid: Pick<WallGrid, 'columns' | 'rows'>, sheet: number): { column: number; row: number; columns: number; rows: number } {
  const perRow = Math.ceil(grid.columns / MOSAIC_SHEET_BLOCK);
  const column = (sheet % perRow) * MOSAIC_SHEET_BLOCK;
  const row = Math.floor(sheet / perRow) * MOSAIC_SHEET_BLOCK;
  return { column, row, columns: Math.min(MOSAIC_SHEET_BLOCK, grid.columns - column), rows: Math.min(MOSAIC_SHEET_BLOCK, grid.rows - row) };
}

/** A sheet's area in grid pixels. */
export function sheetRect(grid: WallGrid, sheet: number): Rect {
  const block = sheetBlock(grid, sheet);
  return { x: block.column * grid.cellSize, y: block.row * grid.cellSize, width: block.columns * grid.cellSize, height: block.rows * grid.cellSize };
}

function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The sheets any part of which lies in `area` (grid pixels). */
export function sheetsIn(grid: WallGrid, area: Rect): number[] {
  const sheets: number[] = [];
  for (let sheet = 0; sheet < mosaicSheetCount(grid); sheet++) if (intersects(sheetRect(grid, sheet), area)) sheets.push(sheet);
  return sheets;
}

/**
 * The order in which sheets load: those on the screen first, nearest the middle of the screen first
 * (where the eye goes), then the rest by the same distance, so a zoom or a resize finds them ready.
 */
export function sheetLoadOrder(grid: WallGrid, visible: Rect): number[] {
  const middleX = visible.x + visible.width / 2;
  const middleY = visible.y + visible.height / 2;
  const keyed = Array.from({ length: mosaicSheetCount(grid) }, (_, sheet) => {
    const rect = sheetRect(grid, sheet);
    const distance = Math.hypot(rect.x + rect.width / 2 - middleX, rect.y + rect.height / 2 - middleY);
    return { sheet, onScreen: intersects(rect, visible), distance };
  });
  keyed.sort((a, b) => Number(b.onScreen) - Number(a.onScreen) || a.distance - b.distance || a.sheet - b.sheet);
  return keyed.map((entry) => entry.sheet);
}

/** Where a cell sits in its sheet's image at a tile size (the server's atlas layout: cell (x, y) at (x·size, y·size)). */
export function frameInSheet(grid: Pick<WallGrid, 'columns'>, cell: number, size: number): Rect {
  const { column, row } = mosaicCellPosition(grid, cell);
  return { x: (column % MOSAIC_SHEET_BLOCK) * size, y: (row % MOSAIC_SHEET_BLOCK) * size, width: size, height: size };
}

/** The side of a newcomer shown big: a good part of the screen, whatever its shape. */
export function bigPictureSide(viewport: Pick<Viewport, 'width' | 'height'>, scale = 1): number {
  const shorter = Math.min(viewport.width, viewport.height);
  return Math.min(shorter * 0.9, shorter * 0.5 * scale);
}
