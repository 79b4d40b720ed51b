import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SizeLimiter } from './size-limiter.ts';
import { spoolToTempFile } from './spool.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'booth-spool-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('writes the stream to a private file and removes it again', async () => {
  const file = await spoolToTempFile(Readable.from([Buffer.from('abc'), Buffer.from('def')]), '../../etc/evil name.png', dir);
  expect(file.path.startsWith(dir)).toBe(true);
  expect(file.path.endsWith('.._.._etc_evil_name.png')).toBe(true);
  expect(file.size).toBe(6);
  expect(await readFile(file.path, 'utf8')).toBe('abcdef');
  await file.remove();
  await file.remove();
  expect(await readdir(dir)).toEqual([]);
});

it('leaves nothing behind when the upload is cut off by its limit', async () => {
  const limiter = new SizeLimiter(10, 'sticker');
  // As inspectUpload wires it: pipeline() keeps a listener on the limiter while the spool starts.
  pipeline(Readable.from([Buffer.alloc(8), Buffer.alloc(8)]), limiter, () => undefined);
  await expect(spoolToTempFile(limiter, 'big.png', dir)).rejects.toMatchObject({ reason: 'too-large' });
  expect(await readdir(dir)).toEqual([]);
});

it('clears everything a crash left in the temp folder, or only what is older than the limit', async () => {
  const { mkdir, utimes, writeFile } = await import('node:fs/promises');
  const stale = join(dir, 'booth-upload-stale');
  const fresh = join(dir, 'shoot-fresh');
  const file = join(dir, 'loose-file');
  for (const folder of [stale, fresh]) await mkdir(folder);
  await writeFile(join(stale, 'capture.jpg'), 'x');
  await writeFile(file, 'y');
  const old = new Date(Date.now() - 2 * 3600_000);
  await utimes(stale, old, old);
  await utimes(file, old, old);
  const { clearTempDir } = await import('./spool.ts');
  expect(await clearTempDir(dir, { olderThanMs: 3600_000 })).toBe(2);
  expect(await readdir(dir)).toEqual(['shoot-fresh']);
  expect(await clearTempDir(dir, { olderThanMs: 0 })).toBe(1);
  expect(await readdir(dir)).toEqual([]);
  expect(await clearTempDir(join(dir, 'missing'), { olderThanMs: 0 })).toBe(0);
});
