import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '@/platform/db/database.ts';
import { openPglite } from '@/platform/db/pglite.ts';
import { openPostgres } from '@/platform/db/postgres.ts';
import { adminQuery, databaseUrlFor } from './postgres-admin.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file, with every migration applied and no rows: PGlite in memory, or
 * — when DATABASE_URL is set — a new database on that PostgreSQL server (a copy of the suite's migrated
 * template; empty when another server is named) dropped afterwards, so files never share rows.
 */
export async function createTestDatabase(databaseUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!databaseUrl) {
    const templatePath = inject('pgliteTemplate');
    const database = await openPglite(undefined, templatePath ? new Blob([await readFile(templatePath)]) : undefined);
    return { database, dispose: () => database.close() };
  }
  const name = `booth_test_${randomBytes(6).toString('hex')}`;
  const template = databaseUrl === process.env.DATABASE_URL ? inject('postgresTemplate') : '';
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openPostgres(databaseUrlFor(databaseUrl, name));
  return {
    database,
    async dispose() {
      await database.close();
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
