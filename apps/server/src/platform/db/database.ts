import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The Drizzle handle every repository takes. A transaction is a PgDatabase too, so repositories
 * accept either and services decide where the transaction boundary is.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** What pg-boss needs to run on our connection instead of opening its own, and a lock across processes. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `task` while this process holds the session advisory lock `key`: every process asking for
   * the same key waits until the task is done. For work that is safe once but not twice at the same
   * time (schema changes of processes starting together). The task runs its queries as usual.
   */
  withAdvisoryLock<T>(key: number, task: () => Promise<T>): Promise<T>;
}

/**
 * The lock every process takes to change the schema at start: our migrations, then pg-boss's schema,
 * queues and lease table. Any fixed number works; it only has to be the same in every process.
 */
export const SCHEMA_LOCK_KEY = 7_318_405_112;

export type DatabaseDriver = 'pglite' | 'postgres';

/** One database, whichever engine: the ORM handle, the raw executor for the queue, and lifecycle. */
export interface Database {
  readonly driver: DatabaseDriver;
  readonly db: Db;
  readonly sql: SqlExecutor;
  /** Applies the committed Drizzle migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Round-trips a trivial query; rejects within a few seconds when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded database also offers a snapshot of its files (tests clone a migrated template from it). */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/** Drizzle maps camelCase properties to snake_case columns; the same setting is in drizzle.config.ts. */
export const DRIZZLE_CASING = 'snake_case' as const;
