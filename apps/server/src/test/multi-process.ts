import { join } from 'node:path';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { openPostgres } from '@/platform/db/postgres.ts';
import { createLogger } from '@/platform/logger.ts';
import { startRuntime, type Runtime } from '@/runtime.ts';
import { readOutbox, tokenFromLink } from './mail-reader.ts';
import { databaseUrlFor } from './postgres-admin.ts';
import type { TestApp } from './test-app.ts';

/** What the processes of one scale-out test share: a PostgreSQL database, a Redis, a data folder and the public address. */
export interface SharedServices {
  /** The PostgreSQL server (any database on it); `dbName` is the test's own database there. */
  serverUrl: string;
  dbName: string;
  redisUrl: string;
  dataDir: string;
  publicUrl: string;
}

/** One process: its own database pool, queue and bus; an HTTP app unless it is the worker (which runs the jobs). */
export async function startTestProcess(shared: SharedServices, role: 'server' | 'worker'): Promise<{ runtime: Runtime; app?: TestApp['app'] }> {
  const url = databaseUrlFor(shared.serverUrl, shared.dbName);
  const config = loadConfig(
    {
      DATA_DIR: shared.dataDir,
      DATABASE_URL: url,
      REDIS_URL: shared.redisUrl,
      LOG_LEVEL: 'silent',
      DEMO_ACCOUNT: 'false',
      WORKERS: 'false',
      PUBLIC_URL: shared.publicUrl,
      WEB_DIST_DIR: join(shared.dataDir, 'web-not-built'),
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
    shared.dataDir,
  );
  const log = createLogger(config);
  const runtime = await startRuntime({ config, log, database: await openPostgres(url), migrate: true });
  if (role === 'worker') {
    await runtime.jobs.startWorkers(runtime.registry);
    return { runtime };
  }
  const app = await buildApp({ config, database: runtime.database, jobs: runtime.jobs, files: runtime.files, media: runtime.media, bus: runtime.bus, log });
  await app.ready();
  return { runtime, app };
}

/** The test helpers' view of a server process; its mails are sent by draining its own queue. */
export function asTestApp(dataDir: string, server: { runtime: Runtime; app?: TestApp['app'] }): TestApp {
  const { runtime, app } = server;
  if (!app) throw new Error('not a server');
  const outboxDir = join(dataDir, 'outbox');
  return {
    app,
    runtime,
    config: runtime.config,
    outboxDir,
    clock: { offsetMs: 0 },
    drainJobs: () => runtime.jobs.drain(runtime.registry),
    async mailedToken(email, path) {
      await runtime.jobs.drain(runtime.registry);
      const newest = (await readOutbox(outboxDir)).filter((mail) => mail.text.includes(`To: ${email}`) && mail.text.includes(path)).at(-1);
      if (!newest) throw new Error(`no mail to ${email} with a ${path} link`);
      return tokenFromLink(newest.text, path);
    },
    close: () => app.close(),
  };
}
