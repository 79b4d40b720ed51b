import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { Size } from './ffmpeg-args.ts';
import { MAX_INPUT_PIXELS, NORMALISED_JPEG_QUALITY } from './image-limits.ts';
import type { EncodedImage, ImageInput, Rect } from './image-types.ts';
import { MediaError } from './media-error.ts';
import { coverCanvas, type Aspect } from './shoot-canvas.ts';

/** Decoded RGBA pixels of one layer, upright. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  /** The source had an alpha channel (a segmented frame, an overlay). */
  hasAlpha: boolean;
}

// Pictures without transparency are laid on white: JPEG has no alpha and would otherwise turn it black.
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * Decodes a layer fully, so that a damaged upload or asset fails here, as a `MediaError` (the input's
 * fault: retrying will not help), and never later in the composition, where an error is ours.
 */
export async function decode(input: ImageInput, what: string): Promise<Pixels> {
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const { hasAlpha } = await image.metadata();
    const { data, info } = await image.autoOrient().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, hasAlpha };
  } catch (error) {
    throw decodingError(what, error);
  }
}

/** A picture sharp could not decode: over the pixel limit, or damaged (the input's fault either way). */
export function decodingError(what: string, error: unknown): MediaError {
  const message = error instanceof Error ? error.message : String(error);
  const reason = /pixel limit/i.test(message) ? 'too-many-pixels' : 'corrupt';
  return new MediaError(reason, `The ${what} could not be decoded`, undefined, { cause: error });
}

function raw(pixels: Pixels) {
  return { raw: { width: pixels.width, height: pixels.height, channels: 4 as const } };
}

/** A layer scaled to fill `size` (cover: cropped at the centre, never distorted), as raw RGBA. */
async function fitted(pixels: Pixels, size: Size): Promise<Buffer> {
  if (pixels.width === size.width && pixels.height === size.height) return pixels.data;
  return sharp(pixels.data, raw(pixels)).resize(size.width, size.height, { fit: 'cover', position: 'centre' }).raw().toBuffer();
}

function layer(data: Buffer, size: Size, left = 0, top = 0): OverlayOptions {
  return { input: data, raw: { width: size.width, height: size.height, channels: 4 }, left, top };
}

async function toJpeg(base: Sharp): Promise<EncodedImage> {
  const { data, info } = await base.flatten({ background: WHITE }).jpeg({ quality: NORMALISED_JPEG_QUALITY }).toBuffer({ resolveWithObject: true });
  return { data, format: 'jpeg', contentType: 'image/jpeg', width: info.width, height: info.height };
}

/**
 * The guest's upload as it was taken: upright, as JPEG, without its metadata (EXIF with GPS position,
 * camera serials), because sharp writes none unless asked.
 */
export async function originalJpeg(frame: ImageInput): Promise<EncodedImage> {
  const pixels = await decode(frame, 'picture');
  return toJpeg(sharp(pixels.data, raw(pixels)));
}

export interface PictureLayers {
  frame: ImageInput;
  /** The campaign's dimension; the frame is cover-cropped to it. */
  aspect: Aspect;
  /** Forces the canvas (every frame of an animation shares the first frame's). */
  canvas?: Size;
  maxSide?: number;
  /** Goes beneath the frame, which shows it where it is transparent (a segmented guest). */
  background?: ImageInput;
  /** Goes on top, scaled to the canvas. */
  overlay?: ImageInput;
}

/**
 * One composed picture (campaigns §3 "overlayed" version): the frame cover-cropped to the campaign's
 * aspect, the chosen background beneath it when the frame is transparent, the overlay on top; JPEG.
 */
export async function composePicture(layers: PictureLayers): Promise<EncodedImage> {
  const frame = await decode(layers.frame, 'picture');
  const background = layers.background && frame.hasAlpha ? await decode(layers.background, 'background') : undefined;
  const overlay = layers.overlay ? await decode(layers.overlay, 'overlay') : undefined;
  const canvas = layers.canvas ?? coverCanvas(frame, layers.aspect, layers.maxSide);

  const stack: OverlayOptions[] = [];
  if (background) stack.push(layer(await fitted(background, canvas), canvas));
  stack.push(layer(await fitted(frame, canvas), canvas));
  if (overlay) stack.push(layer(await fitted(overlay, canvas), canvas));
  const base = sharp({ create: { width: canvas.width, height: canvas.height, channels: 4, background: WHITE } }).composite(stack);
  return toJpeg(base);
}

export interface LayoutLayers {
  /** The shots, in capture order; the n-th goes into the n-th area. */
  frames: ImageInput[];
  areas: Rect[];
  canvas: Size;
  /** The photo-layout frame, laid on top at canvas size. */
  overlay?: ImageInput;
}

/**
 * A photo layout: each shot cover-fitted into its photo area (extra shots are left out, empty areas
 * stay white), the frame on top; JPEG.
 */
export async function composeLayout({ frames, areas, canvas, overlay }: LayoutLayers): Promise<EncodedImage> {
  const stack: OverlayOptions[] = [];
  const count = Math.min(frames.length, areas.length);
  for (let index = 0; index < count; index++) {
    const area = clampRect(areas[index] as Rect, canvas);
    if (!area) continue;
    const shot = await decode(frames[index] as ImageInput, 'picture');
    stack.push(layer(await fitted(shot, area), area, area.x, area.y));
  }
  if (overlay) {
    const frame = await decode(overlay, 'overlay');
    stack.push(layer(await fitted(frame, canvas), canvas));
  }
  const base = sharp({ create: { width: canvas.width, height: canvas.height, channels: 4, background: WHITE } }).composite(stack);
  return toJpeg(base);
}

/** The part of `rect` inside the canvas (sharp refuses a layer that sticks out), or nothing. */
function clampRect(rect: Rect, canvas: Size): Rect | undefined {
  const x = Math.max(0, Math.round(rect.x));
  const y = Math.max(0, Math.round(rect.y));
  const width = Math.min(canvas.width, Math.round(rect.x + rect.width)) - x;
  const height = Math.min(canvas.height, Math.round(rect.y + rect.height)) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : undefined;
}

/**
 * Whether an image decodes to its last byte (a damaged or truncated file fails as a `MediaError`),
 * without keeping its pixels: decoded straight to a small size, which JPEG and WebP do while
 * reading (shrink-on-load), so checking a 12 MP upload costs a fraction of a full decode.
 */
export async function assertDecodes(input: ImageInput, what = 'image'): Promise<void> {
  try {
    await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).resize(256, 256, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = /pixel limit/i.test(message) ? 'too-many-pixels' : 'corrupt';
    throw new MediaError(reason, `The ${what} could not be decoded`, undefined, { cause: error });
  }
}

/** Width and height of an image as displayed, decoding it (a damaged file fails as a `MediaError`). */
export async function decodedSize(input: ImageInput, what = 'image'): Promise<Size> {
  const { width, height } = await decode(input, what);
  return { width, height };
}
