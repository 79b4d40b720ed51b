import { rm, writeFile } from 'node:fs/promises';
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

/** What ffmpeg reads as syntax in a filter graph: quoting, separators of options, filters and chains, labels, blanks. */
const FILTER_SYNTAX = /[\\':=,;[\]\s]/g;

/**
 * A file path as one filter option value. ffmpeg unescapes a filter's text twice, once while splitting
 * the graph into filters and once while splitting the filter's options, so each special character gets
 * a backslash per level. DATA_DIR (where work folders live) may contain blanks, commas or quotes on an
 * organiser's machine, and a Windows path has colons and backslashes.
 */
export function filterPathValue(path: string): string {
  const once = (text: string) => text.replace(FILTER_SYNTAX, '\\$&');
  return once(once(path));
}

/**
 * Video (a recording, or the MP4 of an animation): the colour stage of `values` as a .cube lookup
 * table written to `path`, and the ffmpeg filter that applies it (`lut3d`, tetrahedral), to be put in
 * the filter chain before the overlay is laid on. Sharpen, soft skin and the halo are not applied to
 * video. Answers null when the values change no colour (no filter needed, nothing written).
 */
export async function writeImageOpsVideoFilter(values: Partial<ImageOpsValues>, path: string): Promise<string | null> {
  if (!changesPixels({ ...values, sharpen: 0 })) return null;
  await writeFile(path, imageOpsCube(values));
  return `lut3d=file=${filterPathValue(path)}:interp=tetrahedral`;
}

/**
 * Runs `render` with the colour filter of `values` (undefined when they change no colour), the lookup
 * table written to `path` for the time of the render and removed afterwards, also when it fails.
 */
export async function withImageOpsVideoFilter<T>(values: Partial<ImageOpsValues>, path: string, render: (filter: string | undefined) => Promise<T>): Promise<T> {
  try {
    return await render((await writeImageOpsVideoFilter(values, path)) ?? undefined);
  } finally {
    await rm(path, { force: true });
  }
}
