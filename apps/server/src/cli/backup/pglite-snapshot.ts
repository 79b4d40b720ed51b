import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Database, PgliteDatabase } from '@/platform/db/database.ts';
import { PGLITE_START_PARAMS } from '@/platform/db/pglite.ts';

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

export function isPglite(database: Database): database is PgliteDatabase {
  return database.driver === 'pglite' && 'dumpDataDir' in database;
}

/**
 * A consistent copy of the embedded database, taken by the process that has it open: PGlite copies
 * its data directory between two queries, with every committed transaction in its write-ahead log (the
 * checkpoint first keeps the replay at the next start short). Written beside `file` and renamed, so a
 * crash never leaves half a snapshot under its name.
 */
export async function writePgliteSnapshot(database: Database, file: string): Promise<void> {
  if (!isPglite(database)) throw new Error('only the embedded database is copied this way; PostgreSQL is dumped with pg_dump');
  await database.sql.executeSql('CHECKPOINT');
  const tar = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  const temp = `${file}.${randomBytes(4).toString('hex')}.part`;
  try {
    // The fastest level: the data directory is mostly empty WAL pages, which any level shrinks ~7×.
    await writeFile(temp, await gzipped(tar, { level: 1 }));
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The snapshot's data directory as a tarball, for PGlite's `loadDataDir`. */
export async function readPgliteSnapshot(file: string): Promise<Blob> {
  return new Blob([await gunzipped(await readFile(file))]);
}

/**
 * Makes `dbDir` the embedded database of a snapshot: PGlite unpacks the tarball into the empty folder
 * and starts on it once (replaying the log), so a snapshot that cannot start fails the restore, not
 * the next server start. The caller holds the DATA_DIR lock.
 */
export async function loadPgliteSnapshot(dbDir: string, file: string): Promise<void> {
  await mkdir(dbDir, { recursive: true });
  const client = await PGlite.create(dbDir, { loadDataDir: await readPgliteSnapshot(file), startParams: PGLITE_START_PARAMS });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}
