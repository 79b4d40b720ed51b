import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrlFor } from './postgres-admin.ts';
import { openPglite } from '@/platform/db/pglite.ts';
import { openPostgres } from '@/platform/db/postgres.ts';
import { startJobSystem } from '@/platform/jobs/boss.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory (tarball) with every migration and the pg-boss schema applied; empty on PostgreSQL. */
    pgliteTemplate: string;
    /** On PostgreSQL: a database with every migration and the pg-boss schema applied, for CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * PGlite's initdb takes seconds of WASM work; doing it once and loading the result into every test
 * file's fresh in-memory database cuts each file's setup to a fraction. Each file still gets its own
 * database, and the app still runs the migrator (which then finds nothing to do).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    const template = await createPostgresTemplate(process.env.DATABASE_URL);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('postgresTemplate', '');
  const database = await openPglite();
  await database.migrate();
  const jobs = await startJobSystem({ sql: database.sql, log: pino({ level: 'silent' }), supervise: false });
  await jobs.stop();
  const path = join(tmpdir(), `booth-pglite-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', path);
  return async () => {
    await rm(path, { force: true });
  };
}

/**
 * The same on PostgreSQL: migrating an empty database took every test file seconds; copying a
 * migrated one (CREATE DATABASE … TEMPLATE) takes a fraction of that. No connection may stay open
 * on the template, or PostgreSQL refuses to copy it.
 */
async function createPostgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `booth_template_${process.pid}_${Date.now()}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openPostgres(databaseUrlFor(serverUrl, name));
  try {
    await database.migrate();
    const jobs = await startJobSystem({ sql: database.sql, log: pino({ level: 'silent' }), supervise: false });
    await jobs.stop();
  } finally {
    await database.close();
  }
  return { name, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
