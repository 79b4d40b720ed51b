import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '@/config.ts';
import { contentTypeOfKey } from '@/platform/files/content-types.ts';
import { assertValidKey } from '@/platform/files/file-keys.ts';
import type { FileTally } from './local-files.ts';
import { listTree } from './local-files.ts';
import { objectsSchema, OBJECTS_FILE, type ObjectsIndex } from './manifest.ts';

/** Objects copied at once: enough to hide the round trips, few enough for a small machine. */
const PARALLEL = 8;

export function s3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // As the file store does: many S3-compatible stores do not understand the newer checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function prefixOf(s3: S3Config): string {
  return s3.prefix ? `${s3.prefix.replace(/\/+$/, '')}/` : '';
}

/** The installation's keys (without its prefix), a page at a time; stopping early reads no further page. */
async function* keysIn(client: S3Client, s3: S3Config): AsyncGenerator<string> {
  const prefix = prefixOf(s3);
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key) yield item.Key.slice(prefix.length);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Runs `task` for every item, PARALLEL at a time. */
async function eachInParallel<T>(items: AsyncIterable<T> | Iterable<T>, task: (item: T) => Promise<void>): Promise<void> {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    const job = task(item).finally(() => running.delete(job));
    running.add(job);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
}

/** Whether the bucket (under the installation's prefix) already holds any object. */
export async function bucketHasObjects(s3: S3Config): Promise<boolean> {
  const client = s3Client(s3);
  try {
    for await (const key of keysIn(client, s3)) return key !== undefined;
    return false;
  } finally {
    client.destroy();
  }
}

/** Every object of the installation into `dir`, by key, with its content type and cache header in OBJECTS_FILE beside. */
export async function downloadBucket(s3: S3Config, dir: string, indexDir: string): Promise<FileTally> {
  const client = s3Client(s3);
  const tally: FileTally = { count: 0, bytes: 0 };
  const index: ObjectsIndex = {};
  try {
    await eachInParallel(keysIn(client, s3), async (key) => {
      const response = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: prefixOf(s3) + key }));
      const path = join(dir, ...key.split('/'));
      await mkdir(dirname(path), { recursive: true });
      const body = response.Body instanceof Readable ? response.Body : Readable.from([]);
      await pipeline(body, createWriteStream(path));
      index[key] = { contentType: response.ContentType, cacheControl: response.CacheControl };
      // Read before adding: `tally.bytes += await …` would add to the value read before the wait.
      const { size } = await stat(path);
      tally.count += 1;
      tally.bytes += size;
    });
  } finally {
    client.destroy();
  }
  await writeFile(join(indexDir, OBJECTS_FILE), `${JSON.stringify(index)}\n`);
  return tally;
}

/** Every file under `dir` into the bucket under its key; content types from OBJECTS_FILE, else from the key. */
export async function uploadBucket(s3: S3Config, dir: string, indexDir: string): Promise<FileTally> {
  const index = await readFile(join(indexDir, OBJECTS_FILE), 'utf8').then(
    (text) => objectsSchema.parse(JSON.parse(text)),
    () => ({}) as ObjectsIndex,
  );
  const client = s3Client(s3);
  const tally: FileTally = { count: 0, bytes: 0 };
  try {
    await eachInParallel(await listTree(dir), async (key) => {
      assertValidKey(key);
      const path = join(dir, ...key.split('/'));
      const { size } = await stat(path);
      const meta = index[key];
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: prefixOf(s3) + key,
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: meta?.contentType ?? contentTypeOfKey(key),
          CacheControl: meta?.cacheControl,
        }),
      );
      tally.count += 1;
      tally.bytes += size;
    });
  } finally {
    client.destroy();
  }
  return tally;
}
