import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import type { ZipFile } from 'yazl';

/*
 * Two fixes of yazl 3.3 internals for archives of many large files, each with a fallback to yazl's own
 * behaviour when the internals are not there (another yazl): the ZIP tests (65,536 entries, byte
 * comparisons through yauzl) and bench/zip-export.bench.ts are what tell that they still hold.
 */

interface Crc32Module {
  unsigned?: (data: Buffer, previous?: number) => number;
}

/**
 * yazl checksums every byte with buffer-crc32, plain JavaScript at about 210 MB/s here: slower than
 * the disk and than `zip`. Node's zlib.crc32 (Node 20.15+, the same CRC-32) does about 1.2 GB/s. yazl
 * calls `unsigned(chunk, previous)` with the running value as a number (or no value for a whole buffer),
 * which is exactly zlib.crc32's signature. Done once, for yazl's own copy of the module (npm packages
 * stay outside the server bundle, so this is the copy yazl loads).
 */
export function useNodeCrc32ForYazl(): void {
  const module = createRequire(createRequire(import.meta.url).resolve('yazl'))('buffer-crc32') as Crc32Module;
  if (typeof module.unsigned !== 'function') return;
  module.unsigned = (data, previous) => crc32(data, typeof previous === 'number' ? previous : 0);
}

/*
 * yazl (3.3) looks for the next entry to write by scanning its entry list from the start on every pump,
 * which makes an archive O(n²) in its entries: 65,536 tiny files took 40 s. Entries are written strictly
 * in order and never go back, so the finished ones are parked outside the list while the archive is
 * written and put back before end() writes the central directory from it. Upstream fix pending:
 * https://github.com/thejoshwolfe/yazl/pull/91. Without the internals (another yazl) it is skipped.
 */
interface YazlEntry {
  state?: number;
  doFileDataPump?: unknown;
}
interface YazlInternals {
  entries?: YazlEntry[];
}
const FILE_DATA_DONE = 3;

export function entryParking(zip: ZipFile) {
  const internals = zip as unknown as YazlInternals;
  const parked: YazlEntry[] = [];
  return {
    park() {
      const list = internals.entries;
      if (!Array.isArray(list)) return;
      let done = 0;
      while (done < list.length - 1 && list[done]?.state === FILE_DATA_DONE) done += 1;
      // Always leaves the newest entry in the list, so yazl's own offsets and state stay as they were.
      if (done === 0) return;
      const finished = list.splice(0, done);
      // A written entry is only its central-directory record from now on; its pump function (a closure
      // over the file's spent read stream, a few kB) would otherwise be kept to the end of the archive.
      for (const entry of finished) entry.doFileDataPump = undefined;
      parked.push(...finished);
    },
    restore() {
      if (Array.isArray(internals.entries)) internals.entries = [...parked.splice(0), ...internals.entries];
    },
  };
}

