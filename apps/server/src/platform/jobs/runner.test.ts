import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@/test/test-database.ts';
import { startJobSystem, type JobSystem, type JobSystemOptions } from './boss.ts';
import { createJobRegistry, jobDefiner } from './registry.ts';
import { defineJobKind, type JobResult } from './types.ts';

// A catalogue of the test's own: the runner is generic and knows nothing of the application's jobs.
const options = { retryLimit: 2, retryDelay: 0, retryBackoff: false, expireInSeconds: 600, policy: 'short' as const };
const catalog = {
  runner_work: defineJobKind({
    payload: z.object({ id: z.string(), campaign: z.string().optional() }),
    options,
    singletonKey: (data) => data.id,
    fairBy: 'campaign',
  }),
};
type Catalog = typeof catalog;
const defineJob = jobDefiner<Catalog>();
const log = pino({ level: 'silent' });

let db: TestDatabase;
const systems: JobSystem<Catalog>[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterEach(async () => {
  for (const system of systems.splice(0)) await system.stop({ timeoutMs: 100 }).catch(() => undefined);
  await db.database.sql.executeSql("delete from pgboss.job where name = 'runner_work'", []);
});
afterAll(async () => {
  await db?.dispose();
});

/** A handler that records when each job ran and how many ran at once; `hold` decides how long each takes. */
function recorder(hold: (id: string) => Promise<unknown>) {
  const order: string[] = [];
  const done = new Map<string, number>();
  let running = 0;
  let most = 0;
  const registry = createJobRegistry(catalog, [
    defineJob('runner_work', async ({ id }): Promise<JobResult> => {
      order.push(id);
      running += 1;
      most = Math.max(most, running);
      try {
        await hold(id);
      } finally {
        running -= 1;
        done.set(id, performance.now());
      }
      return 'success';
    }),
  ]);
  return { registry, order, done, most: () => most };
}

async function system(extra: Partial<JobSystemOptions<Catalog>> = {}): Promise<JobSystem<Catalog>> {
  const started = await startJobSystem({ catalog, sql: db.database.sql, log, supervise: false, ...extra });
  systems.push(started);
  return started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, limitMs: number): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > limitMs) throw new Error(`not reached within ${limitMs} ms`);
    await sleep(20);
  }
}

