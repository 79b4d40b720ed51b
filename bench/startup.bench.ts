/**
 * Start to healthy (issue 9, goal ≤ 3 s with a current build): `npm start` as a user runs it — the
 * build check, then the server on an existing embedded database — until GET /api/health answers 200,
 * against a bare Fastify server that only answers /api/health, started on the same Node. The two
 * sides are interleaved, RUNS times each; median and spread (min–max) are printed. The first start of
 * a new data folder (which also creates the database and runs the migrations) is timed once, apart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitUntilUp, type Child } from './support/processes.ts';
import { ensureBuilt, median, ROOT, seconds, spawnChild, spread, startBareFastify } from './support/server-process.ts';

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
  // `npm start` in its own process group: npm, the shell and the server all stop together.
  const npmStart = (port: number) =>
    spawnChild('npm', ['start', '--silent'], { cwd: ROOT, group: true, env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
  try {
    const firstStart = await timeToHealthy(npmStart);
    const server: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      server.push(await timeToHealthy(npmStart));
      bare.push(await timeToHealthy(startBareFastify));
    }
    const ratio = median(server) / median(bare);
    const verdict = median(server) <= GOAL_MS ? 'within' : 'OVER';
    return (
      `start to healthy (npm start, current build, existing embedded database): ${spread(server, seconds)} ` +
      `vs bare Fastify ${spread(bare, seconds)} → ${ratio.toFixed(1)}× (${verdict} the 3 s goal; ` +
      `first start of a new data folder ${seconds(firstStart)})`
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
