import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, startTs, waitFor, waitUntilUp, type Child } from './processes.ts';
import { ROOT, startServer } from './server-process.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../../apps/server');
export const DEMO_LOGIN = { email: 'demo@boothwerk.app', password: 'boothwerk-demo' };

export interface BenchServerOptions {
  /** Added to (and overriding) the bench defaults below: DATABASE_URL, WORKERS, JOB_CONCURRENCY … */
  env?: Record<string, string>;
  /** The demo organiser with its campaign (never its sample pictures); waited for before the server is handed out. */
  demo?: boolean;
  /** `source`: src/server.ts through tsx (default); `bundle`: apps/server/dist on plain Node, as `npm start` runs it (build it first). */
  from?: 'source' | 'bundle';
  /** An existing data directory to start on (a restart), kept by `stop`; a new one otherwise. */
  dataDir?: string;
  /**
   * Serve a copy of the built web app (apps/web/dist, build it first) made at start: a build running
   * meanwhile (another process's `npm run build` empties dist first) cannot pull pages from under the bench.
   */
  copyWebApp?: boolean;
  /** How long the start (and the demo account) may take; a busy two-core machine needs minutes for the first start. */
  timeoutMs?: number;
}

export interface BenchServer {
  base: string;
  port: number;
  /** The server's data directory: new for this server and removed by `stop`, unless one was given. */
  dataDir: string;
  child: Child;
  /** Stops the server (its whole process group: ffmpeg and other children too) and removes its data. */
  stop(): Promise<void>;
}

/**
 * The real server for a bench: a free port, a fresh data directory, quiet logs, no mail, no Redis, no
 * S3, and the demo's sample pictures off, so that it holds exactly what the bench puts in and draws
 * nothing in the background while something is measured. With `demo`, the demo organiser's account
 * and campaign exist when this answers (GET /api/config says so): nobody signs in before it exists,
 * which would count as failed sign-ins. A server that fails to start is stopped before this throws.
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'booth-bench-server-')));
  const webDir = join(dataDir, 'web-dist');
  if (options.copyWebApp) await copyWebApp(webDir).catch(async (error: unknown) => {
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const env = {
    ...(options.copyWebApp ? { WEB_DIST_DIR: webDir } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    REDIS_URL: '',
    S3_BUCKET: '',
    DEMO_ACCOUNT: options.demo ? 'true' : 'false',
    DEMO_SAMPLE_PICTURES: 'false',
    ...options.env,
  };
  const child = options.from === 'bundle' ? startServer(env, { group: true }) : startTs('src/server.ts', { cwd: SERVER_DIR, env, group: true });
  const stop = async () => {
    await child.stop();
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const timeoutMs = options.timeoutMs ?? 180_000;
  try {
    const started = Date.now();
    await waitUntilUp(`${base}/api/health`, child, timeoutMs);
    if (options.demo) await waitFor(() => demoAccountReady(base), child, Math.max(30_000, timeoutMs - (Date.now() - started)), 'the demo account was not made');
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, dataDir, child, stop };
}

/** The built web app copied to `to`; complete only when the build's stamp (written last) came along. */
async function copyWebApp(to: string): Promise<void> {
  await cp(join(ROOT, 'apps/web/dist'), to, { recursive: true });
  if (!existsSync(join(to, '.build-stamp.json'))) throw new Error('apps/web/dist was incomplete when copied (a build running meanwhile?); run the bench again');
}

/** Runs `use` with a bench server and stops it afterwards, also when `use` fails. */
export async function withBenchServer<T>(options: BenchServerOptions, use: (server: BenchServer) => Promise<T>): Promise<T> {
  const server = await startBenchServer(options);
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** The public config names the demo account once it and its campaign are committed (one transaction). */
async function demoAccountReady(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/config`).catch(() => undefined);
  if (!response?.ok) return false;
  return ((await response.json()) as { demoAccount?: boolean }).demoAccount === true;
}

/** Signs in as the demo organiser (the account exists once `startBenchServer({ demo: true })` answered). */
export async function signInDemo(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN) });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
