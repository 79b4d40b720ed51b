import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

export interface FileTally {
  count: number;
  bytes: number;
}

/** Relative paths of the files under `root` ("/"-separated, as keys); none when it does not exist. */
export async function listTree(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      // Dot-names are the store's half-written temp files and probes; no key can name them.
      .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')))
      .sort()
  );
}

/**
 * Copies every stored file from one folder to another. A file the server removes while this runs is
 * skipped (its picture was deleted after the database was copied, or it was a retried job's leftover).
 */
export async function copyTree(from: string, to: string): Promise<FileTally> {
  const tally: FileTally = { count: 0, bytes: 0 };
  for (const path of await listTree(from)) {
    const source = join(from, ...path.split('/'));
    const target = join(to, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const { size } = await stat(target);
    tally.count += 1;
    tally.bytes += size;
  }
  return tally;
}
