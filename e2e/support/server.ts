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
  /** Everything the server logged so far, for failure messages. */
  logs(): string;
}

/** Starts the real server (built web app included) on a free port with a fresh data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = startTs('src/server.ts', {
    cwd: SERVER_DIR,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
  });
  await waitUntilUp(`${url}/api/health`, child);
  return {
    url,
    dataDir,
    logs: child.output,
    async stop() {
      await child.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
