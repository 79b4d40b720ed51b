import type { Readable } from 'node:stream';

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header; no `end` reads to the end. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface PutOptions {
  contentType: string;
  /** e.g. `public, max-age=31536000, immutable` for derivatives whose key changes with their content. */
  cacheControl?: string;
}

export interface PutResult {
  key: string;
  /** Bytes written. */
  size: number;
}

export interface FileInfo {
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface FileObject {
  stream: Readable;
  /** Size of the whole file, for `Content-Range: bytes start-end/size`. */
  size: number;
  contentType: string;
  /** The bytes the stream carries: the whole file, or the range asked for with `end` clamped to the file. */
  range: { start: number; end: number };
  contentLength: number;
}

/**
 * Where uploaded files and their derivatives live (ARCHITECTURE §2 "Files"). Keys are relative,
 * slash-separated and built by `file-keys.ts`; stores refuse anything else, so a key can never name a
 * file outside the store.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Streams `body` into the store; readers never see a partly written file. */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<PutResult>;
  /** Throws `FileStoreError` `not-found`, or `invalid-range` when `range.start` is past the end. */
  get(key: string, range?: ByteRange): Promise<FileObject>;
  head(key: string): Promise<FileInfo | undefined>;
  exists(key: string): Promise<boolean>;
  /** Idempotent: deleting a missing key is not an error, so a retried job can delete again. */
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix` (an asset and all its derivatives); returns the count. */
  deletePrefix(prefix: string): Promise<number>;
  /** A time-limited URL a browser can GET directly; only stores that can sign URLs offer it. */
  presignedUrl?(key: string, ttlSeconds: number): Promise<string>;
}
