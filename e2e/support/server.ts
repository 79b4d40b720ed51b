import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, startTs, waitUntilUp } from '../../bench/support/processes.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../../apps/server');

export { freePort };

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Kills the server without warning (SIGKILL, as a crash or a power cut) and starts it again on the same port and data. */
  crashAndRestart(): Promise<void>;
  /** Everything the server logged so far, for failure messages. */
  logs(): string;
}

/** Starts the real server (built web app included) on a free port with a fresh data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const spawnServer = () =>
    startTs('src/server.ts', {
      cwd: SERVER_DIR,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        SMTP_URL: '',
        // Drawing and processing the demo's eight sample pictures costs each server tens of CPU seconds
        // next to the browser; no browser test looks at them (the server suite covers them).
        DEMO_SAMPLE_PICTURES: 'false',
        ...env,
      },
    });
  let child = spawnServer();
  await waitUntilUp(`${url}/api/health`, child);
  // The demo organiser is made in the background after the server listens (after the starter
  // designs); signing in before it exists would count as failed sign-ins and lock the account.
  if (env.DEMO_ACCOUNT !== 'false') await waitForLine(child.output, 'demo account ready', 180_000);
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

async function waitForLine(output: () => string, line: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(line)) {
    if (Date.now() > deadline) throw new Error(`the server did not log "${line}" within ${timeoutMs / 1000} s:\n${output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
