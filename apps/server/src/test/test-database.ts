import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import type { Database } from '@/platform/db/database.ts';
import { openPglite } from '@/platform/db/pglite.ts';
import { openPostgres } from '@/platform/db/postgres.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test file: PGlite in memory, or — when DATABASE_URL is set — a new
 * database created on that PostgreSQL server and dropped afterwards, so files never share rows.
 */
export async function createTestDatabase(databaseUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!databaseUrl) {
    const templatePath = inject('pgliteTemplate');
    const database = await openPglite(undefined, templatePath ? new Blob([await readFile(templatePath)]) : undefined);
    return { database, dispose: () => database.close() };
  }
  const name = `booth_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    async dispose() {
      await database.close();
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
