import {
  assetRule,
  checkDimensions,
  extensionOf,
  isAcceptedType,
  maxBytesFor,
  mediaClassOf,
  mediaTypeInfo,
  type AssetMediaType,
  type AssetType,
  type MediaClass,
  type Orientation,
} from '@booth/shared';
import { pipeline, type Readable } from 'node:stream';
import { detectType, SNIFF_BYTES } from './detect-type.ts';
import { peekStream } from './peek-stream.ts';
import { SizeLimiter } from './size-limiter.ts';
import { UploadRejected } from './upload-rejected.ts';

export interface InspectedUpload {
  type: AssetMediaType;
  /** Canonical extension for the stored file. */
  ext: string;
  mediaClass: MediaClass;
  maxBytes: number;
  /** The whole upload from its first byte; errors with `too-large` past `maxBytes`. */
  stream: Readable;
  /** Bytes that went through `stream` so far (the file size once it has ended). */
  bytesRead: () => number;
}

function list(labels: string[]): string {
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

/**
 * The first step of every upload, before anything is stored: sniff the type from the content, check
 * that the kind takes it, and wrap the rest in the kind's size limit. The returned stream is what gets
 * written; nothing here buffers more than the first 4 KB.
 */
export async function inspectUpload(kind: AssetType, source: Readable): Promise<InspectedUpload> {
  const { head, stream } = await peekStream(source, SNIFF_BYTES);
  let type: AssetMediaType;
  try {
    type = await detectType(head);
  } catch (error) {
    stream.destroy();
    throw error;
  }
  if (!isAcceptedType(kind, type)) {
    stream.destroy();
    const accepted = assetRule(kind).types.map((t) => mediaTypeInfo[t].label);
    throw new UploadRejected(
      'type-not-accepted',
      `Expected ${list(accepted)} for ${kind}, got ${mediaTypeInfo[type].label}`,
    );
  }
  const maxBytes = maxBytesFor(kind, type) ?? 0;
  const limiter = new SizeLimiter(maxBytes, kind);
  // pipeline() carries a source error (client gone) into the limiter, so the writer sees it too.
  pipeline(stream, limiter, () => undefined);
  return {
    type,
    ext: extensionOf(type),
    mediaClass: mediaClassOf(type),
    maxBytes,
    stream: limiter,
    bytesRead: () => limiter.bytes,
  };
}

/**
 * Checks the decoded pixel size (after EXIF rotation) against the kind's expected sizes; the message
 * names them, e.g. "Expected 2048x1536, 1536x2048 or 1536x1536 for attentionScreenBackground, got 800x600".
 */
export function assertDimensions(kind: AssetType, width: number, height: number): Orientation {
  const result = checkDimensions(kind, width, height);
  if (!result.ok) throw new UploadRejected('dimensions', result.message, result.expected);
  return result.orientation;
}
