import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.ts';
import { FileStoreError } from './file-store-error.ts';

/** A stream of `size` random bytes in 64 KiB chunks, and the bytes themselves to compare against. */
export function randomStream(size: number): { stream: Readable; data: Buffer } {
  const data = randomBytes(size);
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < size; offset += 64 * 1024) chunks.push(data.subarray(offset, offset + 64 * 1024));
  return { stream: Readable.from(chunks), data };
}

function failingStream(afterBytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= afterBytes) {
        this.destroy(new Error('client went away'));
        return;
      }
      sent += 16 * 1024;
      this.push(Buffer.alloc(16 * 1024, 7));
    },
  });
}

async function readAll(store: FileStore, key: string, range?: { start: number; end?: number }) {
  const object = await store.get(key, range);
  return { ...object, data: await buffer(object.stream) };
}

async function expectStoreError(promise: Promise<unknown>, reason: FileStoreError['reason']) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileStoreError);
  expect((error as FileStoreError).reason).toBe(reason);
}

/**
 * The behaviour every `FileStore` adapter must have; each adapter's test file runs it against a real
 * store (a temp directory, an s3rver on loopback).
 */
export function fileStoreContract(name: string, getStore: () => FileStore): void {
  describe(`${name}: FileStore contract`, () => {
    const key = (suffix: string) => `contract/${name}/${suffix}`;

    it('stores a buffer and reads it back with its size and type', async () => {
      const store = getStore();
      const data = Buffer.from('hello booth');
      expect(await store.put(key('hello.txt'), data, { contentType: 'text/plain; charset=utf-8' })).toEqual({
        key: key('hello.txt'),
        size: data.length,
      });
      const object = await readAll(store, key('hello.txt'));
      expect(object.data.toString()).toBe('hello booth');
      expect(object.size).toBe(data.length);
      expect(object.contentLength).toBe(data.length);
      expect(object.range).toEqual({ start: 0, end: data.length - 1 });
      expect(object.contentType).toBe('text/plain; charset=utf-8');
    });

    it('streams a multi-megabyte upload (multipart on S3) and counts its bytes', async () => {
      const store = getStore();
      const { stream, data } = randomStream(12 * 1024 * 1024 + 123);
      const result = await store.put(key('big.mp4'), stream, { contentType: 'video/mp4' });
      expect(result.size).toBe(data.length);
      const object = await readAll(store, key('big.mp4'));
      expect(object.contentType).toBe('video/mp4');
      expect(object.data.equals(data)).toBe(true);
    });

    it('reads byte ranges as a video player asks for them', async () => {
      const store = getStore();
      const data = Buffer.from('0123456789abcdefghij');
      await store.put(key('range.mp4'), data, { contentType: 'video/mp4' });

      const middle = await readAll(store, key('range.mp4'), { start: 5, end: 9 });
      expect(middle.data.toString()).toBe('56789');
      expect(middle).toMatchObject({ size: 20, contentLength: 5, range: { start: 5, end: 9 } });

      const tail = await readAll(store, key('range.mp4'), { start: 15 });
      expect(tail.data.toString()).toBe('fghij');
      expect(tail.range).toEqual({ start: 15, end: 19 });

      const clamped = await readAll(store, key('range.mp4'), { start: 18, end: 1000 });
      expect(clamped.data.toString()).toBe('ij');
      expect(clamped).toMatchObject({ size: 20, contentLength: 2, range: { start: 18, end: 19 } });

      await expectStoreError(store.get(key('range.mp4'), { start: 20 }), 'invalid-range');
    });

    it('head and exists describe a file without reading it; a missing one is undefined, not an error', async () => {
      const store = getStore();
      await store.put(key('head.png'), Buffer.alloc(321), { contentType: 'image/png' });
      const info = await store.head(key('head.png'));
      expect(info).toMatchObject({ key: key('head.png'), size: 321, contentType: 'image/png' });
      expect(info?.lastModified).toBeInstanceOf(Date);
      expect(await store.exists(key('head.png'))).toBe(true);
      expect(await store.head(key('nothing.png'))).toBeUndefined();
      expect(await store.exists(key('nothing.png'))).toBe(false);
    });

    it('getting a missing file is a not-found error', async () => {
      await expectStoreError(getStore().get(key('missing.png')), 'not-found');
    });

    it('a second put replaces the file', async () => {
      const store = getStore();
      await store.put(key('replace.json'), Buffer.from('{"v":1}'), { contentType: 'application/json' });
      await store.put(key('replace.json'), Buffer.from('{"v":22}'), { contentType: 'application/json' });
      expect((await readAll(store, key('replace.json'))).data.toString()).toBe('{"v":22}');
    });

    it('a failed upload leaves no file behind', async () => {
      const store = getStore();
      await expect(store.put(key('broken.mp4'), failingStream(256 * 1024), { contentType: 'video/mp4' })).rejects.toThrow();
      expect(await store.exists(key('broken.mp4'))).toBe(false);
    });

    it('delete removes a file and is idempotent', async () => {
      const store = getStore();
      await store.put(key('gone.png'), Buffer.from('x'), { contentType: 'image/png' });
      await store.delete(key('gone.png'));
      expect(await store.exists(key('gone.png'))).toBe(false);
      await expect(store.delete(key('gone.png'))).resolves.toBeUndefined();
    });

    it('deletePrefix removes an asset folder with all its derivatives and nothing else', async () => {
      const store = getStore();
      const folder = key('assets/ab/cd/abcd1/');
      const sibling = key('assets/ab/cd/abcd2/original.png');
      for (const file of ['original.png', 'thumb.webp', 'poster.jpg']) {
        await store.put(folder + file, Buffer.from(file), { contentType: 'application/octet-stream' });
      }
      await store.put(sibling, Buffer.from('keep'), { contentType: 'image/png' });

      expect(await store.deletePrefix(folder)).toBe(3);
      expect(await store.exists(`${folder}original.png`)).toBe(false);
      expect(await store.exists(`${folder}thumb.webp`)).toBe(false);
      expect(await store.exists(sibling)).toBe(true);
      expect(await store.deletePrefix(folder)).toBe(0);
    });

    it('deletePrefix with a name prefix removes only the matching files', async () => {
      const store = getStore();
      const folder = key('variants/');
      for (const file of ['thumb.webp', 'thumb-2x.webp', 'original.png']) {
        await store.put(folder + file, Buffer.from(file), { contentType: 'application/octet-stream' });
      }
      expect(await store.deletePrefix(`${folder}thumb`)).toBe(2);
      expect(await store.exists(`${folder}original.png`)).toBe(true);
    });

    it.each(['../evil.png', '/etc/passwd', 'a//b.png', 'a/../../b.png', 'a/./b.png', 'a\\..\\b.png', '', '.hidden', 'a/b/'])(
      'refuses the key %j',
      async (bad) => {
        const store = getStore();
        await expectStoreError(store.put(bad, Buffer.from('x'), { contentType: 'image/png' }), 'invalid-key');
        await expectStoreError(store.get(bad), 'invalid-key');
        await expectStoreError(store.delete(bad), 'invalid-key');
      },
    );

    it('refuses to delete everything', async () => {
      await expectStoreError(getStore().deletePrefix(''), 'invalid-key');
      await expectStoreError(getStore().deletePrefix('/'), 'invalid-key');
    });
  });
}
