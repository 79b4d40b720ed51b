import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '@/platform/logger.ts';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER, SCHEMA_LOCK_KEY, type Database, type Db, type SqlExecutor } from './database.ts';
import { SurvivingPool } from './postgres-pool.ts';

/**
 * A query waits at most this long for a connection (a new one, or a free one of the pool): while the
 * database is away a request fails with 503 DATABASE_UNAVAILABLE instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 5000;
/** Readiness probes ask often and must hear "no" quickly. */
const PING_TIMEOUT_MS = 2000;

export interface PostgresOptions {
  /** Where lost connections are reported; without one they are only handled (tests). */
  log?: Logger;
}

/** Rejects after `ms`; the promise raced against it goes on and settles on its own. */
function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function executorOn(pool: pg.Pool, settings: pg.ClientConfig, log: Logger | undefined): SqlExecutor {
  return {
    async executeSql(text, values) {
      // Without values node-postgres uses the simple protocol, which pg-boss's multi-statement
      // scripts need.
      const result = values && values.length > 0 ? await pool.query(text, values) : await pool.query(text);
      return { rows: result.rows };
    },

    async withAdvisoryLock(key, task) {
      // A session lock belongs to one connection, which must stay apart from the pool while the task
      // uses the pool's: its own, new one (an idle pooled one may be dead since a restart a moment ago).
      const holder = new pg.Client(settings);
      // Losing it frees the lock in PostgreSQL; the task goes on, and so does the process.
      holder.on('error', (error: Error) => log?.warn({ err: error }, 'lost the connection holding a database lock'));
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [key]);
        return await task();
      } finally {
        // Ending the session gives the lock back.
        await holder.end().catch(() => undefined);
      }
    },
  };
}

/** PostgreSQL over node-postgres, for DATABASE_URL. Several processes may share it. */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  // keepAlive: a connection whose peer vanished without a word (a failover, a cut) is noticed by TCP.
  const settings = { connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true };
  const pool = new SurvivingPool({ ...settings, max: 20 }, options.log);
  await pool.query('select 1');
  const orm = drizzle({ client: pool, casing: DRIZZLE_CASING });
  const sql = executorOn(pool, settings, options.log);
  return {
    driver: 'postgres',
    db: orm as unknown as Db,
    sql,
    async migrate() {
      // Many processes may start at once against one database: one migrates while the others wait,
      // then find nothing left to do.
      await sql.withAdvisoryLock(SCHEMA_LOCK_KEY, () => migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER }));
    },
    async ping() {
      // The query's own timeout makes the pool drop a connection that stopped answering, so probes
      // during a cut do not pile up on it; the race also bounds the wait for a connection.
      const probe: pg.QueryConfig & { query_timeout: number } = { text: 'select 1', query_timeout: PING_TIMEOUT_MS };
      await within(pool.query(probe), PING_TIMEOUT_MS, `the database did not answer within ${PING_TIMEOUT_MS} ms`);
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
