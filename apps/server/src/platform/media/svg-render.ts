import sharp from 'sharp';
import { MAX_INPUT_PIXELS, THUMBNAIL_MAX_SIDE, THUMBNAIL_WEBP_QUALITY } from './image-limits.ts';
import type { EncodedImage } from './image-types.ts';

/**
 * Drawings the server makes itself (starter designs, the demo's sample pictures): trusted SVG written in
 * code, never an upload. Uploads stay SVG-free (`image-types.ts`), so this is the only door for it.
 */
export interface SvgRenderRequest {
  svg: string;
  /** PNG keeps transparency; JPEG is flattened onto `background`. */
  format: 'png' | 'jpeg';
  /** The colour under transparent parts of a JPEG; white unless given. */
  background?: string;
  /** JPEG quality (default 88). */
  quality?: number;
  /** PNG zlib level (default 6). */
  compressionLevel?: number;
  /** Also a WebP preview at most this long on its long side (the library's 512 px thumbnail when true). */
  thumbnail?: number | true;
}

export interface SvgRender {
  image: EncodedImage;
  thumbnail?: EncodedImage;
}

/**
 * The drawing is rasterised once (librsvg is the expensive part); the file and its thumbnail are both
 * encoded from those pixels, at the same time, instead of decoding the encoded file again.
 */
export async function renderSvg(request: SvgRenderRequest): Promise<SvgRender> {
  const { data: pixels, info } = await sharp(Buffer.from(request.svg), { limitInputPixels: MAX_INPUT_PIXELS }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = async (): Promise<EncodedImage> => {
    const image = sharp(pixels, raw);
    const data =
      request.format === 'png'
        ? await image.png({ compressionLevel: request.compressionLevel ?? 6 }).toBuffer()
        : await image
            .flatten({ background: request.background ?? '#ffffff' })
            .jpeg({ quality: request.quality ?? 88, mozjpeg: true })
            .toBuffer();
    return { data, format: request.format, contentType: `image/${request.format}`, width: info.width, height: info.height };
  };
  const preview = async (maxSide: number): Promise<EncodedImage> => {
    const { data, info: out } = await sharp(pixels, raw)
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, format: 'webp', contentType: 'image/webp', width: out.width, height: out.height };
  };
  if (request.thumbnail === undefined) return { image: await encode() };
  const [image, thumbnail] = await Promise.all([encode(), preview(request.thumbnail === true ? THUMBNAIL_MAX_SIDE : request.thumbnail)]);
  return { image, thumbnail };
}

/** `over` laid on `under` (same size), scaled to `width` and encoded as WebP: a picture's preview card. */
export async function composePreview(under: Buffer, over: Buffer, options: { width: number; quality: number }): Promise<EncodedImage> {
  const base = await sharp(under, { limitInputPixels: MAX_INPUT_PIXELS })
    .composite([{ input: over }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } })
    .resize({ width: options.width })
    .webp({ quality: options.quality })
    .toBuffer({ resolveWithObject: true });
  return { data, format: 'webp', contentType: 'image/webp', width: info.width, height: info.height };
}
