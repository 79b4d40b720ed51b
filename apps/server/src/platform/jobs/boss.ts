import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import PgBoss from 'pg-boss';
import { SCHEMA_LOCK_KEY, type SqlExecutor } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { createLeases, type Leases } from './leases.ts';
import type { JobQueue } from './queue.ts';
import type { JobRegistry } from './registry.ts';
import { startRunner, type Runner } from './runner.ts';
import type { AppJobCatalog, JobCatalog, JobItem, JobName, QueueOptions } from './types.ts';

export interface QueueFacts {
  name: string;
  /** Waiting to run: created or scheduled for retry. */
  queued: number;
  active: number;
  /** Seconds the oldest job that is due (not held back for a retry delay) has waited to start; 0 when none waits. */
  oldestWaitingSeconds: number;
}

export interface JobSystem<C extends JobCatalog = AppJobCatalog> extends JobQueue<C> {
  /** Starts the job runner for every job of the registry in this process. */
  startWorkers(registry: JobRegistry<C>): Promise<void>;
  /** Runs every job that is due right now, in this call; returns how many ran (tests, scripts). */
  drain(registry: JobRegistry<C>): Promise<number>;
  /** Looks for jobs whose process died and fails them so that they are retried; returns how many. */
  recoverDeadJobs(): Promise<number>;
  facts(): Promise<{ schemaVersion: number; workers: boolean; queues: QueueFacts[] }>;
  /** Waits up to `timeoutMs` (10 s) for running handlers; jobs still running then are retried once their lease lapses. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/** Timings of the runner and of dead-job recovery; tests shorten them. */
export interface JobTimings {
  /** An idle queue looks for jobs queued by other processes this often. */
  pollMs: number;
  /** A running process renews the leases of its jobs this often. */
  leaseRenewMs: number;
  /** A lease not renewed for this long belongs to a dead process (several renewals missed). */
  leaseStaleMs: number;
  /** How often this process looks for dead jobs. */
  sweepMs: number;
}

export const defaultJobTimings: JobTimings = { pollMs: 1000, leaseRenewMs: 5000, leaseStaleMs: 30_000, sweepMs: 5000 };

export interface JobSystemOptions<C extends JobCatalog> {
  sql: SqlExecutor;
  log: Logger;
  /** Every job of the application. Without one only the schema is installed (the test template). */
  catalog?: C;
  /** Jobs of one queue that this process runs at once (JOB_CONCURRENCY). */
  concurrency?: number;
  /**
   * This is the only process on the database (the embedded one: DATA_DIR is locked), so every job
   * found active at start belonged to a process that is gone and is retried at once.
   */
  soleProcess?: boolean;
  /** Run pg-boss maintenance (expiry, archiving) and the dead-job sweep from this process. */
  supervise?: boolean;
  timings?: Partial<JobTimings>;
  /** Tests only: other queue options (shorter retry delays). */
  queueOptions?: (name: JobName<C>) => QueueOptions;
}

function repeat(ms: number, task: () => Promise<void>): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void task().finally(() => (busy = false));
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}

