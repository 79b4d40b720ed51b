import { Readable } from 'node:stream';
import { parseHexColor } from '@booth/shared';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { ImageInput } from './image-types.ts';
import { MediaError } from './media-error.ts';

/*
 * The mosaic wall's pixels (campaigns §3 Mosaic): decoding a picture to the raw RGB a tile is matched
 * and corrected on, encoding a finished tile, and reading the target picture — a mosaicPicture asset
 * of any size (campaigns §5) — into the few small images placement needs.
 */

/**
 * A target may be far larger than any booth asset (a print-sized key visual, a 12,000 px PNG): 400 MP
 * is 20,000 × 20,000. It is read sequentially (libvips streams rows through the shrink) and reduced
 * at once, so memory follows the small outputs, not the input.
 */
export const MOSAIC_TARGET_MAX_PIXELS = 400_000_000;
/** Pixels per cell side of the cell map, the target's own pixels a tile is blended with. */
export const MOSAIC_CELL_MAP_CELL = 16;
/** The target shown faintly under empty cells: this many pixels on its longer side. */
export const MOSAIC_PREVIEW_SIDE = 1920;
/** The stored tile (the largest rendition the wall asks for). */
export const MOSAIC_TILE_SIZE = 128;
const TILE_JPEG_QUALITY = 85;
const PREVIEW_JPEG_QUALITY = 82;

export interface RawRgb {
  data: Buffer;
  width: number;
  height: number;
}

function backgroundOf(colour: string | undefined): { r: number; g: number; b: number } {
  const rgb = colour ? parseHexColor(colour) : null;
  return rgb ? { r: rgb.red, g: rgb.green, b: rgb.blue } : { r: 0, g: 0, b: 0 };
}

function failure(error: unknown, what: string): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new MediaError('too-many-pixels', `The ${what} has too many pixels`, undefined, { cause: error });
  if (/unsupported image format/i.test(message)) return new MediaError('unsupported-format', `The ${what} is not an image`, undefined, { cause: error });
  if (/Input file is missing/i.test(message)) return error;
  return new MediaError('corrupt', `The ${what} could not be decoded`, undefined, { cause: error });
}

/** A file, bytes, or a stream (a large target read straight from the file store, never whole in memory). */
export type MosaicImageInput = ImageInput | Readable;

function open(input: MosaicImageInput, options: SharpOptions): Sharp {
  if (!(input instanceof Readable)) return sharp(input, options);
  const pipeline = sharp(options);
  input.once('error', (error) => pipeline.destroy(error));
  return input.pipe(pipeline);
}

/** Upright, first frame, transparency laid on `background`, sRGB: what every mosaic read starts from. */
function upright(input: MosaicImageInput, background: string | undefined, options: SharpOptions): Sharp {
  return open(input, { failOn: 'none', ...options })
    .autoOrient()
    .flatten({ background: backgroundOf(background) })
    .toColourspace('srgb');
}

async function toRaw(pipeline: Sharp, what: string): Promise<RawRgb> {
  try {
    const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw failure(error, what);
  }
}

/**
 * A picture (a guest's still or poster, a static source) as raw RGB of exactly `width × height`,
 * covering it (cropped to the centre). Lenient on damage: a tile of a slightly broken camera file is
 * better than a picture that never appears. Static sources are mosaic pictures of any size, so the
 * target's pixel limit applies (the picture is streamed through the shrink like a target).
 */
export function decodeCover(input: MosaicImageInput, width: number, height: number, background?: string): Promise<RawRgb> {
  const pipeline = upright(input, background, { limitInputPixels: MOSAIC_TARGET_MAX_PIXELS, sequentialRead: true }).resize(width, height, { fit: 'cover' });
  return toRaw(pipeline, 'picture');
}

