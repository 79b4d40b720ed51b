import { orientationOf } from '@booth/shared';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import {
  MAX_ANIMATION_FRAMES,
  MAX_ANIMATION_PIXELS,
  MAX_INPUT_PIXELS,
  DISPLAY_WEBP_EFFORT,
  DISPLAY_WEBP_QUALITY,
  NORMALISED_JPEG_QUALITY,
  THUMBNAIL_MAX_SIDE,
  THUMBNAIL_WEBP_QUALITY,
} from './image-limits.ts';
import type { EncodedImage, ImageFormat, ImageInfo, ImageInput } from './image-types.ts';
import { MediaError } from './media-error.ts';

// Every upload is a different file, so libvips' operation cache only holds memory; the thread pool
// (one per core, off the event loop) stays at its default.
sharp.cache(false);

const FORMATS: readonly string[] = ['png', 'jpeg', 'gif'] satisfies ImageFormat[];
const CONTENT_TYPE: Record<ImageFormat | 'webp', string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Strict decoding: `failOn: 'error'` refuses truncated and corrupt data while still accepting camera
 * JPEGs with harmless warnings (extra bytes after the end marker); the pixel limit refuses bombs.
 */
function open(input: ImageInput, options: SharpOptions = {}): Sharp {
  return sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, ...options });
}

/** Turns sharp's error strings into reasons a route can answer with. */
function toMediaError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return new MediaError('too-many-pixels', `The image has more than ${MAX_INPUT_PIXELS / 1e6} megapixels`, undefined, {
      cause: error,
    });
  }
  if (/unsupported image format/i.test(message)) {
    return new MediaError('unsupported-format', 'The file is not a PNG, JPEG or GIF image', undefined, { cause: error });
  }
  if (/Input file is missing/i.test(message)) return error;
  return new MediaError('corrupt', 'The image could not be decoded', undefined, { cause: error });
}

async function readMetadata(input: ImageInput): Promise<Metadata & { format: ImageFormat }> {
  let metadata: Metadata;
  try {
    metadata = await open(input).metadata();
  } catch (error) {
    throw toMediaError(error);
  }
  if (!FORMATS.includes(metadata.format)) {
    throw new MediaError('unsupported-format', `Images must be PNG, JPEG or GIF, not ${metadata.format.toUpperCase()}`);
  }
  return metadata as Metadata & { format: ImageFormat };
}

function infoOf(metadata: Metadata & { format: ImageFormat }): ImageInfo {
  const { width, height } = metadata.autoOrient;
  return {
    format: metadata.format,
    width,
    height,
    orientation: orientationOf(width, height),
    ...(metadata.orientation ? { exifOrientation: metadata.orientation } : {}),
    hasAlpha: metadata.hasAlpha,
    pages: metadata.pages ?? 1,
  };
}

/** Format and displayed size of an image, reading only its header. */
export async function probeImage(input: ImageInput): Promise<ImageInfo> {
  return infoOf(await readMetadata(input));
}

/** Sharp options to decode every frame of an animation, within the animation budget. */
function animationOptions(info: ImageInfo): SharpOptions {
  if (info.pages <= 1) return {};
  if (info.pages > MAX_ANIMATION_FRAMES) {
    throw new MediaError('too-many-frames', `Animations may have at most ${MAX_ANIMATION_FRAMES} frames`);
  }
  if (info.width * info.height * info.pages > MAX_ANIMATION_PIXELS) {
    throw new MediaError('too-many-pixels', 'The animation has too many pixels in total; use a video instead');
  }
  return { animated: true, limitInputPixels: MAX_ANIMATION_PIXELS };
}

/**
 * Decodes and re-encodes an upload in its own format: pixels are rotated upright by their EXIF tag
 * and everything else in the file (EXIF with GPS position, comments, embedded scripts in polyglot
 * files) is dropped, because sharp writes no metadata unless asked. PNG keeps its alpha, an animated
 * GIF stays animated with its delays and loop count.
 */
