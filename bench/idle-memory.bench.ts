/**
 * Idle memory (issue 9, goals ≤ 300 MB on the embedded database, ≤ 150 MB on PostgreSQL): the
 * server as `npm start` runs it, started, asked for a few pages and API answers, then left idle for a
 * few seconds (demo account on, its sample pictures off: drawing them is work, not idling); its
 * resident memory (VmRSS) against the floor, a bare Node process that only waits. On
 * the embedded database both the first start of a new data folder and a restart are measured; on
 * PostgreSQL when one answers on 127.0.0.1:5432 (a scratch database, dropped afterwards). The sides
 * are interleaved, RUNS times each; median and spread (min–max) are printed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withBenchServer } from './support/bench-server.ts';
import { formatSpread, statsOf } from './support/compare.ts';
import { runIfMain } from './support/runner.ts';
import { ensureBuilt, mb, postgresAnswers, rssOf, startBareNode, withScratchPostgres } from './support/server-process.ts';

const RUNS = 3;
const IDLE_MS = 5000;
const GOALS = { embedded: 300 * 1048576, postgres: 150 * 1048576 };
/** What a visitor and an organiser's first look ask for: pages, config, plans, the API description. */
const REQUESTS = ['/', '/booth/demo-party', '/en/booth/demo-party', '/login', '/api/health', '/api/config', '/api/docs/json'];

async function afterIdle(pid: number | undefined): Promise<number> {
  if (!pid) throw new Error('process has no pid');
  await sleep(IDLE_MS);
  return rssOf(pid);
}

/**
 * The bundle as `npm start` runs it (demo account on, its sample pictures off: drawing them is work,
 * not idling), on `dataDir`; answers its RSS after the requests and the idle time.
 */
function server(dataDir: string, env: Record<string, string> = {}): Promise<number> {
  return withBenchServer({ from: 'bundle', demo: true, dataDir, env }, async ({ base, child }) => {
    for (const path of REQUESTS) {
      const response = await fetch(base + path, { headers: { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
    return afterIdle(child.process.pid);
  });
}

async function bare(): Promise<number> {
  const child = startBareNode();
  try {
    return await afterIdle(child.process.pid);
  } finally {
    await child.stop();
  }
}

export async function benchIdleMemory(): Promise<string> {
  ensureBuilt();
  const withPostgres = await postgresAnswers();
  const samples = { first: [] as number[], restart: [] as number[], postgres: [] as number[], bare: [] as number[] };
  // Each round measures every side once; a data folder's first start must come before its restart.
  const run = async (postgresUrl?: string) => {
    for (let i = 0; i < RUNS; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'booth-bench-idle-'));
      try {
        samples.first.push(await server(dataDir));
        samples.bare.push(await bare());
        samples.restart.push(await server(dataDir));
        if (postgresUrl) samples.postgres.push(await server(dataDir, { DATABASE_URL: postgresUrl }));
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  };
  if (withPostgres) await withScratchPostgres('boothwerk_bench_idle', run);
  else await run();

  const floor = statsOf(samples.bare).median;
  const line = (label: string, values: number[], goal: number) =>
    `${label} ${formatSpread(values, mb)} (${(statsOf(values).median / floor).toFixed(1)}× the floor, ${statsOf(values).median <= goal ? 'within' : 'OVER'} the ${mb(goal)} goal)`;
  return [
    `idle RSS after start and ${REQUESTS.length} requests, median [min–max] of ${RUNS} interleaved rounds; floor (not the same work): a bare Node process that only waits ${formatSpread(samples.bare, mb)};`,
    line('embedded database, restart', samples.restart, GOALS.embedded) + ';',
    line('first start of a new data folder', samples.first, GOALS.embedded) + ';',
    withPostgres ? line('PostgreSQL', samples.postgres, GOALS.postgres) : 'PostgreSQL: none on 127.0.0.1:5432, not measured',
  ].join(' ');
}

await runIfMain(import.meta.url, benchIdleMemory);
