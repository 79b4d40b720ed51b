import { writeFile } from 'node:fs/promises';
import { blobOf, uploadablePicture } from './ai-files.ts';
import { callService, checkImage, MAX_IMAGE_BYTES, readLimited } from './ai-http.ts';
import type { BackgroundRemover } from './ai-provider.ts';

const SERVICE = 'remove.bg';

/** remove.bg's "auto" size is at most 25 megapixels; a booth photo needs far less and uploads faster this way. */
const UPLOAD_MAX_EDGE = 2500;

/**
 * The image cutout with remove.bg (https://www.remove.bg/api: POST {REMOVEBG_BASE_URL}/v1.0/removebg,
 * X-Api-Key, multipart image_file, size=auto, format=png). The answer must be a PNG (with its alpha
 * channel); it is written to `output` as it came.
 */
export function createRemoveBgRemover(config: { baseUrl: string; apiKey: string }): BackgroundRemover {
  return {
    name: 'removebg',
    async removeBackground(image, output, signal) {
      const upload = await uploadablePicture(image, { maxEdge: UPLOAD_MAX_EDGE, format: 'jpeg' });
      const form = new FormData();
      form.set('image_file', blobOf(upload.bytes, upload.mimetype), `photo.${upload.extension}`);
      form.set('size', 'auto');
      form.set('format', 'png');
      const response = await callService(SERVICE, `${config.baseUrl}/v1.0/removebg`, { method: 'POST', headers: { 'x-api-key': config.apiKey, accept: 'image/png' }, body: form }, signal);
      const bytes = await readLimited(SERVICE, response, MAX_IMAGE_BYTES, signal);
      await checkImage(SERVICE, bytes, ['png']);
      await writeFile(output, bytes);
      return { path: output, mimetype: 'image/png' };
    },
  };
}
