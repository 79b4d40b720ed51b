import { PassThrough, type Readable } from 'node:stream';
import { parseHexColor } from '@booth/shared';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './image-limits.ts';

/*
 * Pictures made of a mosaic wall's stored tiles (128 px JPEGs): a sheet (the texture atlas of a 16×16
 * block), the print export (up to 8K) and the zoom a guest sees on the microsite.
 *
 * Every one is drawn the same way: one raw RGB buffer of the output, tiles decoded a few at a time at
 * the cell's size (JPEG shrink-on-load makes the small sizes cheap) and copied into place, then one
 * JPEG encode. Memory is the output's pixels (at most 7680×4320×3 ≈ 100 MB for 8K) plus a handful of
 * small tiles — never 10,000 pipelines or 10,000 decoded tiles at once. Row strips would need no less:
 * libvips encodes a JPEG from an image it holds whole, so strips would be joined into the same buffer.
 * Exports take turns (one per process), so a process holds at most one 8K buffer.
 */

/** One cell to draw: its place in the output (in cells) and how to read its stored tile (null = empty). */
export interface MosaicCanvasCell {
  column: number;
  row: number;
  load: () => Promise<Buffer | null>;
}

export interface MosaicCanvasLayout {
  columns: number;
  rows: number;
  /** Pixels per cell side in the output. */
  cellSize: number;
  /** Empty cells and anything a tile does not cover (#rrggbb; alpha is ignored). */
  background: string;
  /**
   * The target picture cropped like the grid (the wall's preview), shown faintly under empty cells as
   * the wall shows it, so an unfinished mosaic downloads as the wall looks, not with black holes.
   */
  underlay?: Buffer | null;
}

/** The cell the zoom outlines (in cells of the output). */
export interface MosaicOutline {
  column: number;
  row: number;
}

const CHANNELS = 3;
/** Tiles decoded at once: enough to keep libvips' threads busy, few enough that memory stays small. */
const TILE_CONCURRENCY = 8;
const SHEET_QUALITY = 82;
const EXPORT_QUALITY = 92;
const ZOOM_QUALITY = 85;
const TILE_QUALITY = 85;
const PREVIEW_QUALITY = 85;
/** The zoom's outline: the cell keeps its picture; the ring is drawn over the cell's edge. */
const OUTLINE_COLOUR = { red: 255, green: 0, blue: 170 };
const OUTLINE_RING = { red: 255, green: 255, blue: 255 };

interface Canvas {
  data: Buffer;
  width: number;
  height: number;
}

function backgroundOf(value: string): [number, number, number] {
  const rgb = parseHexColor(value);
  return rgb ? [rgb.red, rgb.green, rgb.blue] : [0, 0, 0];
}

function emptyCanvas(width: number, height: number, background: string): Canvas {
  const data = Buffer.allocUnsafe(width * height * CHANNELS);
  const [red, green, blue] = backgroundOf(background);
  // One row filled by hand, then doubled across the buffer: far faster than a loop over every pixel.
  for (let x = 0; x < width; x++) {
    data[x * 3] = red;
    data[x * 3 + 1] = green;
    data[x * 3 + 2] = blue;
  }
  let filled = width * CHANNELS;
  while (filled < data.length) {
    const chunk = Math.min(filled, data.length - filled);
    data.copy(data, filled, 0, chunk);
    filled += chunk;
  }
  return { data, width, height };
}

/** How strongly the target shows under empty cells: the wall's TARGET_ALPHA (guest/mosaic/wall-tiles.ts). */
const UNDERLAY_ALPHA = 0.3;

/**
 * The canvas tiles are drawn on: the background, or the target faintly over it. The target is decoded
 * straight into the one output-sized buffer and blended in place, so an 8K export still holds one canvas.
 */
