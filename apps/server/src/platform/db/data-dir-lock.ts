import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { z } from 'zod';

/** proper-lockfile refreshes the lock's mtime every STALE_MS / 2; older locks belong to a dead process. */
const STALE_MS = 10_000;

const ownerSchema = z.object({ pid: z.number().int(), host: z.string(), since: z.string() });
type Owner = z.infer<typeof ownerSchema>;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    owner: Owner | undefined,
  ) {
    const who = owner ? ` (process ${owner.pid} on ${owner.host}, running since ${owner.since})` : '';
    super(
      `The data directory ${dataDir} is already in use by another Boothwerk server${who}. ` +
        'The embedded database cannot be shared between processes: stop the other server, or start this ' +
        'one with a different DATA_DIR (or with DATABASE_URL for several processes).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(path: string): Promise<Owner | undefined> {
  try {
    const parsed = ownerSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the recorded owner is a process of this host that no longer runs. The owner file is read
 * twice with a pause: a server that took the lock in the meantime rewrites it within milliseconds,
 * and its fresh lock must not be removed as if it were the dead one's.
 */
async function ownerIsDeadHere(ownerPath: string, owner: Owner | undefined): Promise<boolean> {
  if (!owner || owner.host !== hostname() || owner.pid === process.pid || isAlive(owner.pid)) return false;
  await new Promise((wait) => setTimeout(wait, 250));
  const again = await readOwner(ownerPath);
  return again?.pid === owner.pid && again.since === owner.since;
}

/**
 * Takes the exclusive lock on DATA_DIR (the `.lock` directory inside it), because PGlite has no lock
 * across processes and two servers on one directory silently lose writes. A lock left by a crashed
 * process is taken over at once when its owner is known to be dead on this host, and otherwise
 * after it went stale (10 s without refresh).
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = join(dataDir, '.lock');
  const ownerPath = join(dataDir, '.lock-owner');
  const options = { lockfilePath: lockPath, stale: STALE_MS, retries: 0, onCompromised };

  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = await readOwner(ownerPath);
    if (!(await ownerIsDeadHere(ownerPath, owner))) throw new DataDirLockedError(dataDir, owner);
    await rm(lockPath, { recursive: true, force: true });
    try {
      releaseLock = await lockfile.lock(dataDir, options);
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir, await readOwner(ownerPath));
      throw retryError;
    }
  }

  const owner: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  await writeFile(ownerPath, JSON.stringify(owner));
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await rm(ownerPath, { force: true });
      await releaseLock();
    },
  };
}
