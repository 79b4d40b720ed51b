import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asStorageFull } from '@/platform/files/storage-full.ts';

const SPOOL_PREFIX = 'booth-upload-';

export interface SpooledFile {
  path: string;
  size: number;
  /** Removes the file and its private folder; safe to call twice. */
  remove(): Promise<void>;
}

/**
 * Writes an upload stream to a private temp folder, for the steps that need a file rather than a
 * stream (sharp decoding, ffprobe, reading a ZIP's central directory) without holding it in memory.
 * On any failure nothing is left behind.
 */
export async function spoolToTempFile(stream: Readable, name: string, dir = tmpdir()): Promise<SpooledFile> {
  let folder: string;
  try {
    folder = await mkdtemp(join(dir, SPOOL_PREFIX));
  } catch (error) {
    stream.destroy();
    throw asStorageFull(error);
  }
  const path = join(folder, name.replace(/[^A-Za-z0-9._-]/g, '_') || 'upload');
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const handle = await open(path, 'wx', 0o600);
    await pipeline(stream, handle.createWriteStream());
    return { path, size: (await stat(path)).size, remove };
  } catch (error) {
    await remove();
    // A disk that fills up while the upload streams in is the typed STORAGE_FULL (507): the device sends it again later.
    throw asStorageFull(error);
  }
}


/**
 * Empties the data directory's temp folder (`DATA_DIR/tmp`: upload spools, processing work folders)
 * of what a crash left behind. Every entry there is ours. `olderThanMs: 0` removes everything: the
 * embedded mode's single process, which holds the DATA_DIR lock, calls it before it serves anything.
 * With a shared database several processes may use one DATA_DIR, so only entries older than any
 * upload or job takes are removed then. Returns how many entries went.
 */
export async function clearTempDir(dir: string, options: { olderThanMs: number; now?: number }): Promise<number> {
  const now = options.now ?? Date.now();
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const entry = join(dir, name);
    const info = await stat(entry).catch(() => null);
    if (info && now - info.mtimeMs >= options.olderThanMs) {
      await rm(entry, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
