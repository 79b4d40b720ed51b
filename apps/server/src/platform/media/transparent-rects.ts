import sharp, { type OutputInfo } from 'sharp';
import { MAX_INPUT_PIXELS } from './image-limits.ts';
import type { ImageInput, Rect } from './image-types.ts';
import { MediaError } from './media-error.ts';
import { transparentRegions, type TransparentRegionOptions } from './transparent-regions.ts';

/**
 * Where pictures go in an overlay or frame: the transparent rectangles of its alpha channel, in pixels
 * of the upright image, ordered top-left to bottom-right (GET /assets/{id}/post-processing/find-rects).
 * An image without an alpha channel has none.
 */
export async function findTransparentRects(input: ImageInput, options?: TransparentRegionOptions): Promise<Rect[]> {
  const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
  let alpha: { data: Buffer; info: OutputInfo };
  try {
    const metadata = await image.metadata();
    if (!['png', 'gif'].includes(metadata.format)) {
      throw new MediaError('unsupported-format', 'Transparent areas can only be found in PNG or GIF images');
    }
    if (!metadata.hasAlpha) return [];
    alpha = await image.autoOrient().extractChannel('alpha').raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof MediaError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const reason = /pixel limit/i.test(message) ? 'too-many-pixels' : 'corrupt';
    throw new MediaError(reason, 'The image could not be read for transparent areas', undefined, { cause: error });
  }
  return transparentRegions(alpha.data, alpha.info.width, alpha.info.height, options);
}
