import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { zipStream, type ZipSource } from './zip-stream.ts';
import { readZip } from './zip-read.test-support.ts';

function source(name: string, content: string, extra: Partial<ZipSource> = {}): ZipSource {
  const data = Buffer.from(content);
  return { name, mtime: new Date('2026-11-24T12:00:00Z'), size: data.length, compress: false, open: async () => Readable.from([data]), ...extra };
}

async function* sources(count: number): AsyncGenerator<ZipSource> {
  for (let index = 0; index < count; index += 1) yield source(`f${index}.txt`, String(index % 10));
}

describe('zipStream', () => {
  it('writes more than 65,535 entries as ZIP64, and a reader opens all of them', async () => {
    // The smallest count past the 16-bit field (yazl switches at 0xffff); yazl pumps in O(n²), so not more.
    const count = 65_536;
    const archive = await buffer(zipStream(sources(count)));
    // The ZIP64 end of central directory record: only there can an entry count above 65,535 be written.
    expect(archive.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    const { entryCount, entries } = await readZip(archive);
    expect(entryCount).toBe(count);
    expect(entries.size).toBe(count);
    expect(entries.get('f65535.txt')?.data.toString()).toBe('5');
  }, 120_000);

  it('writes ZIP64 structures when forced (as past 4 GB), and a reader opens them', async () => {
    const archive = await buffer(zipStream(sources(3), { forceZip64: true }));
    expect(archive.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    const { entries } = await readZip(archive);
    expect([...entries.keys()]).toEqual(['f0.txt', 'f1.txt', 'f2.txt']);
  });

  it('stores or deflates as told, and leaves out a source whose file is gone', async () => {
    const missing: string[] = [];
    const text = 'Grüße '.repeat(200);
    async function* mixed(): AsyncGenerator<ZipSource> {
      yield source('stored.jpg', 'jpeg bytes');
      yield source('gone.jpg', 'x', { open: async () => undefined });
      yield source('deflated.txt', text, { compress: true });
    }
    const { entries, names } = await readZip(await buffer(zipStream(mixed(), { onMissing: (gone) => missing.push(gone.name) })));
    expect(names).toEqual(['stored.jpg', 'deflated.txt']);
    expect(entries.get('stored.jpg')).toMatchObject({ data: Buffer.from('jpeg bytes'), compressionMethod: 0 });
    expect(entries.get('deflated.txt')?.compressionMethod).toBe(8);
    expect(entries.get('deflated.txt')?.data.toString()).toBe(text);
    expect(missing).toEqual(['gone.jpg']);
  });

  it('records the standard CRC-32 of each entry, also when its bytes arrive in several chunks', async () => {
    async function* check(): AsyncGenerator<ZipSource> {
      // The check value of CRC-32 (ISO-HDLC): "123456789" → 0xCBF43926.
      yield source('check.txt', '', { size: 9, open: async () => Readable.from([Buffer.from('1234'), Buffer.from('56789')]) });
    }
    const { entries } = await readZip(await buffer(zipStream(check())));
    expect(entries.get('check.txt')).toMatchObject({ data: Buffer.from('123456789'), crc32: 0xcbf43926 });
  });

  it('fails the archive when a file is not the size it should be, instead of writing a wrong one', async () => {
    async function* wrong(): AsyncGenerator<ZipSource> {
      yield source('a.jpg', 'abc', { size: 10 });
    }
    await expect(buffer(zipStream(wrong()))).rejects.toThrow();
  });

  it('fails the archive when a file opened or read ahead breaks, without an unhandled error', async () => {
    const broken = (message: string) => new Readable({ read() { this.destroy(new Error(message)); } });
    async function* readBreaks(): AsyncGenerator<ZipSource> {
      yield source('a.jpg', 'a'.repeat(1000));
      yield source('b.jpg', 'bbb', { open: async () => broken('disk read failed') });
      yield source('c.jpg', 'ccc');
    }
    await expect(buffer(zipStream(readBreaks()))).rejects.toThrow('disk read failed');
    async function* openBreaks(): AsyncGenerator<ZipSource> {
      yield source('a.jpg', 'aaa');
      yield source('b.jpg', 'bbb');
      yield source('c.jpg', 'ccc', { open: () => Promise.reject(new Error('store unreachable')) });
    }
    await expect(buffer(zipStream(openBreaks()))).rejects.toThrow('store unreachable');
  });

  it('closes the files opened ahead when the file being written breaks', async () => {
    const closed: string[] = [];
    const tracked = (name: string, stream: Readable) => {
      stream.once('close', () => closed.push(name));
      return stream;
    };
    async function* breaksMidway(): AsyncGenerator<ZipSource> {
      yield source('a.jpg', '', {
        size: 10,
        open: async () => {
          let pushed = false;
          return tracked('a.jpg', new Readable({
            read() {
              if (pushed) return;
              pushed = true;
              this.push(Buffer.from('abc'));
              setTimeout(() => this.destroy(new Error('disk read failed')), 20);
            },
          }));
        },
      });
      for (const name of ['b.jpg', 'c.jpg']) yield source(name, '', { size: 3, open: async () => tracked(name, Readable.from([Buffer.from('xyz')])) });
    }
    await expect(buffer(zipStream(breaksMidway()))).rejects.toThrow('disk read failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed.sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('stops reading the sources and closes the open file when the reader goes away', async () => {
    let pulled = 0;
    let closedFile = false;
    async function* endless(): AsyncGenerator<ZipSource> {
      for (;;) {
        pulled += 1;
        const big = Buffer.alloc(1 << 20, 1);
        yield source(`big${pulled}.bin`, '', {
          size: big.length * 64,
          open: async () => {
            const stream = Readable.from((function* () { for (let part = 0; part < 64; part += 1) yield big; })());
            stream.once('close', () => { closedFile = true; });
            return stream;
          },
        });
      }
    }
    const output = zipStream(endless());
    output.once('data', () => output.destroy());
    await new Promise((resolve) => output.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = pulled;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBe(seen);
    expect(pulled).toBeLessThanOrEqual(3);
    expect(closedFile).toBe(true);
  });
});
