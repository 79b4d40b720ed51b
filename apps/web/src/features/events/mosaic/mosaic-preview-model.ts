import { type Mosaic, type MosaicGrid, mosaicArea, mosaicGrid, mosaicResolutions, mosaicSchema } from '@booth/shared';

/** What the editor's mosaic preview draws and says: the wall's canvas, the grid on it and why it is so. */
export interface MosaicPreviewModel {
  /** The resolution's canvas (the wall's screen, the export's picture). */
  canvas: { width: number; height: number };
  grid: MosaicGrid;
  /** Where the grid sits on the canvas: centred, the rest is background colour. */
  offset: { x: number; y: number };
  automatic: boolean;
  /** The size asked for (automatic or fixed) gave more cells than a wall may have, so it was raised. */
  raisedToLimit: boolean;
  /** With the automatic size: fewer cells than expected pictures (the rest replace others once full). */
  fewerCellsThanExpected: boolean;
  expectedPictures: number;
  whenFull: Mosaic['placeBehaviour']['whenFull'];
  backgroundColor: string;
  pictureId: string | null;
}

/** The size the settings ask for before the cell limit, as mosaicCellSize computes it. */
function askedCellSize(mosaic: Mosaic, area: { width: number; height: number }): number {
  const { options } = mosaic;
  const wanted = options.automaticCellSize
    ? Math.max(options.minCellSize, Math.floor(Math.sqrt((area.width * area.height) / Math.max(1, options.expectedPictures))))
    : (options.extraCellSize ?? mosaic.placeBehaviour.cellSize);
  return Math.max(1, Math.min(Math.round(wanted), area.width, area.height));
}

/**
 * The preview of the mosaic's (unsaved) settings, read with the shared schema so the defaults and the
 * dimension minimum apply as on the server; null while a value does not parse.
 */
export function mosaicPreviewModel(draft: unknown): MosaicPreviewModel | null {
  const parsed = mosaicSchema.safeParse(draft ?? {});
  if (!parsed.success) return null;
  const mosaic = parsed.data;
  const canvas = mosaicResolutions[mosaic.resolution];
  const grid = mosaicGrid(mosaic);
  const area = mosaicArea(mosaic.resolution, mosaic.dimension);
  return {
    canvas: { width: canvas.width, height: canvas.height },
    grid,
    offset: { x: Math.floor((canvas.width - grid.width) / 2), y: Math.floor((canvas.height - grid.height) / 2) },
    automatic: mosaic.options.automaticCellSize,
    raisedToLimit: grid.cellSize > askedCellSize(mosaic, area),
    fewerCellsThanExpected: mosaic.options.automaticCellSize && grid.cells < mosaic.options.expectedPictures,
    expectedPictures: mosaic.options.expectedPictures,
    whenFull: mosaic.placeBehaviour.whenFull,
    backgroundColor: mosaic.backgroundColor,
    pictureId: mosaic.picture,
  };
}

/**
 * The grid lines as ONE SVG path in grid pixels (every column and row border), so 40,000 cells are a
 * few hundred path commands, not 40,000 elements.
 */
export function mosaicGridPath(grid: Pick<MosaicGrid, 'columns' | 'rows' | 'cellSize'>): string {
  const width = grid.columns * grid.cellSize;
  const height = grid.rows * grid.cellSize;
  const parts: string[] = [];
  for (let column = 0; column <= grid.columns; column += 1) parts.push(`M${column * grid.cellSize} 0V${height}`);
  for (let row = 0; row <= grid.rows; row += 1) parts.push(`M0 ${row * grid.cellSize}H${width}`);
  return parts.join('');
}

/**
 * How strongly to draw the lines for cells `cellPixels` screen pixels wide: fine grids as a faint
 * texture (lines a pixel apart would turn the picture grey), coarse ones clearly.
 */
export function gridLineOpacity(cellPixels: number): number {
  return Math.min(0.7, Math.max(0.12, cellPixels / 12));
}
