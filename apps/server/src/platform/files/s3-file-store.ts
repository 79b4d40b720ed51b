import { Readable, Transform } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import { assertValidKey, assertValidPrefix } from './file-keys.ts';
import type { ByteRange, FileInfo, FileObject, FileStore, PutOptions, PutResult } from './file-store.ts';
import { FileStoreError } from './file-store-error.ts';
import { asStorageFull } from './storage-full.ts';

export interface S3FileStoreOptions {
  bucket: string;
  /** For S3-compatible stores (MinIO, R2, Ceph …); omit for AWS. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`; most self-hosted stores need it. */
  forcePathStyle?: boolean;
  /** Key prefix inside the bucket, so one bucket can serve several installations. */
  prefix?: string;
}

// 8 MiB parts × 4 in flight: at most ~32 MiB buffered per upload however large the video is.
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;
// S3's limit per DeleteObjects call.
const DELETE_BATCH = 1000;

interface S3ErrorShape {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

function s3Status(error: unknown): number | undefined {
  return (error as S3ErrorShape | undefined)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const { name, Code } = (error ?? {}) as S3ErrorShape;
  return s3Status(error) === 404 || name === 'NoSuchKey' || name === 'NotFound' || Code === 'NoSuchKey';
}

/** `bytes 0-99/1234` → 1234 */
function totalFromContentRange(header: string | undefined): number | undefined {
  const match = header ? /\/(\d+)$/.exec(header) : null;
  return match ? Number(match[1]) : undefined;
}

type Sdk = typeof ClientS3 & typeof LibStorage;

/**
 * The AWS SDK is loaded when the store is first used: it is ≈13 MB of memory that an installation on
 * local files never needs, and every server module imports this file through the store factory.
 */
async function loadSdk(): Promise<Sdk> {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, ...storage };
}

/** Objects in an S3 bucket or an S3-compatible store (when `S3_BUCKET` is set). */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  private readonly options: S3FileStoreOptions;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3FileStoreOptions) {
    this.options = options;
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  }

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= loadSdk().then((sdk) => ({ sdk, client: this.newClient(sdk) }));
    return this.connection;
  }

  private newClient(sdk: Sdk): S3Client {
    const { options } = this;
    return new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Since SDK 3.729 streamed uploads default to aws-chunked bodies with CRC trailers, which many
      // S3-compatible stores (and s3rver) do not understand; checksums only where the API demands them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<PutResult> {
    let size = 0;
    let source: Readable | Buffer = body;
    if (Buffer.isBuffer(body)) {
      size = body.length;
    } else {
      source = body.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(null, chunk);
          },
        }),
      );
      // pipe() does not forward errors; a failed source must fail the upload, not hang it.
      body.once('error', (error) => (source as Readable).destroy(error));
    }
    // Upload sends one PUT for small bodies and a multipart upload otherwise, aborting the parts on error;
    // either way S3 shows the object only once it is complete.
    const { sdk, client } = await this.connect();
    const upload = new sdk.Upload({
      client,
      params: {
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: source,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      throw asStorageFull(error);
    }
    await this.assertStoredSize(key, size);
    return { key, size };
  }

  /**
   * Whether the store kept every byte sent. S3 itself refuses a short body, but S3-compatible stores
   * have acknowledged objects their full disk cut short; such an object is deleted (a retry writes it
   * again) rather than served under the key.
   */
  private async assertStoredSize(key: string, size: number): Promise<void> {
    const stored = await this.head(key);
    if (stored?.size === size) return;
    await this.delete(key).catch(() => undefined);
    throw new FileStoreError('incomplete-write', `The store kept ${stored ? `${stored.size} of ${size}` : `none of the ${size}`} bytes of ${key}`);
  }

  async get(key: string, range?: ByteRange): Promise<FileObject> {
    const header = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    const { sdk, client } = await this.connect();
    try {
      const response = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Range: header }),
      );
      const contentLength = response.ContentLength ?? 0;
      const size = totalFromContentRange(response.ContentRange) ?? contentLength;
      const start = range && response.ContentRange ? range.start : 0;
      const body = response.Body;
      const stream = body instanceof Readable ? body : Readable.from([]);
      return {
        stream,
        size,
        contentType: response.ContentType ?? 'application/octet-stream',
        range: { start, end: start + contentLength - 1 },
        contentLength,
      };
    } catch (error) {
      if (isNotFound(error)) throw new FileStoreError('not-found', `No file ${key}`, { cause: error });
      if (s3Status(error) === 416) {
        throw new FileStoreError('invalid-range', `Range starts past the end of ${key}`, { cause: error });
      }
      throw error;
    }
  }

  async head(key: string): Promise<FileInfo | undefined> {
    const { sdk, client } = await this.connect();
    try {
      const response = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        key,
        size: response.ContentLength ?? 0,
        contentType: response.ContentType ?? 'application/octet-stream',
        lastModified: response.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    const { sdk, client } = await this.connect();
    let count = 0;
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + prefix,
          ContinuationToken: token,
          MaxKeys: DELETE_BATCH,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        const result = await client.send(
          new sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(`Could not delete ${failed.length} objects under ${prefix}: ${failed[0]?.Message ?? ''}`);
        }
        count += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return count;
  }

  /** Releases the client's sockets (tests and graceful shutdown). */
  close(): void {
    void this.connection?.then(({ client }) => client.destroy());
  }
}
