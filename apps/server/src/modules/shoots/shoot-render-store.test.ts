import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalFileStore } from '@/platform/files/local-file-store.ts';
import { MediaGateway } from '@/platform/media/media-gateway.ts';
import { testVideo } from './shoot-processing.test-support.ts';
import { RenditionIncomplete, storeRendition } from './shoot-render-store.ts';

let dir: string;
let deps: { files: LocalFileStore; media: MediaGateway };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'booth-rendition-'));
  deps = { files: new LocalFileStore(join(dir, 'files')), media: new MediaGateway() };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('stores a rendition made on disk only when it decodes, and answers its size', async () => {
  const video = await testVideo(64, 48, 1, 'mp4');
  const whole = join(dir, 'whole.mp4');
  const cut = join(dir, 'cut.mp4');
  await writeFile(whole, video);
  // What a work disk that ran full leaves of ffmpeg's output.
  await writeFile(cut, video.subarray(0, Math.floor(video.length / 3)));

  await expect(storeRendition(deps, 'shoots/e/s/mp4.mp4', { path: cut }, 'video/mp4')).rejects.toBeInstanceOf(RenditionIncomplete);
  expect(await deps.files.exists('shoots/e/s/mp4.mp4')).toBe(false);
  expect(await storeRendition(deps, 'shoots/e/s/mp4.mp4', { path: whole }, 'video/mp4')).toEqual({ path: 'shoots/e/s/mp4.mp4', size: video.length, mimetype: 'video/mp4' });
  expect((await deps.files.head('shoots/e/s/mp4.mp4'))?.size).toBe(video.length);
});
