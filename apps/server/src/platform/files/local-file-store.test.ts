import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFileStore } from './create-file-store.ts';
import { fileStoreContract } from './file-store.contract.ts';
import type { FileStore } from './file-store.ts';

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
