import pg from 'pg';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '@/platform/db/database.ts';
import type { JobSystem } from '@/platform/jobs/boss.ts';
import type { Logger } from '@/platform/logger.ts';
import { collectProcessMetrics, processRegistry } from './registry.ts';

/** A scrape must answer even while the database hangs: the queue gauges are then left out of it. */
const QUERY_TIMEOUT_MS = 2000;

export interface RuntimeMetricsSources {
  database: Pick<Database, 'db'>;
  jobs: Pick<JobSystem, 'facts'>;
  /** Server-Sent Event streams open in this process (live gallery, dynamic gallery, moderation, mosaic walls); absent in a worker. */
  liveStreams?: () => number;
  log: Logger;
}

export interface Metrics {
  readonly contentType: string;
  /** Everything this process knows, in the Prometheus text format. */
  scrape(): Promise<string>;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The node-postgres pool behind Drizzle (PostgreSQL); PGlite has no pool. */
function poolOf(database: Pick<Database, 'db'>): pg.Pool | undefined {
  const client = (database.db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * The gauges that read one runtime's state (its queue, its database pool, its live hub), in a
 * registry of their own so that a process may build several (tests do) without clashing names, merged
 * with the process-wide instruments at scrape time.
 */
export function createMetrics(sources: RuntimeMetricsSources): Metrics {
  collectProcessMetrics();
  const registry = new Registry();
  const registers = [registry];

  // One query per scrape feeds the three queue gauges (scrape() forgets it before each).
  let facts: ReturnType<JobSystem['facts']> | undefined;
  const queueFacts = () => (facts ??= within(sources.jobs.facts(), QUERY_TIMEOUT_MS));
  const queueGauge = (name: string, help: string, read: (queue: Awaited<ReturnType<JobSystem['facts']>>['queues'][number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        this.reset();
        try {
          for (const queue of (await queueFacts()).queues) this.set({ queue: queue.name }, read(queue));
        } catch (error) {
          sources.log.warn({ err: error }, 'metrics: the job queue could not be read');
        }
      },
    });
  queueGauge('boothwerk_jobs_waiting', 'Jobs waiting to run (created or waiting for a retry), by queue', (queue) => queue.queued);
  queueGauge('boothwerk_jobs_active', 'Jobs running now in any process, by queue', (queue) => queue.active);
  queueGauge('boothwerk_jobs_oldest_waiting_seconds', 'How long the oldest job that is due has waited to start, by queue (0 when none waits)', (queue) => queue.oldestWaitingSeconds);

  const pool = poolOf(sources.database);
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge('boothwerk_db_pool_connections', 'PostgreSQL connections this process holds open (busy and idle)', () => pool.totalCount);
    poolGauge('boothwerk_db_pool_idle_connections', 'PostgreSQL connections open and idle', () => pool.idleCount);
    poolGauge('boothwerk_db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL connection', () => pool.waitingCount);
  }

  const { liveStreams } = sources;
  if (liveStreams) {
    new Gauge({
      name: 'boothwerk_live_streams',
      help: 'Server-Sent Event streams open in this process (galleries, dynamic galleries, moderation, mosaic walls)',
      registers,
      collect() {
        this.set(liveStreams());
      },
    });
  }

  const merged = Registry.merge([processRegistry, registry]);
  return {
    contentType: merged.contentType,
    scrape() {
      facts = undefined;
      return merged.metrics();
    },
  };
}
