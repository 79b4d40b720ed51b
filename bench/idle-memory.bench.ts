/**
 * Idle memory (issue 9, goals ≤ 300 MB on the embedded database, ≤ 150 MB on PostgreSQL): the
 * server as `npm start` runs it, started, asked for a few pages and API answers, then left idle for a
 * few seconds; its resident memory (VmRSS) against that of a bare Node process that only waits. On
 * the embedded database both the first start of a new data folder and a restart are measured; on
 * PostgreSQL when one answers on 127.0.0.1:5432 (a scratch database, dropped afterwards). The sides
 * are interleaved, RUNS times each; median and spread (min–max) are printed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, waitUntilUp, type Child } from './support/processes.ts';
import { ensureBuilt, mb, median, postgresAnswers, rssOf, spread, startBareNode, startServer, withScratchPostgres } from './support/server-process.ts';

const RUNS = 3;
const IDLE_MS = 5000;
const GOALS = { embedded: 300 * 1048576, postgres: 150 * 1048576 };
/** What a visitor and an organiser's first look ask for: pages, config, plans, the API description. */
const REQUESTS = ['/', '/booth/demo-party', '/en/booth/demo-party', '/login', '/api/health', '/api/config', '/api/docs/json'];

async function idleRss(child: Child, port: number | undefined): Promise<number> {
  try {
    if (port !== undefined) {
      const base = `http://127.0.0.1:${port}`;
      await waitUntilUp(`${base}/api/health`, child, 120_000);
      for (const path of REQUESTS) {
        const response = await fetch(base + path, { headers: { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      }
    }
    await sleep(IDLE_MS);
    if (!child.process.pid) throw new Error('process has no pid');
    return await rssOf(child.process.pid);
  } finally {
    await child.stop();
  }
}

async function server(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  return idleRss(startServer({ PORT: String(port), ...env }), port);
}

export async function benchIdleMemory(): Promise<string> {
  ensureBuilt();
  const withPostgres = await postgresAnswers();
  const samples = { first: [] as number[], restart: [] as number[], postgres: [] as number[], bare: [] as number[] };
  const run = async (postgresUrl?: string) => {
    for (let i = 0; i < RUNS; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'booth-bench-idle-'));
      try {
        samples.first.push(await server({ DATA_DIR: dataDir }));
        samples.bare.push(await idleRss(startBareNode(), undefined));
        samples.restart.push(await server({ DATA_DIR: dataDir }));
        if (postgresUrl) samples.postgres.push(await server({ DATA_DIR: dataDir, DATABASE_URL: postgresUrl }));
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  };
  if (withPostgres) await withScratchPostgres('boothwerk_bench_idle', run);
  else await run();

  const bare = median(samples.bare);
  const line = (label: string, values: number[], goal: number) =>
    `${label} ${spread(values, mb)} (${(median(values) / bare).toFixed(1)}× bare, ${median(values) <= goal ? 'within' : 'OVER'} ${mb(goal)})`;
  return [
    `idle RSS after start and ${REQUESTS.length} requests: bare Node ${spread(samples.bare, mb)};`,
    line('embedded database, restart', samples.restart, GOALS.embedded) + ';',
    line('first start of a new data folder', samples.first, GOALS.embedded) + ';',
    withPostgres ? line('PostgreSQL', samples.postgres, GOALS.postgres) : 'PostgreSQL: none on 127.0.0.1:5432, not measured',
  ].join(' ');
}
