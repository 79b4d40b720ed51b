import type { Database } from '@/platform/db/database.ts';
import type { JobSystem } from '@/platform/jobs/boss.ts';
import type { Logger } from '@/platform/logger.ts';
import type { Health } from './health.schema.ts';

/** A hung database must turn the check red, not hang the load balancer's probe. */
const CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface HealthService {
  check(): Promise<Health>;
}

/** Queries the database and the queue for real; failures are logged, the answer only says which part failed. */
export function createHealthService(deps: { database: Pick<Database, 'driver' | 'ping'>; jobs: Pick<JobSystem, 'facts'>; log: Logger }): HealthService {
  return {
    async check() {
      const started = performance.now();
      const database = await withTimeout(deps.database.ping(), 'database').then(
        () => true,
        (error: unknown) => {
          deps.log.error({ err: error }, 'health: database check failed');
          return false;
        },
      );
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      const jobs = await withTimeout(deps.jobs.facts(), 'job queue').then(
        (facts) => ({ ok: true, ...facts }),
        (error: unknown) => {
          deps.log.error({ err: error }, 'health: job queue check failed');
          return { ok: false };
        },
      );
      return {
        status: database && jobs.ok ? 'ok' : 'degraded',
        database: { ok: database, driver: deps.database.driver, latencyMs },
        jobs,
      };
    },
  };
}