export async function normaliseImage(input: ImageInput): Promise<EncodedImage & { info: ImageInfo }> {
  const metadata = await readMetadata(input);
  const info = infoOf(metadata);
  const pipeline = open(input, animationOptions(info)).autoOrient();
  switch (info.format) {
    case 'jpeg':
      pipeline.jpeg({ quality: NORMALISED_JPEG_QUALITY });
      break;
    case 'png':
      // A palette PNG stays a palette PNG; otherwise a re-encode would quadruple a typical overlay.
      pipeline.png(metadata.isPalette ? { palette: true } : {});
      break;
    case 'gif':
      pipeline.gif();
      break;
  }
  try {
    const { data, info: output } = await pipeline.toBuffer({ resolveWithObject: true });
    const height = info.pages > 1 ? (output.pageHeight ?? output.height) : output.height;
    return { data, format: info.format, contentType: CONTENT_TYPE[info.format], width: output.width, height, info };
  } catch (error) {
    throw toMediaError(error);
  }
}

/**
 * A preview for the asset library: WebP, at most 512 px on the longest side, never enlarged, upright,
 * first frame of an animation. WebP rather than JPEG because overlays and stickers are transparent.
 */
export async function thumbnail(input: ImageInput, maxSide = THUMBNAIL_MAX_SIDE): Promise<EncodedImage> {
  await readMetadata(input);
  try {
    const { data, info } = await open(input)
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, format: 'webp', contentType: CONTENT_TYPE.webp, width: info.width, height: info.height };
  } catch (error) {
    throw toMediaError(error);
  }
}

/**
 * The first frame of a GIF as a still for `<video poster>`-like uses and Open Graph previews: PNG when
 * the frame has transparency (JPEG would paint it black), JPEG otherwise.
 */
export async function gifPoster(input: ImageInput): Promise<EncodedImage> {
  const info = await probeImage(input);
  if (info.format !== 'gif') throw new MediaError('unsupported-format', 'Not a GIF image');
  const frame = open(input, { pages: 1 });
  try {
    const stats = info.hasAlpha ? await frame.clone().stats() : undefined;
    const transparent = stats ? !stats.isOpaque : false;
    const encoded = transparent ? frame.png() : frame.jpeg({ quality: NORMALISED_JPEG_QUALITY });
    const { data, info: output } = await encoded.toBuffer({ resolveWithObject: true });
    const format = transparent ? 'png' : 'jpeg';
    return { data, format, contentType: CONTENT_TYPE[format], width: output.width, height: output.height };
  } catch (error) {
    throw toMediaError(error);
  }
}

export interface SizedImageRequest {
  /** Widths wanted; those at or above the picture's own width are skipped (never enlarged). */
  widths: readonly number[];
  format: 'webp' | 'jpeg';
  quality?: number;
}

/**
 * Smaller copies of a finished picture for display, upright and without metadata, one per wanted
 * width below the picture's own, in the order asked; the height keeps the aspect ratio. The picture is
 * read once and each width encoded from it.
 */
export async function sizedImages(input: ImageInput, request: SizedImageRequest): Promise<EncodedImage[]> {
  const { width } = await probeImage(input);
  const widths = [...new Set(request.widths)].filter((wanted) => wanted > 0 && wanted < width);
  if (widths.length === 0) return [];
  const quality = request.quality ?? (request.format === 'webp' ? DISPLAY_WEBP_QUALITY : NORMALISED_JPEG_QUALITY);
  try {
    const source = open(input).autoOrient();
    return await Promise.all(
      widths.map(async (wanted) => {
        const sized = source.clone().resize({ width: wanted });
        // Plain libjpeg rather than mozjpeg: 5× faster for a preview copy that is a few percent larger.
        const encoded = request.format === 'webp' ? sized.webp({ quality, effort: DISPLAY_WEBP_EFFORT }) : sized.jpeg({ quality });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return { data, format: request.format, contentType: CONTENT_TYPE[request.format], width: info.width, height: info.height };
      }),
    );
  } catch (error) {
    throw toMediaError(error);
  }
}