async function baseCanvas(width: number, height: number, background: string, underlay: Buffer | null | undefined): Promise<Canvas> {
  if (!underlay) return emptyCanvas(width, height, background);
  let data: Buffer;
  try {
    data = await sharp(underlay, { failOn: 'error' }).resize(width, height, { fit: 'fill' }).toColourspace('srgb').removeAlpha().raw().toBuffer();
  } catch {
    return emptyCanvas(width, height, background); // an unreadable target: the plain background
  }
  if (data.length !== width * height * CHANNELS) return emptyCanvas(width, height, background);
  const base = backgroundOf(background);
  for (let channel = 0; channel < CHANNELS; channel++) {
    const from = base[channel]!;
    for (let index = channel; index < data.length; index += CHANNELS) data[index] = Math.round(from + (data[index]! - from) * UNDERLAY_ALPHA);
  }
  return { data, width, height };
}

/** A stored tile at `size` × `size` as raw RGB; null when it cannot be read (the cell stays empty). */
async function decodeTile(tile: Buffer, size: number): Promise<Buffer | null> {
  try {
    const { data, info } = await sharp(tile, { failOn: 'error' })
      .resize(size, size, { fit: 'cover' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return info.width === size && info.height === size && info.channels === CHANNELS ? data : null;
  } catch {
    return null;
  }
}

function blit(canvas: Canvas, pixels: Buffer, x: number, y: number, size: number): void {
  const rowBytes = size * CHANNELS;
  for (let line = 0; line < size; line++) {
    pixels.copy(canvas.data, ((y + line) * canvas.width + x) * CHANNELS, line * rowBytes, (line + 1) * rowBytes);
  }
}

/** Draws the cells into a new canvas, at most TILE_CONCURRENCY tiles in flight. */
async function drawCells(layout: MosaicCanvasLayout, cells: Iterable<MosaicCanvasCell>): Promise<Canvas> {
  const { columns, rows, cellSize } = layout;
  const canvas = await baseCanvas(columns * cellSize, rows * cellSize, layout.background, layout.underlay);
  const iterator = cells[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      const cell = next.value;
      if (cell.column < 0 || cell.row < 0 || cell.column >= columns || cell.row >= rows) continue;
      const tile = await cell.load().catch(() => null);
      const pixels = tile ? await decodeTile(tile, cellSize) : null;
      if (pixels) blit(canvas, pixels, cell.column * cellSize, cell.row * cellSize, cellSize);
    }
  };
  await Promise.all(Array.from({ length: TILE_CONCURRENCY }, worker));
  return canvas;
}

function encode(canvas: Canvas, quality: number) {
  return sharp(canvas.data, { raw: { width: canvas.width, height: canvas.height, channels: CHANNELS } }).jpeg({ quality });
}

/** A sheet: `block` × `block` cells at `size` px, cell (x, y) at (x·size, y·size); empty cells are the background. */
export async function composeMosaicSheet(input: { block: number; size: number; background: string; cells: Iterable<MosaicCanvasCell> }): Promise<Buffer> {
  const canvas = await drawCells({ columns: input.block, rows: input.block, cellSize: input.size, background: input.background }, input.cells);
  return encode(canvas, SHEET_QUALITY).toBuffer();
}

function paint(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, colour: typeof OUTLINE_COLOUR): void {
  for (let y = Math.max(0, y0); y < Math.min(canvas.height, y1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(canvas.width, x1); x++) {
      const at = (y * canvas.width + x) * CHANNELS;
      canvas.data[at] = colour.red;
      canvas.data[at + 1] = colour.green;
      canvas.data[at + 2] = colour.blue;
    }
  }
}

/** A frame `width` px thick just outside the rectangle (x, y, size), clipped to the canvas. */
function frame(canvas: Canvas, x: number, y: number, size: number, width: number, offset: number, colour: typeof OUTLINE_COLOUR): void {
  const left = x - offset - width;
  const top = y - offset - width;
  const right = x + size + offset + width;
  const bottom = y + size + offset + width;
  paint(canvas, left, top, right, top + width, colour);
  paint(canvas, left, bottom - width, right, bottom, colour);
  paint(canvas, left, top, left + width, bottom, colour);
  paint(canvas, right - width, top, right, bottom, colour);
}

/**
 * The neighbourhood of a tile (the caller picks the window of cells, about 9×9), each cell `cellSize`
 * px, with the tile outlined: a coloured band on the cell's edge and a white one inside it, so the
 * outline shows on dark and light pictures alike.
 */
/** Where a zoom's window lies on the whole grid, and the target preview of that grid (cropped like it). */
export interface MosaicZoomTarget {
  preview: Buffer;
  gridColumns: number;
  gridRows: number;
  left: number;
  top: number;
}

/** The window's part of the target preview (null when it cannot be read): the zoom's faint underlay. */
async function windowOfTarget(target: MosaicZoomTarget, columns: number, rows: number): Promise<Buffer | null> {
  try {
    const { width = 0, height = 0 } = await sharp(target.preview).metadata();
    const cellWidth = width / target.gridColumns;
    const cellHeight = height / target.gridRows;
    const left = Math.min(width - 1, Math.round(target.left * cellWidth));
    const top = Math.min(height - 1, Math.round(target.top * cellHeight));
    const region = { left, top, width: Math.max(1, Math.min(width - left, Math.round(columns * cellWidth))), height: Math.max(1, Math.min(height - top, Math.round(rows * cellHeight))) };
    return await sharp(target.preview, { failOn: 'error' }).extract(region).toBuffer();
  } catch {
    return null;
  }
}

export async function composeMosaicZoom(input: MosaicCanvasLayout & { cells: Iterable<MosaicCanvasCell>; outline: MosaicOutline; target?: MosaicZoomTarget | null }): Promise<Buffer> {
  const underlay = input.target ? await windowOfTarget(input.target, input.columns, input.rows) : null;
  const canvas = await drawCells({ ...input, underlay }, input.cells);
  const { cellSize, outline } = input;
  const width = Math.max(2, Math.round(cellSize / 12));
  const x = outline.column * cellSize;
  const y = outline.row * cellSize;
  // Drawn inside the cell (negative offsets), so a tile at the wall's border is outlined whole and its neighbours stay as they are.
  frame(canvas, x, y, cellSize, width, -width, OUTLINE_COLOUR);
  frame(canvas, x, y, cellSize, width, -2 * width, OUTLINE_RING);
  return encode(canvas, ZOOM_QUALITY).toBuffer();
}

/** Exports running in this process, and those waiting for their turn. */
let exporting = false;
const waiting: Array<() => void> = [];

async function exportTurn(): Promise<() => void> {
  if (exporting) await new Promise<void>((resolve) => waiting.push(resolve));
  exporting = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else exporting = false;
  };
}

