import type { FieldIssue } from '@booth/shared';
import { mkdir, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { AppError, Invalid } from '@/errors.ts';
import type { AiImage } from '@/platform/ai/ai-provider.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { MAX_INPUT_PIXELS } from '@/platform/media/image-limits.ts';
import type { EncodedImage } from '@/platform/media/image-types.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { inspectUpload } from '@/platform/uploads/inspect-upload.ts';
import { spoolToTempFile } from '@/platform/uploads/spool.ts';
import { UploadRejected } from '@/platform/uploads/upload-rejected.ts';
import { AI_FILE_CACHE } from './ai-execution-files.ts';

/**
 * The largest side a photo may have going in: cameras deliver at most 4K today; twice that leaves room
 * for tomorrow's phones and keeps a decode within memory.
 */
export const AI_INPUT_MAX_SIDE = 8192;
/**
 * What a result may be. Image models answer 1024–2048 px, an upscaling workflow twice that; a result
 * beyond 6144 px or 25 MP is a mistake (or an attack) whose decode would hold a worker and its memory.
 */
export const AI_RESULT_MAX_SIDE = 6144;
export const AI_RESULT_MAX_PIXELS = 25_000_000;
/** 25 MP as an uncompressed PNG is about 75 MB; anything larger is not a picture of that size. */
export const AI_RESULT_MAX_BYTES = 100_000_000;

function refused(message: string, code: 'VALIDATION' | 'LIMIT_EXCEEDED' = 'VALIDATION'): AppError {
  const fields: FieldIssue[] = [{ path: 'file', message }];
  return code === 'VALIDATION' ? new Invalid(`file: ${message}`, fields) : new AppError(code, `file: ${message}`, fields);
}

/** The platform's refusals named after the field they came from. */
function named(error: unknown): unknown {
  if (error instanceof UploadRejected && error.reason === 'multipart-malformed') return error;
  if (error instanceof UploadRejected) return refused(error.message, error.code === 'LIMIT_EXCEEDED' ? 'LIMIT_EXCEEDED' : 'VALIDATION');
  if (error instanceof MediaError && error.status < 500) return refused(error.message);
  return error;
}

function assertSize(width: number, height: number, what: string, limits: { side: number; pixels: number }): void {
  if (width > limits.side || height > limits.side) throw new MediaError('too-many-pixels', `${what} is ${width}x${height}, larger than ${limits.side} pixels on a side`);
  if (width * height > limits.pixels) throw new MediaError('too-many-pixels', `${what} has more than ${limits.pixels / 1e6} megapixels`);
}

/**
 * A studio test photo, checked like any upload: its type by content (PNG or JPEG, the aiFilter asset
 * rule), its size while it streams, its pixel size from the header (a decompression bomb is refused
 * before anything decodes it), then decoded whole and re-encoded as an upright JPEG without its
 * metadata, and stored under `key`. Nothing reaches the store unless every check passed.
 */
export async function storeExecutionInput(deps: { files: FileStore; media: MediaGateway; tmpDir: string }, key: string, source: Readable): Promise<{ key: string; mimetype: string }> {
  let temp;
  try {
    const inspected = await inspectUpload('aiFilter', source);
    await mkdir(deps.tmpDir, { recursive: true });
    temp = await spoolToTempFile(inspected.stream, `upload.${inspected.ext}`, deps.tmpDir);
    const info = await deps.media.probeImage(temp.path);
    assertSize(info.width, info.height, 'The picture', { side: AI_INPUT_MAX_SIDE, pixels: MAX_INPUT_PIXELS });
    const jpeg = await deps.media.originalJpeg(temp.path);
    await deps.files.put(key, jpeg.data, { contentType: jpeg.contentType, cacheControl: AI_FILE_CACHE });
    return { key, mimetype: jpeg.contentType };
  } catch (error) {
    throw named(error);
  } finally {
    await temp?.remove();
  }
}

/**
 * A provider's result, checked before anyone sees it: a file of sane size, a PNG, JPEG or GIF still by
 * its content, within the pixel limits, decoded whole and re-encoded as an upright JPEG. Anything else
 * (garbage, an HTML error page, a huge image) throws.
 */
export async function checkedResult(media: MediaGateway, image: AiImage): Promise<EncodedImage> {
  const { size } = await stat(image.path);
  if (size === 0 || size > AI_RESULT_MAX_BYTES) throw new MediaError('corrupt', `The result has ${size} bytes`);
  const info = await media.probeImage(image.path);
  if (info.pages > 1) throw new MediaError('unsupported-format', 'The result is an animation, not a picture');
  assertSize(info.width, info.height, 'The result', { side: AI_RESULT_MAX_SIDE, pixels: AI_RESULT_MAX_PIXELS });
  return media.originalJpeg(image.path);
}
