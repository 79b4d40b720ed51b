import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER, type Db, type PgliteDatabase } from './database.ts';
import { serialisedExecutor } from './pglite-executor.ts';

/**
 * Embedded PostgreSQL (WASM). `dataDir` persists to disk; without it the database lives in memory
 * (tests). PGlite has no lock across processes: the caller must hold the DATA_DIR lock.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<PgliteDatabase> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create(template ? { loadDataDir: template } : {});
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
