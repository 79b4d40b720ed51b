import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER, type Database, type Db } from './database.ts';

/** Any fixed number works; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_318_405_112;

/** PostgreSQL over node-postgres, for DATABASE_URL. Several processes may share it. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 20 });
  // An idle client losing its connection emits on the pool; unhandled, that would end the process.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const orm = drizzle({ client: pool, casing: DRIZZLE_CASING });
  return {
    driver: 'postgres',
    db: orm as unknown as Db,
    sql: {
      async executeSql(text, values) {
        // Without values node-postgres uses the simple protocol, which pg-boss's multi-statement
        // scripts need.
        const result = values && values.length > 0 ? await pool.query(text, values) : await pool.query(text);
        return { rows: result.rows };
      },
    },
    async migrate() {
      // Many server processes may start at once against one database: the session advisory lock lets
      // one migrate while the others wait, then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle({ client, casing: DRIZZLE_CASING }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
