/**
 * Start to healthy (issue 9, goal ≤ 3 s with a current build): `npm start` as a user runs it — the
 * build check, then the server on an existing embedded database — until GET /api/health answers 200,
 * against the floor (not the same work: what any Node server costs to come up), a bare Fastify server
 * that only answers /api/health, started on the same Node. The two sides are interleaved, RUNS times
 * each; median and spread (min–max) are printed. The first start of
 * a new data folder (which also creates the database and runs the migrations) is timed once, apart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatSpread, interleave, statsOf } from './support/compare.ts';
import { freePort, waitUntilUp, type Child } from './support/processes.ts';
import { runIfMain } from './support/runner.ts';
import { ensureBuilt, ROOT, seconds, spawnChild, startBareFastify } from './support/server-process.ts';

const RUNS = 5;
const GOAL_MS = 3000;

async function timeToHealthy(start: (port: number) => Child): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = start(port);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/api/health`, child, 120_000);
    return performance.now() - started;
  } finally {
    await child.stop();
  }
}

export async function benchStartup(): Promise<string> {
  ensureBuilt();
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-bench-start-'));
  // `npm start` in its own process group: npm, the shell and the server all stop together. The demo's
  // sample pictures are off: drawing them runs after the server is healthy and would only load the machine.
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '', S3_BUCKET: '', DEMO_SAMPLE_PICTURES: 'false' };
  const npmStart = (port: number) => spawnChild('npm', ['start', '--silent'], { cwd: ROOT, group: true, env: { ...env, PORT: String(port) } });
  try {
    const firstStart = await timeToHealthy(npmStart);
    const [server, bare] = (await interleave([{ run: () => timeToHealthy(npmStart) }, { run: () => timeToHealthy(startBareFastify) }], RUNS)) as [number[], number[]];
    const median = statsOf(server).median;
    const verdict = median <= GOAL_MS ? 'within' : 'OVER';
    return (
      `start to healthy (npm start, current build, existing embedded database), median [min–max] of ${RUNS} interleaved rounds: ${formatSpread(server, seconds)} ` +
      `vs the floor (not the same work), a bare Fastify answering /api/health on the same Node: ${formatSpread(bare, seconds)} → ${(median / statsOf(bare).median).toFixed(1)}× ` +
      `(${verdict} the 3 s goal; first start of a new data folder ${seconds(firstStart)})`
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, benchStartup);
