import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { spawnChild as spawnProcess, type Child } from './processes.ts';

// Shared by the start-up and idle-memory benches: the server as `npm start` runs it (the bundle in
// apps/server/dist on plain Node), the baselines, and reading a process's resident memory.

export const ROOT = resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = join(ROOT, 'apps/server/dist/server.mjs');

/**
 * Builds the web app and the server bundle (or only the `targets` named) if they are missing or out of
 * date, so the benches measure a current build, also on a fresh clone. Tried three times: another
 * process building the same folder at the same moment makes a build fail without anything being wrong.
 */
export function ensureBuilt(...targets: Array<'web' | 'server'>): void {
  let result: ReturnType<typeof spawnSync> | undefined;
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (attempt > 1) spawnSync('sleep', ['15']);
    result = spawnSync(process.execPath, ['scripts/ensure-build.mjs', ...targets], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], timeout: 600_000, killSignal: 'SIGKILL' });
    if (result.status === 0) return;
  }
  throw new Error(`scripts/ensure-build.mjs ${targets.join(' ')} failed three times (exit ${result?.status ?? result?.signal})`);
}

/** `spawnChild` of processes.ts, run from the repository root unless told otherwise. */
export function spawnChild(command: string, args: string[], options: { cwd?: string; env?: Record<string, string>; group?: boolean } = {}): Child {
  return spawnProcess(command, args, { ...options, cwd: options.cwd ?? ROOT });
}

/** The Node flags of the root package.json's `start` script (`… && node <flags> apps/server/dist/server.mjs`). */
function startFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const match = /\bnode((?:\s+--\S+)*)\s+apps\/server\/dist\/server\.mjs/.exec(start);
  if (!match) throw new Error(`the start script no longer runs apps/server/dist/server.mjs: ${start}`);
  return match[1]!.trim().split(/\s+/).filter(Boolean);
}

/** The server on plain Node with the flags `npm start` uses, as it runs it after its build check. */
export function startServer(env: Record<string, string>, options: { group?: boolean } = {}): Child {
  return spawnChild(process.execPath, [...startFlags(), SERVER_ENTRY], { env: { LOG_LEVEL: 'warn', ...env }, group: options.group });
}

/** The baseline server: Fastify answering /api/health, nothing else, on the same Node. */
export function startBareFastify(port: number): Child {
  const script = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
`;
  return spawnChild(process.execPath, ['--input-type=module', '-e', script], { cwd: join(ROOT, 'apps/server') });
}

/** A bare Node process that only waits: the floor every Node server stands on. */
export function startBareNode(): Child {
  return spawnChild(process.execPath, ['-e', 'setInterval(() => {}, 1000); process.once("SIGTERM", () => process.exit(0));']);
}

/** Resident memory of a process in bytes (Linux /proc). */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

export const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** True when a PostgreSQL answers on 127.0.0.1:5432 (the benches then also measure on it). */
export function postgresAnswers(): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

/** A scratch database for one bench run (postgres user, no password), dropped afterwards. */
export async function withScratchPostgres<T>(name: string, use: (url: string) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  await admin.connect();
  const database = `${name}_${process.pid}`;
  try {
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
    return await use(`postgres://postgres@127.0.0.1:5432/${database}`);
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
