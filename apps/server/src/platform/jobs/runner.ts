import type PgBoss from 'pg-boss';
import type { Logger } from '@/platform/logger.ts';
import type { Leases } from './leases.ts';
import type { JobRegistry } from './registry.ts';
import type { JobCatalog, JobName } from './types.ts';

/**
 * A wake-up that is not lost: `wake()` before anyone waits makes the next `wait` return at once, so a
 * job queued between an empty fetch and the wait is not left for the next poll.
 */
class Wakeup {
  private pending = false;
  private resolve: (() => void) | undefined;

  wake(): void {
    if (this.resolve) this.resolve();
    else this.pending = true;
  }

  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.resolve = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.resolve = done;
    });
  }
}

export interface RunnerOptions<C extends JobCatalog> {
  boss: PgBoss;
  registry: JobRegistry<C>;
  leases: Leases;
  log: Logger;
  /** Jobs of one queue that run at once. */
  concurrency: number;
  /** How often an idle queue looks for jobs queued by other processes. */
  pollMs: number;
}

export interface Runner<C extends JobCatalog> {
  /** A job was queued by this process: fetch it now instead of at the next poll. */
  wake(name: JobName<C>): void;
  /** Jobs running right now in this process. */
  running(): number;
  /** Drops the leases of finished jobs and renews the others (every few seconds). */
  renewLeases(): Promise<void>;
  /** Stops fetching and waits up to `timeoutMs` for running handlers; what still runs keeps its lease until it lapses. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Our own worker loop on pg-boss's public API (fetch / complete / fail), instead of `boss.work`, which
 * fetches one batch and then sleeps out its polling interval even when more work waits. Per queue up
 * to `concurrency` jobs run at once; a slot that frees up fetches at once; an idle queue waits for a
 * wake-up from this process or a short poll.
 */
export function startRunner<C extends JobCatalog>(options: RunnerOptions<C>): Runner<C> {
  const { boss, registry, leases, log, concurrency, pollMs } = options;
  const names = Object.keys(registry.catalog) as JobName<C>[];
  const wakeups = new Map(names.map((name) => [name, new Wakeup()]));
  const running = new Set<Promise<void>>();
  const finished: string[] = [];
  /** Running job id → its queue: their leases are renewed (re-taken) every few seconds. */
  const active = new Map<string, JobName<C>>();
  let stopping = false;

  async function runOne(name: JobName<C>, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const jobLog = log.child({ job: name, jobId: job.id });
    const lastAttempt = job.retryCount >= job.retryLimit;
    try {
      const result = await registry.run(name, job.data, { jobId: job.id, log: jobLog, lastAttempt });
      await boss.complete(name, job.id, { result });
      if (result === 'failed') jobLog.warn('job finished as failed (not retried)');
      else jobLog.debug({ result }, 'job finished');
    } catch (error) {
      jobLog.warn({ err: error, lastAttempt }, lastAttempt ? 'job failed; no retries left' : 'job failed; it will be retried');
      await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }).catch((failError: unknown) => jobLog.error({ err: failError }, 'could not record the failure of a job'));
    } finally {
      // Released with the next renewal, not one query per job: a lease of a finished job harms nobody.
      active.delete(job.id);
      finished.push(job.id);
    }
  }

  async function loop(name: JobName<C>): Promise<void> {
    const wakeup = wakeups.get(name) as Wakeup;
    const mine = new Set<Promise<void>>();
    while (!stopping) {
      const free = concurrency - mine.size;
      if (free <= 0) {
        await Promise.race(mine);
        continue;
      }
      let jobs: PgBoss.JobWithMetadata<unknown>[] = [];
      try {
        jobs = await boss.fetch<unknown>(name, { batchSize: free, includeMetadata: true });
        if (jobs.length > 0) await leases.take(name, jobs.map((job) => job.id));
      } catch (error) {
        // Fetched jobs without a lease are found by the sweep once their start is older than the stale limit.
        log.error({ err: error, job: name }, 'could not fetch jobs');
      }
      if (jobs.length === 0) {
        await wakeup.wait(pollMs);
        continue;
      }
      for (const job of jobs) {
        active.set(job.id, name);
        const run: Promise<void> = runOne(name, job).finally(() => {
          mine.delete(run);
          running.delete(run);
        });
        mine.add(run);
        running.add(run);
      }
    }
  }

  async function renewLeases(): Promise<void> {
    const done = finished.splice(0);
    try {
      await leases.release(done);
    } catch (error) {
      finished.push(...done);
      throw error;
    }
    // Re-taking (upsert) rather than only updating also covers a lease whose first insert failed.
    const byQueue = new Map<JobName<C>, string[]>();
    for (const [id, name] of active) byQueue.set(name, [...(byQueue.get(name) ?? []), id]);
    for (const [name, ids] of byQueue) await leases.take(name, ids);
  }

  const loops = names.map((name) =>
    loop(name).catch((error: unknown) => log.fatal({ err: error, job: name }, 'job runner stopped unexpectedly')),
  );

  return {
    wake(name) {
      wakeups.get(name)?.wake();
    },
    running: () => running.size,
    renewLeases,
    async stop(timeoutMs) {
      stopping = true;
      for (const wakeup of wakeups.values()) wakeup.wake();
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      // Loops first: a fetch in flight when stop began may still start jobs, which are then waited for too.
      const settled = (async () => {
        await Promise.all(loops);
        await Promise.all([...running]);
      })();
      await Promise.race([settled, bound]);
      clearTimeout(timer);
      await renewLeases().catch((error: unknown) => log.warn({ err: error }, 'could not release job leases'));
      if (running.size > 0) log.warn({ running: running.size }, 'stopped while jobs were still running; they are retried once their lease lapses');
    },
  };
}
