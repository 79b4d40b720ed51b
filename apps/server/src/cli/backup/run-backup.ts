import { access, mkdir, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@/config.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '@/platform/db/data-dir-lock.ts';
import { openPglite } from '@/platform/db/pglite.ts';
import { copyTree, listTree, type FileTally } from './local-files.ts';
import { DATABASE_FILES, FILES_DIR, readManifest, writeManifest, type Manifest } from './manifest.ts';
import { loadPgliteSnapshot, writePgliteSnapshot } from './pglite-snapshot.ts';
import { dumpPostgres, holdsInstallation, restorePostgres } from './postgres-dump.ts';
import { bucketHasObjects, downloadBucket, uploadBucket } from './s3-objects.ts';
import { requestSnapshot } from './snapshot-requests.ts';

type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

const exists = (path: string) => access(path).then(() => true, () => false);
const embeddedDb = (config: BackupConfig) => join(config.dataDir, 'db');

/**
 * The embedded database into `file`: by the server that holds DATA_DIR when one runs, else by this
 * process, which then keeps the lock (returned) until the files are copied too, so that no server
 * starts in between.
 */
async function snapshotEmbedded(config: BackupConfig, file: string): Promise<DataDirLock | undefined> {
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await requestSnapshot(config.dataDir, file);
    return undefined;
  }
  try {
    if (!(await exists(join(embeddedDb(config), 'PG_VERSION')))) throw new Error(`${config.dataDir} holds no embedded database to back up`);
    const database = await openPglite(embeddedDb(config));
    try {
      await writePgliteSnapshot(database, file);
    } finally {
      await database.close();
    }
    return lock;
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * `npm run backup -- <folder>`: the database first, then the files (a file added meanwhile is extra,
 * never missing), then the manifest that marks the backup complete. Works while the servers run.
 */
export async function backup(config: BackupConfig, target: string): Promise<Manifest> {
  await mkdir(target, { recursive: true });
  if ((await readdir(target)).length > 0) throw new Error(`${target} is not empty: a backup goes into a new folder`);
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  const databaseFile = DATABASE_FILES[driver];
  let lock: DataDirLock | undefined;
  if (config.databaseUrl) await dumpPostgres(config.databaseUrl, join(target, databaseFile));
  else lock = await snapshotEmbedded(config, join(target, databaseFile));
  try {
    const filesDir = join(target, FILES_DIR);
    const files: FileTally = config.s3 ? await downloadBucket(config.s3, filesDir, target) : await copyTree(join(config.dataDir, 'files'), filesDir);
    const manifest: Manifest = {
      format: 'boothwerk-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { driver, file: databaseFile },
      files: { store: config.s3 ? 's3' : 'local', ...files },
    };
    await writeManifest(target, manifest);
    return manifest;
  } finally {
    await lock?.release();
  }
}

/** Moves an existing folder aside (`--force`): a restore never deletes what was there. */
async function setAside(path: string, stamp: string): Promise<void> {
  if (await exists(path)) await rename(path, `${path}.before-restore-${stamp}`);
}

/**
 * `npm run restore -- <folder> [--force]`: into the configured installation, with its servers and
 * workers stopped. Without `--force` only into an empty one; with it, the embedded database and local
 * files are moved aside (`….before-restore-<time>`), PostgreSQL's objects are replaced and objects
 * are written over those in the bucket.
 */
export async function restore(config: BackupConfig, source: string, options: { force?: boolean } = {}): Promise<Manifest> {
  const manifest = await readManifest(source);
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.driver !== driver) {
    throw new Error(`The backup holds ${manifest.database.driver === 'pglite' ? 'an embedded database' : 'a PostgreSQL dump'}; restore it with ${manifest.database.driver === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}`);
  }
  const databaseFile = join(source, manifest.database.file);
  const filesDir = join(source, FILES_DIR);
  const localFiles = join(config.dataDir, 'files');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');

  let lock: DataDirLock | undefined;
  try {
    // Everything is checked before anything changes.
    if (!config.databaseUrl) {
      try {
        lock = await lockDataDir(config.dataDir);
      } catch (error) {
        if (error instanceof DataDirLockedError) throw new Error(`${error.message}\nStop the server before restoring.`, { cause: error });
        throw error;
      }
    }
    const occupied = [
      config.databaseUrl ? (await holdsInstallation(config.databaseUrl)) && 'the database' : (await exists(join(embeddedDb(config), 'PG_VERSION'))) && `${embeddedDb(config)}`,
      config.s3 ? (await bucketHasObjects(config.s3)) && `the bucket ${config.s3.bucket}` : (await listTree(localFiles)).length > 0 && localFiles,
    ].filter((part): part is string => typeof part === 'string');
    if (occupied.length > 0 && !options.force) throw new Error(`Not empty: ${occupied.join(' and ')}. Restore into an empty installation, or add --force to replace it.`);

    if (config.databaseUrl) await restorePostgres(config.databaseUrl, databaseFile);
    else {
      await setAside(embeddedDb(config), stamp);
      await loadPgliteSnapshot(embeddedDb(config), databaseFile);
    }
    if (config.s3) await uploadBucket(config.s3, filesDir, source);
    else {
      await setAside(localFiles, stamp);
      await copyTree(filesDir, localFiles);
    }
    return manifest;
  } finally {
    await lock?.release();
  }
}