describe('the job runner', () => {
  it('runs as many jobs at once as its slots, and a freed slot takes the next job at once (no polling sleep)', async () => {
    const { registry, done, most } = recorder(() => sleep(150));
    // A poll of a minute: anything faster than that comes from the wake-up and the freed slots.
    const jobs = await system({ concurrency: 3, timings: { pollMs: 60_000 } });
    for (let i = 0; i < 9; i++) await jobs.queue({ name: 'runner_work', data: { id: `job-${i}` } });
    const started = performance.now();
    await jobs.startWorkers(registry);
    await until(() => done.size === 9, 5000);
    expect(most()).toBe(3);
    // Three rounds of 150 ms and the queries around them; the old worker slept 2 s after every job.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('picks up a job queued in this process at once, and one queued by another process within its short poll', async () => {
    const { registry, done } = recorder(async () => undefined);
    const jobs = await system({ concurrency: 1, timings: { pollMs: 400 } });
    await jobs.startWorkers(registry);
    await sleep(100); // the runner is idle and waiting
    let queuedAt = performance.now();
    await jobs.queue({ name: 'runner_work', data: { id: 'here' } });
    await until(() => done.has('here'), 2000);
    expect((done.get('here') ?? Infinity) - queuedAt).toBeLessThan(300);

    const other = await system(); // another process: no workers, its queue() cannot wake ours
    await sleep(100);
    queuedAt = performance.now();
    await other.queue({ name: 'runner_work', data: { id: 'there' } });
    await until(() => done.has('there'), 3000);
    expect((done.get('there') ?? Infinity) - queuedAt).toBeLessThan(1000);
  });

  it("lets another campaign's picture through a burst: each waiting job of a campaign lowers the next one's priority", async () => {
    const { registry, order } = recorder(() => sleep(20));
    const jobs = await system({ concurrency: 1, timings: { pollMs: 60_000 } });
    for (let i = 0; i < 15; i++) await jobs.queue({ name: 'runner_work', data: { id: `a-${i}`, campaign: 'a' } });
    await jobs.queue({ name: 'runner_work', data: { id: 'b-0', campaign: 'b' } });
    await jobs.startWorkers(registry);
    await until(() => order.length === 16, 5000);
    expect(order.indexOf('b-0')).toBeLessThanOrEqual(1);
    expect(order.filter((id) => id.startsWith('a-'))).toEqual(Array.from({ length: 15 }, (_, i) => `a-${i}`));
  });

  it('retries the job of a process that stopped renewing its lease, and no dead job holds back the queue', async () => {
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    const dead = recorder(() => hung);
    const first = await system({ concurrency: 1, timings: { leaseRenewMs: 100 } });
    await first.startWorkers(dead.registry);
    await first.queue({ name: 'runner_work', data: { id: 'x' } });
    await until(() => dead.order.includes('x'), 2000);
    await first.stop({ timeoutMs: 50 }); // "killed": the handler never returns, the lease is no longer renewed

    const alive = recorder(async () => undefined);
    const second = await system({ supervise: true, concurrency: 2, timings: { leaseRenewMs: 100, leaseStaleMs: 800, sweepMs: 100, pollMs: 100 } });
    await second.startWorkers(alive.registry);
    // While x's dead job is still active, another job runs at once (a stately queue refused every fetch here).
    await second.queue({ name: 'runner_work', data: { id: 'y' } });
    await until(() => alive.done.has('y'), 1500);
    // And the dead job itself is failed and retried once its lease lapsed.
    await until(() => alive.done.has('x'), 3000);
    // The handler has returned; the runner marks the job complete right after, in its own statement.
    const stillActive = async () =>
      (await db.database.sql.executeSql("select state from pgboss.job where name = 'runner_work' and singleton_key = 'x' and state = 'active'", [])).rows;
    await expect.poll(stillActive, { timeout: 2000, interval: 20 }).toEqual([]);
    release();
  });

  it('the only process of an embedded database retries every job it finds active at start at once', async () => {
    const jobs = await system();
    await jobs.queue({ name: 'runner_work', data: { id: 'left-over' } });
    await db.database.sql.executeSql("update pgboss.job set state = 'active', started_on = now() where name = 'runner_work'", []);
    const { registry, done } = recorder(async () => undefined);
    const restarted = await system({ soleProcess: true, timings: { leaseStaleMs: 600_000 } });
    await restarted.startWorkers(registry);
    await until(() => done.has('left-over'), 3000);
  });

  it('stops gracefully: waits for running handlers, but only up to its bound', async () => {
    const slow = recorder(() => sleep(300));
    const jobs = await system({ concurrency: 1 });
    await jobs.startWorkers(slow.registry);
    await jobs.queue({ name: 'runner_work', data: { id: 'slow' } });
    await until(() => slow.order.includes('slow'), 2000);
    await jobs.stop({ timeoutMs: 5000 });
    expect(slow.done.has('slow')).toBe(true);
    const { rows } = await db.database.sql.executeSql("select state from pgboss.job where name = 'runner_work' and singleton_key = 'slow'", []);
    expect(rows).toEqual([{ state: 'completed' }]);

    const stuck = recorder(() => new Promise(() => undefined));
    const other = await system({ concurrency: 1 });
    await other.startWorkers(stuck.registry);
    await other.queue({ name: 'runner_work', data: { id: 'stuck' } });
    await until(() => stuck.order.includes('stuck'), 2000);
    const stopping = performance.now();
    await other.stop({ timeoutMs: 200 });
    expect(performance.now() - stopping).toBeLessThan(1500);
  });
});
