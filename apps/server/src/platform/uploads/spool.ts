import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
  const folder = await mkdtemp(join(dir, SPOOL_PREFIX));
  const path = join(folder, name.replace(/[^A-Za-z0-9._-]/g, '_') || 'upload');
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const handle = await open(path, 'wx', 0o600);
    await pipeline(stream, handle.createWriteStream());
    return { path, size: (await stat(path)).size, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}


/**
 * Removes spool folders older than `maxAgeMs`: what a crash in the middle of an upload left behind.
 * Only old ones, because several processes may share the folder and a fresh one can be in use.
 */
export async function pruneStaleSpoolFolders(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith(SPOOL_PREFIX))) {
    const folder = join(dir, name);
    const info = await stat(folder).catch(() => null);
    if (info && now - info.mtimeMs > maxAgeMs) {
      await rm(folder, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
