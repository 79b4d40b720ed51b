import { writeFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  applyBeautification,
  applyHalo,
  applyImageOps,
  beautifyStrength,
  changesPixels,
  haloVisible,
  imageOpsCube,
  maskFromAlpha,
  type HaloSettings,
  type ImageOpsValues,
} from '@booth/shared';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, NORMALISED_JPEG_QUALITY } from './image-limits.ts';
import { decode, decodingError } from './shoot-compose.ts';

/**
 * The shared image operations (packages/shared/src/image-ops) on an encoded picture: sharp decodes it
 * to raw RGBA, the very code the kiosk's live preview runs changes the pixels, sharp encodes the result.
 * The pixel work is plain JavaScript on this thread; each stage (soft skin, values, halo) ends with a
 * turn of the event loop, so requests are answered in between (about 0.1–0.3 s per stage for a
 * 1536 × 2048 picture, see bench/image-ops.bench.ts).
 */

export interface ImageOpsImageOptions {
  /** Soft skin (virtual settings `beautification`): true for the default strength, or 0–1. */
  beautify?: boolean | number;
  /** The campaign's halo (shutter.imageProcessing.halo while the feature is enabled). */
  halo?: HaloSettings | null;
  /**
   * Where the person is, for the halo: an image of any size (scaled to the picture) whose alpha marks
   * the person, or its brightness when it has no alpha (a grey segmentation mask). Without it, a
   * cut-out picture's own alpha is the mask; an opaque picture without a mask gets no halo.
   */
  mask?: Buffer | null;
  /** JPEG unless the picture has transparency (a cut-out keeps it as PNG); or as asked. */
  format?: 'jpeg' | 'png';
  quality?: number;
}

export interface ImageOpsImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg' | 'image/png';
}

/** One byte per pixel at the picture's size: the mask image's alpha, or its brightness. */
async function decodeMask(input: Buffer, width: number, height: number): Promise<Uint8Array> {
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).autoOrient();
    const { hasAlpha } = await image.metadata();
    const channel = hasAlpha ? image.extractChannel('alpha') : image.greyscale();
    return new Uint8Array(await channel.resize(width, height, { fit: 'fill' }).raw().toBuffer());
  } catch (error) {
    throw decodingError('person mask', error);
  }
}

/** Whether the options would change pixels at all (a caller may then skip decoding). */
export function imageOpsChangePixels(values: Partial<ImageOpsValues>, options: ImageOpsImageOptions = {}): boolean {
  return changesPixels(values) || beautifyStrength(options.beautify) > 0 || (!!options.halo && haloVisible(options.halo));
}

/**
 * `values` (and soft skin and the halo) applied to an encoded picture (PNG, JPEG, GIF's first frame),
 * upright. Answers the encoded result and its size. A picture that does not decode fails as a
 * `MediaError` (the input's fault).
 */
export async function applyImageOpsToImage(buffer: Buffer, values: Partial<ImageOpsValues>, options: ImageOpsImageOptions = {}): Promise<ImageOpsImage> {
  const { data, width, height, hasAlpha } = await decode(buffer, 'picture');
  // A PNG may carry an alpha channel and still be opaque everywhere: only real transparency counts.
  const cutOut = hasAlpha ? maskFromAlpha(data, width, height) : null;
  const strength = beautifyStrength(options.beautify);
  if (strength > 0) {
    applyBeautification(data, width, height, strength);
    await nextTurn();
  }
  applyImageOps(data, width, height, values);
  if (options.halo && haloVisible(options.halo)) {
    await nextTurn();
    const mask = options.mask ? await decodeMask(options.mask, width, height) : cutOut;
    if (mask) applyHalo(data, mask, width, height, options.halo);
  }

  const format = options.format ?? (cutOut ? 'png' : 'jpeg');
  const raw = sharp(data, { raw: { width, height, channels: 4 } });
  const encoded =
    format === 'png'
      ? await raw.png().toBuffer()
      : await raw
          .flatten({ background: { r: 255, g: 255, b: 255 } })
          .jpeg({ quality: options.quality ?? NORMALISED_JPEG_QUALITY })
          .toBuffer();
  return { data: encoded, width, height, contentType: format === 'png' ? 'image/png' : 'image/jpeg' };
}

/** Characters that would need escaping inside an ffmpeg filter graph; a work folder never has them. */
const FILTER_UNSAFE = /[':\\,;[\]=\s]/;

/**
 * Video (a recording, or the MP4 of an animation): the colour stage of `values` as a .cube lookup
 * table written to `path`, and the ffmpeg filter that applies it (`lut3d`, tetrahedral), to be put in
 * the filter chain before the overlay is laid on. Sharpen, soft skin and the halo are not applied to
 * video. Answers null when the values change no colour (no filter needed).
 */
export async function writeImageOpsVideoFilter(values: Partial<ImageOpsValues>, path: string): Promise<string | null> {
  if (!changesPixels({ ...values, sharpen: 0 })) return null;
  if (FILTER_UNSAFE.test(path)) throw new Error(`A lookup table path must not contain filter syntax: ${path}`);
  await writeFile(path, imageOpsCube(values));
  return `lut3d=file=${path}:interp=tetrahedral`;
}
