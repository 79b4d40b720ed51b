import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '@/app.ts';
import { loadConfig, type Config } from '@/config.ts';
import { createLogger } from '@/platform/logger.ts';
import { startRuntime, type Runtime } from '@/runtime.ts';
import { readOutbox, tokenFromLink } from './mail-reader.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://booth.test';

export interface TestApp {
  app: App;
  runtime: Runtime;
  config: Config;
  outboxDir: string;
  /** Moves the app's clock (expiry tests); 0 is real time. */
  clock: { offsetMs: number };
  /** Runs the queued jobs now (workers are off in tests, so every mail is sent deterministically). */
  drainJobs(): Promise<number>;
  /** Sends queued mails, then returns the token of the newest link to `path` mailed to `email`. */
  mailedToken(email: string, path: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (in-memory PGlite, or a new PostgreSQL database when DATABASE_URL
 * is set), with migrations applied and the outbox under a temporary directory. One per test file.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-server-test-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_ACCOUNT: 'false',
      WORKERS: 'false',
      PUBLIC_URL: TEST_PUBLIC_URL,
      WEB_DIST_DIR: join(dataDir, 'web-not-built'),
      // Tests register and log in far more often than a person; one test checks the limit itself.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ...env,
    },
    dataDir,
  );
  const { database, dispose } = await createTestDatabase();
  const log = createLogger(config);
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  const runtime = await startRuntime({ config, log, database, migrate: true, now });
  const app = await buildApp({ config, database, jobs: runtime.jobs, files: runtime.files, media: runtime.media, bus: runtime.bus, log, now });
  await app.ready();
  // Where the app's mailer writes (a test may give its own DATA_DIR).
  const outboxDir = join(config.dataDir, 'outbox');

  return {
    app,
    runtime,
    config,
    outboxDir,
    clock,
    drainJobs: () => runtime.jobs.drain(runtime.registry),
    async mailedToken(email, path) {
      await runtime.jobs.drain(runtime.registry);
      const mails = (await readOutbox(outboxDir)).filter((mail) => mail.text.includes(`To: ${email}`) && mail.text.includes(path));
      const newest = mails.at(-1);
      if (!newest) throw new Error(`no mail to ${email} with a ${path} link`);
      return tokenFromLink(newest.text, path);
    },
    async close() {
      await app.close();
      await runtime.close().catch(() => undefined);
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