/** Raw RGB → JPEG (a rendered tile). */
export async function encodeRgbJpeg(rgb: Uint8Array, width: number, height: number, quality = TILE_JPEG_QUALITY): Promise<Buffer> {
  return sharp(rgb, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
}

export interface MosaicTargetImages {
  /** columns·3 × rows·3: one pixel per sub-region of each cell, for the colour features. */
  features: RawRgb;
  /** columns·16 × rows·16: the target's own pixels of each cell, blended into its tiles (raw, and as PNG to store). */
  cellMap: { png: Buffer; raw: RawRgb };
  /** The target cropped like the grid, 1920 px on its longer side, JPEG. */
  preview: { jpeg: Buffer; width: number; height: number };
}

/**
 * Reads a target once into the three images placement needs, all cropped to the grid's shape (cover)
 * so that cell (c, r) of each is the same part of the picture. The input is decoded a single time,
 * straight down to the largest output; the others are made from that.
 */
export async function mosaicTargetImages(input: MosaicImageInput, grid: { columns: number; rows: number }, background?: string): Promise<MosaicTargetImages> {
  const mapWidth = grid.columns * MOSAIC_CELL_MAP_CELL;
  const mapHeight = grid.rows * MOSAIC_CELL_MAP_CELL;
  // The preview fills a screen (1920 px on its longer side, the grid's shape) whatever the picture's size.
  const previewScale = MOSAIC_PREVIEW_SIDE / Math.max(mapWidth, mapHeight);
  const preview = { width: Math.max(1, Math.round(mapWidth * previewScale)), height: Math.max(1, Math.round(mapHeight * previewScale)) };
  // Decoded once, to whichever of the cell map and the preview is larger; the rest is made from that.
  const base = mapWidth >= preview.width ? { width: mapWidth, height: mapHeight } : preview;
  const reduced = await toRaw(
    upright(input, background, { limitInputPixels: MOSAIC_TARGET_MAX_PIXELS, sequentialRead: true }).resize(base.width, base.height, { fit: 'cover' }),
    'target picture',
  );
  const fromBase = () => sharp(reduced.data, { raw: { width: reduced.width, height: reduced.height, channels: 3 } });
  try {
    const map = reduced.width === mapWidth && reduced.height === mapHeight ? reduced : await toRaw(fromBase().resize(mapWidth, mapHeight, { fit: 'fill' }), 'target picture');
    const [features, png, previewJpeg] = await Promise.all([
      fromBase()
        .resize(grid.columns * 3, grid.rows * 3, { fit: 'fill', kernel: 'cubic' })
        .raw()
        .toBuffer({ resolveWithObject: true }),
      sharp(map.data, { raw: { width: map.width, height: map.height, channels: 3 } }).png({ compressionLevel: 2 }).toBuffer(),
      fromBase().resize(preview.width, preview.height, { fit: 'fill' }).jpeg({ quality: PREVIEW_JPEG_QUALITY }).toBuffer(),
    ]);
    return {
      features: { data: features.data, width: features.info.width, height: features.info.height },
      cellMap: { png, raw: map },
      preview: { jpeg: previewJpeg, ...preview },
    };
  } catch (error) {
    throw failure(error, 'target picture');
  }
}

/** A stored cell map (PNG) back to raw RGB, to crop cells from while placing. */
export function decodeCellMap(png: Buffer): Promise<RawRgb> {
  return toRaw(sharp(png, { limitInputPixels: MOSAIC_TARGET_MAX_PIXELS }), 'cell map');
}

/** The cell map's pixels of one cell (column, row) as a MOSAIC_CELL_MAP_CELL² RGB block. */
export function cellMapCrop(map: RawRgb, column: number, row: number): Uint8Array {
  const size = MOSAIC_CELL_MAP_CELL;
  const out = new Uint8Array(size * size * 3);
  for (let line = 0; line < size; line++) {
    const from = ((row * size + line) * map.width + column * size) * 3;
    out.set(map.data.subarray(from, from + size * 3), line * size * 3);
  }
  return out;
}
