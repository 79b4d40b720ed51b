import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitUntilUp } from '../../bench/support/processes.ts';
import { ensureBuilt, startServer as startBundle } from '../../bench/support/server-process.ts';
import { waitForLine } from './server-log.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory as the first start leaves it (migrated database, starter library, demo accounts). */
    e2eTemplateDir: string;
  }
}

/**
 * Builds what the browser tests run (the web app and the server bundle, only when stale), then starts
 * the server once on an empty data directory and stops it when its first-start work is done. Each test
 * file's server starts on a copy of that directory: creating and migrating the embedded database and
 * publishing the starter library took every file a quarter of a minute on two cores, and each copy is
 * still a database of its own. The first-run and bundle tests start from an empty directory, as before.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt();
  const dir = await mkdtemp(join(tmpdir(), 'booth-e2e-template-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startBundle({ ...templateEnv(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, PUBLIC_URL: url, LOG_LEVEL: 'info' }, { group: true });
  try {
    await waitUntilUp(`${url}/api/health`, child, 180_000);
    await waitForLine(child.output, 'demo account ready', 180_000);
  } finally {
    await child.stop();
  }
  project.provide('e2eTemplateDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/** What every test server is started with; a test whose own settings change the first start's data gets an empty directory. */
export function templateEnv(): Record<string, string> {
  return {
    DATABASE_URL: '',
    SMTP_URL: '',
    // Drawing and processing the demo's eight sample pictures costs each server tens of CPU seconds
    // next to the browser; no browser test looks at them (the server suite covers them).
    DEMO_SAMPLE_PICTURES: 'false',
  };
}

/** A fresh data directory holding the template's files. */
export async function copyTemplate(template: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'booth-e2e-'));
  await cp(template, dir, { recursive: true });
  return dir;
}
