import PgBoss from 'pg-boss';
import type { SqlExecutor } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import type { JobQueue } from './queue.ts';
import type { JobRegistry } from './registry.ts';
import { jobNames, queueOptions, singletonKeyOf, type JobName, type QueueOptions } from './types.ts';

export interface QueueFacts {
  name: JobName;
  /** Waiting to run: created or scheduled for retry. */
  queued: number;
  active: number;
}

export interface JobSystem extends JobQueue {
  /** Starts polling workers for every job in this process. */
  startWorkers(registry: JobRegistry): Promise<void>;
  /** Runs every job that is due right now, in this call; returns how many ran (tests, scripts). */
  drain(registry: JobRegistry): Promise<number>;
  facts(): Promise<{ schemaVersion: number; workers: boolean; queues: QueueFacts[] }>;
  /** Waits up to `timeoutMs` (10 s) for running handlers; jobs still running then stay active and expire. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobSystemOptions {
  sql: SqlExecutor;
  log: Logger;
  /** Run pg-boss maintenance (expiry, archiving) from this process; it coordinates across processes itself. */
  supervise?: boolean;
  /**
   * Tests only: shorter queue options and maintenance interval, so that a job left active by a stopped
   * process expires and is retried within seconds instead of minutes.
   */
  tuning?: { queueOptions?: (name: JobName) => QueueOptions; maintenanceIntervalSeconds?: number };
}

const WORKER_POLL_SECONDS = 2;

/** pg-boss on our own database connection (PGlite through the serialising executor, or the pg pool). */
export async function startJobSystem({ sql, log, supervise = true, tuning = {} }: JobSystemOptions): Promise<JobSystem> {
  const maintenance = tuning.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds } : {};
  const boss = new PgBoss({ db: sql as PgBoss.Db, schema: 'pgboss', migrate: true, supervise, schedule: false, ...maintenance });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const optionsOf = tuning.queueOptions ?? queueOptions;
  for (const name of jobNames) {
    // createQueue leaves an existing queue as it was: update it, so changed retry options reach old databases.
    await boss.createQueue(name, { name, ...optionsOf(name) });
    await boss.updateQueue(name, { name, ...optionsOf(name) });
  }

  const workerIds = new Map<JobName, string>();

  async function runOne(registry: JobRegistry, name: JobName, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const jobLog = log.child({ job: name, jobId: job.id });
    const lastAttempt = job.retryCount >= job.retryLimit;
    const result = await registry.run(name, job.data, { jobId: job.id, log: jobLog, lastAttempt });
    if (result === 'failed') jobLog.warn('job finished as failed (not retried)');
    else jobLog.debug({ result }, 'job finished');
  }

  return {
    async queue(item) {
      const singletonKey = singletonKeyOf(item);
      const id = await boss.send(item.name, item.data, singletonKey ? { singletonKey } : {});
      // A stately queue refuses a second waiting job for the same key: the one already waiting does the work.
      if (!id && singletonKey) return `singleton:${singletonKey}`;
      if (!id) throw new Error(`job "${item.name}" was not queued`);
      // Wake the in-process worker instead of waiting for its next poll: mails go out at once.
      const workerId = workerIds.get(item.name);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },

    async startWorkers(registry) {
      for (const name of jobNames) {
        const id = await boss.work<unknown>(name, { batchSize: 1, pollingIntervalSeconds: WORKER_POLL_SECONDS, includeMetadata: true }, async (jobs) => {
          for (const job of jobs) await runOne(registry, name, job);
        });
        workerIds.set(name, id);
      }
    },

    async drain(registry) {
      let count = 0;
      for (const name of jobNames) {
        for (;;) {
          const jobs = await boss.fetch<unknown>(name, { batchSize: 10, includeMetadata: true });
          if (jobs.length === 0) break;
          for (const job of jobs) {
            try {
              await runOne(registry, name, job);
              await boss.complete(name, job.id);
            } catch (error) {
              await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
            count += 1;
          }
        }
      }
      return count;
    },

    async facts() {
      const queues: QueueFacts[] = [];
      for (const name of jobNames) {
        const queued = await boss.getQueueSize(name);
        const notDone = await boss.getQueueSize(name, { before: 'completed' });
        queues.push({ name, queued, active: notDone - queued });
      }
      return { schemaVersion: Number(await boss.schemaVersion()), workers: workerIds.size > 0, queues };
    },

    async stop(options = {}) {
      // Waits for running handlers, then stops polling and maintenance before the database closes.
      await boss.stop({ graceful: true, wait: true, timeout: options.timeoutMs ?? 10_000 });
    },
  };
}
