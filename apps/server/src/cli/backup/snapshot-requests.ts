import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { Database } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { writePgliteSnapshot } from './pglite-snapshot.ts';

/**
 * The embedded database belongs to the one server process that holds the DATA_DIR lock: a second
 * process must not even open it (ARCHITECTURE §8). So a backup of a running server asks the server:
 * the command leaves a request in DATA_DIR/.snapshots and sends the server SIGUSR2; the server writes
 * the snapshot into that folder and an answer beside it, and the command moves the snapshot into the
 * backup. Whoever may write DATA_DIR and signal the server's process may ask; no port is opened for it.
 */
export const SNAPSHOT_SIGNAL = 'SIGUSR2';
const DIR = '.snapshots';
/** Written while the server takes requests: the signal would end a server that does not (its default action). */
const LISTENER_FILE = 'listener.json';
/** Written by the DATA_DIR lock (platform/db/data-dir-lock.ts): the process that holds it. */
const LOCK_OWNER_FILE = '.lock-owner';

const answerSchema = z.object({ ok: z.boolean(), error: z.string().optional() });
const processSchema = z.object({ pid: z.number().int(), host: z.string() });
const snapshotPath = (dir: string, id: string) => join(dir, `${id}.tar.gz`);

/** Server side: answers snapshot requests until the returned function is called. */
export async function serveSnapshotRequests(deps: { dataDir: string; database: Database; log: Logger }): Promise<() => Promise<void>> {
  const dir = join(deps.dataDir, DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // This process holds the lock: whatever is here was left by an earlier one (a crash mid-request).
  for (const name of await readdir(dir)) await rm(join(dir, name), { force: true });
  let queue = Promise.resolve();

  const answer = async (id: string) => {
    const claimed = join(dir, `${id}.taken`);
    // Claimed by renaming: a second signal while this one runs does not take it twice.
    if (!(await rename(join(dir, `${id}.request`), claimed).then(() => true, () => false))) return;
    let result: z.infer<typeof answerSchema>;
    try {
      const started = Date.now();
      await writePgliteSnapshot(deps.database, snapshotPath(dir, id));
      deps.log.info({ ms: Date.now() - started }, 'backup: database snapshot written');
      result = { ok: true };
    } catch (error) {
      deps.log.error({ err: error }, 'backup: the database snapshot failed');
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    await writeFile(join(dir, `${id}.answer`), JSON.stringify(result));
    await rm(claimed, { force: true });
  };
  const onSignal = () => {
    queue = queue
      .then(async () => {
        for (const name of await readdir(dir)) if (name.endsWith('.request')) await answer(name.slice(0, -'.request'.length));
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'backup: could not read the snapshot requests'));
  };

  process.on(SNAPSHOT_SIGNAL, onSignal);
  await writeFile(join(dir, LISTENER_FILE), JSON.stringify({ pid: process.pid, host: hostname() }));
  return async () => {
    process.off(SNAPSHOT_SIGNAL, onSignal);
    await rm(join(dir, LISTENER_FILE), { force: true });
    await queue;
  };
}

async function readProcess(path: string): Promise<z.infer<typeof processSchema> | undefined> {
  return readFile(path, 'utf8').then(
    (text) => processSchema.parse(JSON.parse(text)),
    () => undefined,
  );
}

/** Moves a file, across file systems too. */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Command side: has the server that holds DATA_DIR write a snapshot of its database, and moves it to `file`. */
export async function requestSnapshot(dataDir: string, file: string, options: { timeoutMs?: number } = {}): Promise<void> {
  const dir = join(dataDir, DIR);
  const [listener, owner] = await Promise.all([readProcess(join(dir, LISTENER_FILE)), readProcess(join(dataDir, LOCK_OWNER_FILE))]);
  // Only the process holding the lock, and only when it said it listens: the signal ends any other.
  if (!listener || !owner || listener.pid !== owner.pid || listener.host !== owner.host) {
    throw new Error(`The server using ${dataDir} does not take backup requests (a version from before backups?): stop it and run the backup again.`);
  }
  if (owner.host !== hostname()) throw new Error(`The server using ${dataDir} runs on ${owner.host}: run the backup there.`);
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const answerPath = join(dir, `${id}.answer`);
  await writeFile(join(dir, `${id}.request`), '');
  try {
    process.kill(owner.pid, SNAPSHOT_SIGNAL);
    const deadline = Date.now() + (options.timeoutMs ?? 30 * 60_000);
    for (;;) {
      const text = await readFile(answerPath, 'utf8').catch(() => undefined);
      if (text) {
        const answer = answerSchema.parse(JSON.parse(text));
        if (!answer.ok) throw new Error(`The server could not write the snapshot: ${answer.error ?? 'unknown error'}`);
        await move(snapshotPath(dir, id), file);
        return;
      }
      if (Date.now() > deadline) throw new Error('The server did not write the snapshot in time; see its log.');
      await new Promise((wait) => setTimeout(wait, 100));
    }
  } finally {
    await Promise.all([join(dir, `${id}.request`), answerPath, snapshotPath(dir, id)].map((path) => rm(path, { force: true })));
  }
}
