import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Asset } from '@booth/shared';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { png, signedInCustomer, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

const BUCKET = 'booth-assets';
let s3Dir: string;
let server: S3rver;
let endpoint: string;
let t: TestApp;
let ada: TestCustomer;

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'booth-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await buildTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'eu-central-1',
    // s3rver accepts its fixed key pair and checks signatures made with it.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  ada = await signedInCustomer(t, 'ada@example.com');
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: 'eu-central-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])).sort();
  } finally {
    client.destroy();
  }
}

it('stores uploads in the S3 bucket (not on local disk), serves them through the app and deletes them there', async () => {
  expect(t.runtime.files.kind).toBe('s3');
  const asset: Asset = await uploadOk(t, ada, 'overlay', 'cloud.png', await png(600, 400, 0.5));
  const folder = asset.filePath.replace('/api/files/', '').replace(/original\.png$/, '');
  expect(await bucketKeys()).toEqual([`${folder}original.png`, `${folder}thumb.webp`]);
  expect(await readdir(join(t.config.dataDir, 'files')).catch(() => [])).toEqual([]);

  const original = await t.app.inject({ method: 'GET', url: asset.filePath, headers: ada.headers });
  expect(original.statusCode).toBe(200);
  expect(original.headers['content-type']).toBe('image/png');
  expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 600, height: 400 });

  const range = await t.app.inject({ method: 'GET', url: asset.filePath, headers: { ...ada.headers, range: 'bytes=0-7' } });
  expect(range.statusCode).toBe(206);
  expect(range.headers['content-range']).toBe(`bytes 0-7/${asset.fileSize}`);
  expect(range.rawPayload.equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))).toBe(true);

  const thumb = await t.app.inject({ method: 'GET', url: asset.thumbnailPath ?? '', headers: ada.headers });
  expect(thumb.headers['content-type']).toBe('image/webp');

  expect((await t.app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: ada.headers })).statusCode).toBe(200);
  expect(await bucketKeys()).toEqual([]);
});