/**
 * The print export: every cell at `cellSize` px, as a JPEG stream. One export draws at a time in a
 * process (see the top of this file); the turn is held until the JPEG is written out or abandoned.
 */
export async function composeMosaicExport(input: MosaicCanvasLayout & { cells: Iterable<MosaicCanvasCell> }): Promise<Readable> {
  const release = await exportTurn();
  try {
    const canvas = await drawCells(input, input.cells);
    const out = new PassThrough();
    const pipeline = encode(canvas, EXPORT_QUALITY);
    out.on('close', release);
    pipeline.on('error', (error: Error) => {
      release();
      out.destroy(error);
    });
    pipeline.pipe(out).on('finish', release);
    return out;
  } catch (error) {
    release();
    throw error;
  }
}

/** A stored 128 px tile at a smaller rendition (16, 32 or 64 px); the stored file itself at its own size. */
export async function mosaicTileAt(tile: Buffer, size: number): Promise<Buffer> {
  const { width } = await sharp(tile).metadata();
  if (width === size) return tile;
  return sharp(tile, { failOn: 'error' }).resize(size, size, { fit: 'cover' }).jpeg({ quality: TILE_QUALITY }).toBuffer();
}

/**
 * A picture the wall shows whole (the alternative picture) at up to `maxSide` px as JPEG, transparency
 * over `background`. Decoded sequentially (and shrunk while decoding where the format allows), so even
 * an upload at the asset limit of 100 MP costs its compressed bytes and a strip of pixels, not its raster.
 */
export async function mosaicPreviewJpeg(input: Buffer, options: { maxSide: number; background: string }): Promise<Buffer> {
  const [red, green, blue] = backgroundOf(options.background);
  return sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
    .autoOrient()
    .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: { r: red, g: green, b: blue } })
    .jpeg({ quality: PREVIEW_QUALITY })
    .toBuffer();
}
