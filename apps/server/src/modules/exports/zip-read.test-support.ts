import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

export interface ReadEntry {
  data: Buffer;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
  /** The CRC-32 the archive records for the entry (yauzl does not check it). */
  crc32: number;
}

/** Opens an archive with yauzl (an independent reader) and reads every entry, in archive order. */
export async function readZip(archive: Buffer): Promise<{ entries: Map<string, ReadEntry>; names: string[]; entryCount: number }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true, strictFileNames: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, ReadEntry>();
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream as Readable).then((data) => {
          names.push(entry.fileName);
          entries.set(entry.fileName, { data, compressionMethod: entry.compressionMethod, crc32: entry.crc32 });
          zip.readEntry();
        }, reject);
      });
    });
    zip.readEntry();
  });
  return { entries, names, entryCount: zip.entryCount };
}
