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

it('prunes only spool folders older than the limit', async () => {
  const { mkdir, utimes } = await import('node:fs/promises');
  const stale = join(dir, 'booth-upload-stale');
  const fresh = join(dir, 'booth-upload-fresh');
  const other = join(dir, 'not-a-spool-folder');
  for (const folder of [stale, fresh, other]) await mkdir(folder);
  const old = new Date(Date.now() - 2 * 3600_000);
  await utimes(stale, old, old);
  await utimes(other, old, old);
  const { pruneStaleSpoolFolders } = await import('./spool.ts');
  expect(await pruneStaleSpoolFolders(dir, 3600_000)).toBe(1);
  expect((await readdir(dir)).sort()).toEqual(['booth-upload-fresh', 'not-a-spool-folder']);
  await rm(fresh, { recursive: true });
  await rm(other, { recursive: true });
});