/** pg-boss on our own database connection (PGlite through the serialising executor, or the pg pool), with our own runner. */
export async function startJobSystem<C extends JobCatalog = AppJobCatalog>(options: JobSystemOptions<C>): Promise<JobSystem<C>> {
  const { sql, log, supervise = true, soleProcess = false } = options;
  const catalog = options.catalog ?? ({} as C);
  const timings = { ...defaultJobTimings, ...options.timings };
  const boss = new PgBoss({ db: sql as PgBoss.Db, schema: 'pgboss', migrate: true, supervise, schedule: false });
  // Maintenance failures (the database away for a moment) are reported here; the next round tries again.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const names = Object.keys(catalog) as JobName<C>[];
  const holder = randomUUID();
  const leases: Leases = createLeases(sql, holder);
  // Processes starting together on a fresh database would each create pg-boss's schema: its own
  // transaction lock does not save the second one, whose catalogue cache still lacks the schema the
  // first committed meanwhile ("duplicate key … pg_namespace_nspname_index"). Under our lock, taken
  // before pg-boss looks, the second finds everything in place.
  await sql.withAdvisoryLock(SCHEMA_LOCK_KEY, async () => {
    await boss.start();
    for (const name of names) {
      const queueOptions = options.queueOptions?.(name) ?? (catalog[name] as C[JobName<C>]).options;
      // createQueue leaves an existing queue as it was: update it, so changed options reach old databases.
      await boss.createQueue(name, { name, ...queueOptions });
      await boss.updateQueue(name, { name, ...queueOptions });
    }
    await leases.install();
  });
  let runner: Runner<C> | undefined;
  const stoppers: Array<() => void> = [];

  async function recoverDeadJobs(everyone = false): Promise<number> {
    const dead = await leases.dead({ staleMs: timings.leaseStaleMs, everyone });
    for (const job of dead) {
      await boss.fail(job.name, job.id, { message: 'the process running this job stopped' });
    }
    if (dead.length > 0) log.warn({ jobs: dead.length }, 'retrying jobs whose process stopped');
    await leases.prune();
    return dead.length;
  }

  if (names.length > 0) await recoverDeadJobs(soleProcess);
  if (supervise && names.length > 0) {
    stoppers.push(repeat(timings.sweepMs, () => recoverDeadJobs().then(() => undefined, (error: unknown) => log.error({ err: error }, 'dead-job sweep failed'))));
  }

  /** Waiting jobs of the same turn (e.g. campaign) as `item`: each one lowers the new job's priority. */
  async function priorityOf(item: JobItem<C>): Promise<number> {
    const field = catalog[item.name]?.fairBy;
    if (!field) return 0;
    const value = (item.data as Record<string, unknown>)[field];
    const { rows } = await sql.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'active' AND (data->>$2) IS NOT DISTINCT FROM $3::text`,
      [item.name, field, value === undefined || value === null ? null : String(value)],
    );
    return -Number((rows[0] as { n: number } | undefined)?.n ?? 0);
  }

  return {
    async queue(item) {
      const definition = catalog[item.name];
      if (!definition) throw new Error(`job "${item.name}" is not in the catalogue`);
      // The catalogue's key function takes this job's payload; the item's name and data belong together.
      const singletonKey = definition.singletonKey?.(item.data as never);
      const priority = await priorityOf(item);
      const id = await boss.send(item.name, item.data as object, { priority, ...(singletonKey ? { singletonKey } : {}) });
      // Policy `short` refuses a second waiting job for the same key: the one already waiting does the work.
      if (!id && singletonKey) return `singleton:${singletonKey}`;
      if (!id) throw new Error(`job "${item.name}" was not queued`);
      runner?.wake(item.name);
      return id;
    },

    async startWorkers(registry) {
      if (runner) return;
      runner = startRunner({ boss, registry, leases, log, concurrency: options.concurrency ?? availableParallelism(), pollMs: timings.pollMs });
      const started = runner;
      stoppers.push(repeat(timings.leaseRenewMs, () => started.renewLeases().catch((error: unknown) => log.error({ err: error }, 'could not renew job leases'))));
    },

    async drain(registry) {
      let count = 0;
      for (const name of names) {
        for (;;) {
          const jobs = await boss.fetch<unknown>(name, { batchSize: 10, includeMetadata: true });
          if (jobs.length === 0) break;
          // Leased like the runner's, so a sweep never takes a slow drained job for a dead one.
          await leases.take(name, jobs.map((job) => job.id));
          for (const job of jobs) {
            try {
              const result = await registry.run(name, job.data, { jobId: job.id, log: log.child({ job: name, jobId: job.id }), lastAttempt: job.retryCount >= job.retryLimit });
              await boss.complete(name, job.id, { result });
            } catch (error) {
              await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
            count += 1;
          }
          await leases.release(jobs.map((job) => job.id));
        }
      }
      return count;
    },

    recoverDeadJobs: () => recoverDeadJobs(),

    async facts() {
      const { rows } = await sql.executeSql(
        `SELECT name, extract(epoch FROM now() - min(start_after))::float8 AS age FROM pgboss.job WHERE state < 'active' AND start_after <= now() GROUP BY name`,
      );
      const ages = new Map((rows as Array<{ name: string; age: number }>).map((row) => [row.name, Math.max(0, Number(row.age))]));
      const queues: QueueFacts[] = [];
      for (const name of names) {
        const queued = await boss.getQueueSize(name);
        const notDone = await boss.getQueueSize(name, { before: 'completed' });
        queues.push({ name, queued, active: notDone - queued, oldestWaitingSeconds: ages.get(name) ?? 0 });
      }
      return { schemaVersion: Number(await boss.schemaVersion()), workers: runner !== undefined, queues };
    },

    async stop(stopOptions = {}) {
      await runner?.stop(stopOptions.timeoutMs ?? 10_000);
      for (const stopTimer of stoppers.splice(0)) stopTimer();
      // Our runner has already stopped; this stops pg-boss's maintenance before the database closes.
      await boss.stop({ graceful: false, wait: true, timeout: 1000 });
    },
  };
}
