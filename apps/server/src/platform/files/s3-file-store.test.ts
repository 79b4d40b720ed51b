import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import S3Error from 's3rver/lib/models/error.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFileStore } from './create-file-store.ts';
import { fileStoreContract } from './file-store.contract.ts';
import { S3FileStore } from './s3-file-store.ts';

const BUCKET = 'booth-test';
let directory: string;
let server: S3rver;
let endpoint: string;
let store: S3FileStore;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'booth-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts its fixed S3RVER/S3RVER key pair and checks the signature made with it.
  const created = createFileStore({
    kind: 's3',
    bucket: BUCKET,
    endpoint,
    region: 'eu-central-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  if (!(created instanceof S3FileStore)) throw new Error('expected the S3 store');
  store = created;
});

afterAll(async () => {
  store?.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

fileStoreContract('s3', () => store);

it('keeps a prefix inside the bucket apart from other installations', async () => {
  const other = new S3FileStore({
    bucket: BUCKET,
    endpoint,
    region: 'eu-central-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'tenant-b/',
  });
  await other.put('assets/x.png', Buffer.from('b'), { contentType: 'image/png' });
  expect(await other.exists('assets/x.png')).toBe(true);
  expect(await store.exists('assets/x.png')).toBe(false);
  expect(await store.exists('tenant-b/assets/x.png')).toBe(true);
  other.close();
});

it('stores the cache header for immutable derivatives', async () => {
  await store.put('cache/thumb.webp', Buffer.from('w'), {
    contentType: 'image/webp',
    cacheControl: 'public, max-age=31536000, immutable',
  });
  const client = new S3Client({
    endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'cache/thumb.webp' }));
  client.destroy();
  expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
  expect(head.ContentType).toBe('image/webp');
});

type PutObject = S3rver['store']['putObject'];

/** The server's store meets the next object whose key ends in `suffix` as `misbehave` says (`keep` stores one); others as sent. */
function onNextPut(suffix: string, misbehave: (object: Parameters<PutObject>[0], keep: PutObject) => ReturnType<PutObject>): void {
  const objects = server.store;
  const original: PutObject = objects.putObject.bind(objects);
  objects.putObject = (object) => {
    if (!object.key.endsWith(suffix)) return original(object);
    objects.putObject = original;
    return misbehave(object, original);
  };
}

it('answers STORAGE_FULL when the store is full, keeping nothing', async () => {
  onNextPut('full.jpg', () => Promise.reject(Object.assign(new S3Error('InsufficientStorage', 'Not enough storage to complete the request'), { status: 507 })));
  await expect(store.put('s3-full/full.jpg', Buffer.from('jpeg bytes'), { contentType: 'image/jpeg' })).rejects.toMatchObject({ reason: 'storage-full', code: 'STORAGE_FULL' });
  expect(await store.exists('s3-full/full.jpg')).toBe(false);
});

it('deletes an object the store acknowledged but cut short, and fails the put', async () => {
  // As an S3-compatible store on a full disk did: the PUT answered 200, the object holds the first KiB.
  onNextPut('short.jpg', (object, keep) => {
    let passed = 0;
    const firstKiB = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const room = Math.max(0, 1024 - passed);
        passed += chunk.length;
        done(null, chunk.subarray(0, room));
      },
    });
    return keep({ ...object, content: object.content.pipe(firstKiB) });
  });
  await expect(store.put('s3-short/short.jpg', Buffer.alloc(8 * 1024, 1), { contentType: 'image/jpeg' })).rejects.toMatchObject({ reason: 'incomplete-write' });
  expect(await store.exists('s3-short/short.jpg')).toBe(false);
  await store.put('s3-short/short.jpg', Buffer.alloc(8 * 1024, 1), { contentType: 'image/jpeg' });
  expect((await store.head('s3-short/short.jpg'))?.size).toBe(8 * 1024);
});
