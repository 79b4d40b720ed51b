import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort, waitUntilUp } from '../../bench/support/processes.ts';
import { startServer as startBundle } from '../../bench/support/server-process.ts';
import { copyTemplate, templateEnv } from './global-setup.ts';
import { waitForLine } from './server-log.ts';

export { freePort };

/** Settings that change what the first start puts into the data directory: with these, the template does not apply. */
const FIRST_START_SETTINGS = /^(DATA_DIR|DEMO_ACCOUNT|DEMO_SAMPLE_PICTURES|ADMIN_EMAILS|LEGAL_DIR)$/;

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Kills the server without warning (SIGKILL, as a crash or a power cut) and starts it again on the same port and data. */
  crashAndRestart(): Promise<void>;
  /** Everything the server logged so far, for failure messages. */
  logs(): string;
}

/**
 * Starts the real server as `npm start` runs it (the bundle, built web app included) on a free port
 * with a data directory of its own: a copy of the first start's (see global-setup.ts), or an empty one
 * when `env` changes what a first start makes.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const fromTemplate = !Object.keys(env).some((name) => FIRST_START_SETTINGS.test(name));
  const dataDir = fromTemplate ? await copyTemplate(inject('e2eTemplateDir')) : await mkdtemp(join(tmpdir(), 'booth-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const spawnServer = () =>
    startBundle({ ...templateEnv(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'info', ...env }, { group: true });
  let child = spawnServer();
  try {
    await waitUntilUp(`${url}/api/health`, child);
    // The demo organiser is made in the background after the server listens (after the starter
    // designs); signing in before it exists would count as failed sign-ins and lock the account.
    if (env.DEMO_ACCOUNT !== 'false') await waitForLine(child.output, 'demo account ready', 180_000);
  } catch (error) {
    // A server that did not come up is stopped here: the test's afterAll never got a handle to it.
    await child.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let earlier = '';
  return {
    url,
    dataDir,
    logs: () => earlier + child.output(),
    async stop() {
      await child.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    async crashAndRestart() {
      const exited = new Promise((done) => child.process.once('exit', done));
      child.process.kill('SIGKILL');
      await exited;
      earlier += `${child.output()}\n--- killed (SIGKILL) and restarted ---\n`;
      child = spawnServer();
      await waitUntilUp(`${url}/api/health`, child);
    },
  };
}
