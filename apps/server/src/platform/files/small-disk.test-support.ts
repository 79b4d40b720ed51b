// Test support: a real file system of a few megabytes that a test fills up and frees again.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, rmdir, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FILLER = '.filler-';

export interface SmallDisk {
  /** Where it is mounted (empty at first). */
  path: string;
  freeBytes(): Promise<number>;
  /** Writes filler until only `leaveBytes` (whole 4 KiB blocks) are free; 0 fills the disk. */
  fill(leaveBytes?: number): Promise<void>;
  /** Removes the filler: the room is back. */
  free(): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * A size-limited tmpfs for the test, or the reason none can be made here (mounting takes root, or
 * CAP_SYS_ADMIN in a container); the caller skips its full-disk tests naming that reason.
 */
export async function mountSmallDisk(sizeBytes: number): Promise<SmallDisk | { reason: string }> {
  const path = await mkdtemp(join(tmpdir(), 'booth-small-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0700`, 'tmpfs', path]);
  } catch (error) {
    await rmdir(path).catch(() => undefined);
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { reason: `full-disk tests skipped: cannot mount a ${sizeBytes}-byte tmpfs here (needs root): ${message}` };
  }
  let fillers = 0;
  const freeBytes = async () => {
    const stats = await statfs(path);
    return stats.bavail * stats.bsize;
  };
  return {
    path,
    freeBytes,
    async fill(leaveBytes = 0) {
      const extra = (await freeBytes()) - leaveBytes;
      if (extra <= 0) return;
      await writeFile(join(path, `${FILLER}${fillers++}`), Buffer.alloc(extra)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOSPC') throw error;
      });
    },
    async free() {
      for (const name of await readdir(path)) if (name.startsWith(FILLER)) await rm(join(path, name));
    },
    async unmount() {
      await run('umount', [path]).catch(() => run('umount', ['-l', path]));
      await rm(path, { recursive: true, force: true });
    },
  };
}
