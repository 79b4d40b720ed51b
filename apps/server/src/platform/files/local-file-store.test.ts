import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from './create-file-store.ts';
import { fileStoreContract, randomStream } from './file-store.contract.ts';
import type { FileStore } from './file-store.ts';
import { mountSmallDisk } from './small-disk.test-support.ts';

let root: string;
let store: FileStore;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'booth-files-'));
  store = createFileStore({ kind: 'local', root });
});
afterAll(() => rm(root, { recursive: true, force: true }));

fileStoreContract('local', () => store);

async function listAll(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

it('writes under the root at the path the key names', async () => {
  await store.put('assets/c1/ab/cd/abcd/original.png', Buffer.from('png'), { contentType: 'image/png' });
  expect(await listAll(join(root, 'assets'))).toContain(join('c1', 'ab', 'cd', 'abcd', 'original.png'));
});

it('a failed write leaves no temp file in the folder', async () => {
  const failing = new Readable({
    read() {
      this.destroy(new Error('aborted'));
    },
  });
  await store.put('atomic/keep.png', Buffer.from('old'), { contentType: 'image/png' });
  await expect(store.put('atomic/keep.png', failing, { contentType: 'image/png' })).rejects.toThrow('aborted');
  expect(await readdir(join(root, 'atomic'))).toEqual(['keep.png']);
  const kept = await store.get('atomic/keep.png');
  expect((await kept.stream.toArray()).join('')).toBe('old');
});

it('derives the content type from the extension', async () => {
  await store.put('types/a.webp', Buffer.from('x'), { contentType: 'image/webp' });
  await store.put('types/b.woff2', Buffer.from('x'), { contentType: 'font/woff2' });
  await store.put('types/c.bin', Buffer.from('x'), { contentType: 'application/octet-stream' });
  expect((await store.head('types/a.webp'))?.contentType).toBe('image/webp');
  expect((await store.head('types/b.woff2'))?.contentType).toBe('font/woff2');
  expect((await store.head('types/c.bin'))?.contentType).toBe('application/octet-stream');
});

it('a file outside the root is unreachable even when it exists', async () => {
  await writeFile(join(root, '..', 'outside-booth-root.txt'), 'secret');
  await expect(store.get('../outside-booth-root.txt')).rejects.toMatchObject({ reason: 'invalid-key' });
  await rm(join(root, '..', 'outside-booth-root.txt'));
});

it('prunes the shard folders a delete leaves empty', async () => {
  await store.put('assets/c2/ef/01/ef01/original.png', Buffer.from('x'), { contentType: 'image/png' });
  await store.deletePrefix('assets/c2/ef/01/ef01/');
  expect(await readdir(join(root, 'assets'))).not.toContain('c2');
  await store.put('assets/c3/12/34/1234/original.png', Buffer.from('x'), { contentType: 'image/png' });
  await store.delete('assets/c3/12/34/1234/original.png');
  expect(await readdir(join(root, 'assets'))).not.toContain('c3');
});

it('reads an empty file', async () => {
  await store.put('empty/zero.txt', Buffer.alloc(0), { contentType: 'text/plain' });
  const object = await store.get('empty/zero.txt');
  expect(object).toMatchObject({ size: 0, contentLength: 0 });
  expect(await object.stream.toArray()).toEqual([]);
});

const disk = await mountSmallDisk(1024 * 1024);
if ('reason' in disk) console.warn(disk.reason);

describe.skipIf('reason' in disk)('on a disk that runs full', () => {
  const small = 'reason' in disk ? undefined : disk;
  afterAll(() => small?.unmount());

  it('a write the disk cannot hold leaves no file under the key and fails as STORAGE_FULL; it succeeds once there is room', async () => {
    if (!small) return;
    const full = createFileStore({ kind: 'local', root: join(small.path, 'files') });
    await full.put('full/room.txt', Buffer.from('x'), { contentType: 'text/plain' });
    // Room for a part of the file: write(2) takes what fits and reports no error for it.
    await small.fill(16 * 1024);
    const data = randomBytes(256 * 1024);
    await expect(full.put('full/picture.jpg', data, { contentType: 'image/jpeg' })).rejects.toMatchObject({ reason: 'storage-full', code: 'STORAGE_FULL', status: 507 });
    await expect(full.put('full/video.mp4', randomStream(256 * 1024).stream, { contentType: 'video/mp4' })).rejects.toMatchObject({ reason: 'storage-full' });
    expect(await full.exists('full/picture.jpg')).toBe(false);
    expect(await full.exists('full/video.mp4')).toBe(false);
    expect(await listAll(join(small.path, 'files', 'full'))).toEqual(['room.txt']);

    await small.free();
    expect(await full.put('full/picture.jpg', data, { contentType: 'image/jpeg' })).toEqual({ key: 'full/picture.jpg', size: data.length });
    expect(Buffer.concat(await (await full.get('full/picture.jpg')).stream.toArray())).toEqual(data);
  });
});
