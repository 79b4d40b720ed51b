import { SHOOT_FRAME_MAX_BYTES, SHOOT_VIDEO_MAX_BYTES, type FieldIssue } from '@booth/shared';
import { fileTypeFromBuffer } from 'file-type';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { AppError, Invalid } from '@/errors.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { MAX_INPUT_PIXELS } from '@/platform/media/image-limits.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { SNIFF_BYTES } from '@/platform/uploads/detect-type.ts';
import { peekStream } from '@/platform/uploads/peek-stream.ts';
import { SizeLimiter } from '@/platform/uploads/size-limiter.ts';
import { spoolToTempFile } from '@/platform/uploads/spool.ts';
import { UploadRejected } from '@/platform/uploads/upload-rejected.ts';
import type { StoredFile } from './shoots.table.ts';
import { webpSize } from './webp-size.ts';

/** What a capture part may be: still frames from the canvas, or a MediaRecorder / native-camera recording. */
export type CaptureClass = 'frame' | 'video';

const ACCEPTED: Record<CaptureClass, Record<string, string>> = {
  frame: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
  video: { 'video/webm': 'webm', 'video/mp4': 'mp4', 'video/x-m4v': 'mp4', 'video/quicktime': 'mov' },
};
const LABELS: Record<CaptureClass, string> = { frame: 'a JPEG, PNG or WebP image', video: 'a WebM, MP4 or QuickTime video' };

/**
 * The largest side a frame or recording may have. Cameras deliver at most 4K (3840) today; twice that
 * leaves room for tomorrow's phones while a 30-frame GIF stays within memory when it is rendered.
 */
export const CAPTURE_MAX_SIDE = 8192;

export interface CaptureDeps {
  files: FileStore;
  media: MediaGateway;
  tmpDir: string;
}

/** The part's field and position, so every refusal names it (`frames.2`, `file`). */
export interface CapturePart {
  path: string;
  captureClass: CaptureClass;
  /** Builds the store key from the detected extension. */
  keyFor: (ext: string) => string;
}

function refuse(part: CapturePart, message: string, code: 'VALIDATION' | 'LIMIT_EXCEEDED' = 'VALIDATION'): AppError {
  const fields: FieldIssue[] = [{ path: part.path, message }];
  return code === 'VALIDATION' ? new Invalid(`${part.path}: ${message}`, fields) : new AppError(code, `${part.path}: ${message}`, fields);
}

/** Refusals of the platform (size cut-off, unreadable media) re-thrown naming the part they came from. */
function named(part: CapturePart, error: unknown): unknown {
  // A body that stopped being multipart is the request's fault, not this part's: it keeps its own code.
  if (error instanceof UploadRejected && error.reason === 'multipart-malformed') return error;
  if (error instanceof UploadRejected) return refuse(part, error.message, error.code === 'LIMIT_EXCEEDED' ? 'LIMIT_EXCEEDED' : 'VALIDATION');
  if (error instanceof MediaError && error.status < 500) return refuse(part, error.message);
  return error;
}

async function sniff(part: CapturePart, stream: Readable): Promise<{ type: string; ext: string; head: Buffer; stream: Readable }> {
  const peeked = await peekStream(stream, SNIFF_BYTES);
  if (peeked.head.length === 0) {
    peeked.stream.destroy();
    throw refuse(part, 'The file is empty');
  }
  const found = await fileTypeFromBuffer(peeked.head);
  const ext = found ? ACCEPTED[part.captureClass][found.mime] : undefined;
  if (!found || !ext) {
    peeked.stream.destroy();
    throw refuse(part, `Expected ${LABELS[part.captureClass]}, got ${found ? `a ${found.ext.toUpperCase()} file` : 'an unknown file type'}`);
  }
  const type = found.mime === 'video/x-m4v' ? 'video/mp4' : found.mime;
  return { type, ext, head: peeked.head, stream: peeked.stream };
}

function assertSize(part: CapturePart, width: number, height: number): void {
  if (width > CAPTURE_MAX_SIDE || height > CAPTURE_MAX_SIDE) {
    throw refuse(part, `${width}x${height} is larger than ${CAPTURE_MAX_SIDE} pixels on a side`);
  }
  if (width * height > MAX_INPUT_PIXELS) throw refuse(part, `The image has more than ${MAX_INPUT_PIXELS / 1e6} megapixels`);
}

/**
 * Checks one capture part by its content (magic bytes), its size (cut off while streaming) and its
 * pixel dimensions (read from the header: a decompression bomb is refused before anything decodes
 * it), then stores it. Nothing reaches the store unless every check passed; the temp file is always
 * removed. Returns what was stored.
 */
export async function storeCapturePart(deps: CaptureDeps, part: CapturePart, source: Readable): Promise<StoredFile> {
  let sniffed: Awaited<ReturnType<typeof sniff>>;
  try {
    sniffed = await sniff(part, source);
  } catch (error) {
    throw named(part, error);
  }
  const maxBytes = part.captureClass === 'video' ? SHOOT_VIDEO_MAX_BYTES : SHOOT_FRAME_MAX_BYTES;
  const limiter = new SizeLimiter(maxBytes, part.captureClass === 'video' ? 'a recording' : 'a frame');
  pipeline(sniffed.stream, limiter, () => undefined);
  await mkdir(deps.tmpDir, { recursive: true });
  let temp;
  try {
    temp = await spoolToTempFile(limiter, `capture.${sniffed.ext}`, deps.tmpDir);
  } catch (error) {
    throw named(part, error);
  }
  try {
    if (part.captureClass === 'video') {
      const info = await deps.media.probeVideo(temp.path);
      assertSize(part, info.width, info.height);
    } else if (sniffed.type === 'image/webp') {
      const size = webpSize(sniffed.head);
      if (!size) throw refuse(part, 'The WebP image could not be read');
      assertSize(part, size.width, size.height);
    } else {
      const info = await deps.media.probeImage(temp.path);
      assertSize(part, info.width, info.height);
    }
    const key = part.keyFor(sniffed.ext);
    await deps.files.put(key, createReadStream(temp.path), { contentType: sniffed.type, cacheControl: 'private, no-store' });
    return { path: key, size: temp.size, mimetype: sniffed.type };
  } catch (error) {
    throw named(part, error);
  } finally {
    await temp.remove();
  }
}
