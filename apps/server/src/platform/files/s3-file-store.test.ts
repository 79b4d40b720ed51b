import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
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
