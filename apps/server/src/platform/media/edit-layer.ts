import sharp from 'sharp';
import { MAX_INPUT_PIXELS, NORMALISED_JPEG_QUALITY } from './image-limits.ts';
import type { Size } from './ffmpeg-args.ts';
import type { EncodedImage, ImageInput } from './image-types.ts';
import { MediaError } from './media-error.ts';

/**
 * The guest's edit layer (the kiosk review screen's drawings, emoji, stickers and text: a transparent
 * PNG of the picture's aspect) laid over a composed picture of `size` (our own JPEG, upright), JPEG. The layer is
 * cover-fitted exactly as the frame it was drawn on was fitted to the canvas, so every stroke lands
 * where the guest put it.
 */
export async function layEditLayer(picture: ImageInput, size: Size, layer: ImageInput): Promise<EncodedImage> {
  const { width, height } = size;
  let over: Buffer;
  try {
    over = await sharp(layer, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .ensureAlpha()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer();
  } catch (error) {
    throw new MediaError('corrupt', 'The edit layer could not be decoded', undefined, { cause: error });
  }
  const { data, info } = await sharp(picture, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
    .resize(width, height, { fit: 'fill' })
    .composite([{ input: over, raw: { width, height, channels: 4 }, left: 0, top: 0 }])
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .jpeg({ quality: NORMALISED_JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data, format: 'jpeg', contentType: 'image/jpeg', width: info.width, height: info.height };
}
