import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Asset } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeMp4, MEDIA_FIXTURES, png, signedInCustomer, storedKeys, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let owner: TestCustomer;
let other: TestCustomer;
let admin: TestCustomer;
let videoDir: string;
let video: Asset;
let videoBytes: Buffer;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const getAsset = async (id: string) => (await get(`/api/assets/${id}`, owner.headers)).json<Asset>();

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInCustomer(t, 'owner@example.com');
  other = await signedInCustomer(t, 'other@example.com');
  admin = await signedInCustomer(t, 'admin@example.com');
  await makeAdmin(t, admin);
  videoDir = await mkdtemp(join(tmpdir(), 'booth-video-'));
  videoBytes = await readFile(makeMp4(join(videoDir, 'square.mp4'), 1080, 1080));
  video = await uploadOk(t, owner, 'shutterBackground', 'Loop Ä.mp4', videoBytes, 'loop');
});
afterAll(async () => {
  await t?.close();
  await rm(videoDir, { recursive: true, force: true });
});

describe('videos: stored while streaming, previewed by a job', () => {
  it('answers 201 at once, without a preview, and the job adds a 512 px WebP preview', async () => {
    expect(video).toMatchObject({ mimetype: 'video/mp4', orientation: 'square', thumbnailPath: null, fileSize: videoBytes.length });
    expect(await t.drainJobs()).toBeGreaterThanOrEqual(1);
    const ready = await getAsset(video.id);
    expect(ready.thumbnailPath).toMatch(/\/thumb\.webp$/);
    expect(ready.lazySrc).toBe(ready.thumbnailPath);
    const thumb = await get(ready.thumbnailPath ?? '', owner.headers);
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    video = ready;
  });

  it('is idempotent: running the job again rewrites the same preview key with the same bytes', async () => {
    const before = await storedKeys(t);
    const first = (await get(video.thumbnailPath ?? '', owner.headers)).rawPayload;
    await t.runtime.jobs.queue({ name: 'asset_thumbnail', data: { assetId: video.id } });
    expect(await t.drainJobs()).toBe(1);
    expect(await storedKeys(t)).toEqual(before);
    expect((await get(video.thumbnailPath ?? '', owner.headers)).rawPayload.equals(first)).toBe(true);
  });

  it('skips the job of an asset deleted before it ran, leaving no files', async () => {
    const mov = await uploadOk(t, owner, 'lookHereGraphic', 'look.mov', await readFile(join(MEDIA_FIXTURES, 'clip-160x120.mov')));
    expect(mov).toMatchObject({ mimetype: 'video/quicktime', thumbnailPath: null });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/assets/${mov.id}`, headers: owner.headers })).statusCode).toBe(200);
    await t.drainJobs();
    expect((await storedKeys(t)).filter((key) => key.includes(mov.id))).toEqual([]);
  });
});

describe('GET and HEAD /api/files/…', () => {
  it('serves the whole file with its type, length, range support and safe headers', async () => {
    const response = await get(video.filePath, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(videoBytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(videoBytes.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
      'content-disposition': `inline; filename="Loop _.mp4"; filename*=UTF-8''Loop%20%C3%84.mp4`,
    });
    const download = await get(`${video.filePath}?download=1`, owner.headers);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Loop _\.mp4"/);
  });

  it('serves byte ranges for video players (206), suffix ranges, and 416 past the end', async () => {
    const first = await get(video.filePath, { ...owner.headers, range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${videoBytes.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(videoBytes.subarray(0, 100))).toBe(true);

    const open = await get(video.filePath, { ...owner.headers, range: `bytes=${videoBytes.length - 10}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(videoBytes.subarray(-10))).toBe(true);

    const suffix = await get(video.filePath, { ...owner.headers, range: 'bytes=-50' });
    expect(suffix.headers['content-range']).toBe(`bytes ${videoBytes.length - 50}-${videoBytes.length - 1}/${videoBytes.length}`);
    expect(suffix.rawPayload.equals(videoBytes.subarray(-50))).toBe(true);

    const past = await get(video.filePath, { ...owner.headers, range: `bytes=${videoBytes.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${videoBytes.length}`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: video.filePath, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(videoBytes.length));
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.length).toBe(0);
    expect((await t.app.inject({ method: 'HEAD', url: video.filePath })).statusCode).toBe(404);
  });

  it('hides private files without a session (404) and serves them with the session cookie, the bearer token or to an admin', async () => {
    expect((await get(video.filePath)).statusCode).toBe(404);
    expect((await get(video.filePath, { cookie: `token=${owner.token}` })).statusCode).toBe(200);
    expect((await get(video.filePath, owner.headers)).statusCode).toBe(200);
    expect((await get(video.filePath, other.headers)).statusCode).toBe(404);
    expect((await get(video.filePath, { cookie: `token=${other.token}` })).statusCode).toBe(404);
    expect((await get(video.filePath, admin.headers)).statusCode).toBe(200);
  });

  it('serves public assets to anyone, cached as immutable', async () => {
    const overlay = await uploadOk(t, owner, 'overlay', 'shared.png', await png(64, 64, 0.5));
    expect((await get(overlay.thumbnailPath ?? '')).statusCode).toBe(404);
    await t.app.inject({ method: 'PATCH', url: `/api/assets/${overlay.id}`, headers: admin.headers, payload: { isPublic: true } });
    for (const url of [overlay.filePath, overlay.thumbnailPath ?? '']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(overlay.thumbnailPath ?? '')).headers['content-disposition']).toContain('filename="shared-thumb.webp"');
  });

  it('answers 404 for keys that name no asset file, including traversal attempts', async () => {
    const folder = video.filePath.replace(/original\.mp4$/, '');
    for (const url of [
      `${folder}missing.webp`,
      '/api/files/assets/../../etc/passwd',
      '/api/files/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/files/outbox/anything.eml',
      video.filePath.replace(owner.id, other.id),
    ]) {
      expect((await get(url, owner.headers)).statusCode, url).toBe(404);
    }
  });
});
