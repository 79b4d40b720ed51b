import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER, type Db, type PgliteDatabase } from './database.ts';
import { serialisedExecutor } from './pglite-executor.ts';

/**
 * initdb writes `shared_buffers = 128MB`, and PostgreSQL touches all of it: in WASM that is memory
 * the process keeps. The embedded database serves one machine; the operating system caches its files
 * anyway, so 16 MB of buffers keep the idle server ≈110 MB smaller at no measurable cost
 * (docs/decisions.md). The command line wins over postgresql.conf, so existing data folders get it too.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Creates the cluster in a short-lived child process (see below). */
const INIT_SCRIPT = `
const { PGlite } = await import('@electric-sql/pglite');
const client = await PGlite.create(process.env.PGLITE_INIT_DIR);
await client.close();
`;

/**
 * A new data folder needs initdb, which PGlite runs as a second WASM instance beside a third: the
 * process would keep ≈600 MB it never gives back. Run it in a child process that exits, so the server
 * only ever opens an existing cluster.
 */
async function initialiseDataDir(dataDir: string): Promise<void> {
  const exists = await access(join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (exists) return;
  const child = spawn(process.execPath, ['--input-type=module', '-e', INIT_SCRIPT], {
    // Resolve the package from here (the bundled server keeps this file's address, see build-server.mjs).
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: { ...process.env, PGLITE_INIT_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A broken pipe only loses the message; the exit code below still tells.
  child.stderr.on('error', () => undefined);
  const code = await new Promise<number | null>((done, fail) => {
    // `on`: a later `error` (a failed kill) must find a listener too.
    child.on('error', fail);
    child.once('exit', done);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code}): ${stderr.trim()}`);
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` persists to disk; without it the database lives in memory
 * (tests). PGlite has no lock across processes: the caller must hold the DATA_DIR lock.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<PgliteDatabase> {
  if (dataDir) await initialiseDataDir(dataDir);
  const client = dataDir
    ? await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS })
    : await PGlite.create({ startParams: PGLITE_START_PARAMS, ...(template ? { loadDataDir: template } : {}) });
  const orm = drizzle({ client, casing: DRIZZLE_CASING });
  return {
    driver: 'pglite',
    db: orm as unknown as Db,
    sql: serialisedExecutor(client),
    async migrate() {
      await migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
  };
}
