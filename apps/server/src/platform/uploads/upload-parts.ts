import type { Readable } from 'node:stream';

/**
 * One part of a multipart upload, independent of the HTTP library, so the upload use-cases can be
 * driven from routes, scripts and tests alike. A file part's stream must be consumed (or destroyed)
 * before the next part arrives.
 */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; encoding: string; stream: Readable };

/** Reads and discards a file part nobody wants, so the parts after it can still be read. */
export async function discard(stream: Readable): Promise<void> {
  for await (const chunk of stream) void chunk;
}
