import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { EXTENSION_OF_FORMAT, MAX_IMAGE_PIXELS, MIME_OF_FORMAT, type CheckedImage } from './ai-http.ts';
import { AiProviderError, type AiImage } from './ai-provider.ts';

/**
 * The picture a remote provider is sent: oriented (EXIF applied, so every service sees it upright), at
 * most `maxEdge` pixels on the long edge, re-encoded. This also proves it is an image before any upload.
 */
export async function uploadablePicture(image: AiImage, options: { maxEdge: number; format: 'jpeg' | 'png'; square?: number }): Promise<{ bytes: Buffer; mimetype: string; extension: string }> {
  try {
    let pipeline = sharp(image.path, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    pipeline = options.square
      ? pipeline.resize(options.square, options.square, { fit: 'cover', position: 'attention' })
      : pipeline.resize(options.maxEdge, options.maxEdge, { fit: 'inside', withoutEnlargement: true });
    const bytes = options.format === 'png' ? await pipeline.png().toBuffer() : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer();
    return { bytes, mimetype: MIME_OF_FORMAT[options.format], extension: EXTENSION_OF_FORMAT[options.format] };
  } catch (error) {
    throw new AiProviderError('input', 'The picture cannot be read as an image', undefined, { cause: error });
  }
}

/** A provider's checked answer, written into the work folder under a fresh name. */
export async function writeResult(workdir: string, prefix: string, bytes: Buffer, checked: CheckedImage): Promise<AiImage> {
  const path = join(workdir, `${prefix}-${randomUUID()}.${EXTENSION_OF_FORMAT[checked.format]}`);
  await writeFile(path, bytes);
  return { path, mimetype: MIME_OF_FORMAT[checked.format] };
}

/** A Blob for a multipart field (a copy on its own ArrayBuffer: what Blob's types accept). */
export function blobOf(bytes: Buffer, mimetype: string): Blob {
  return new Blob([new Uint8Array(bytes)], { type: mimetype });
}
