import type { Config } from '@/config.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Database } from '@/platform/db/database.ts';
import { storageSpace } from '@/platform/files/storage-space.ts';
import type { JobSystem } from '@/platform/jobs/boss.ts';
import type { Logger } from '@/platform/logger.ts';
import { fileStoreProbe, type FileStoreProbe } from './file-store-probe.ts';
import type { Health, Readiness, ReadinessPart } from './health.schema.ts';

/** A hung part must turn the check red, not hang the monitor's request. */
const CHECK_TIMEOUT_MS = 3000;
/** Load balancers probe readiness every few seconds and give up after a few more: answer well before. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, what: string, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface DiskFacts {
  freeBytes: number;
  totalBytes: number;
  low: boolean;
}

export interface HealthDeps {
  database: Pick<Database, 'driver' | 'ping'>;
  jobs: Pick<JobSystem, 'facts'>;
  /** Checked when it is Redis: the in-process bus cannot be away. */
  bus: Pick<MessageBus, 'kind' | 'ping'>;
  files: FileStoreProbe;
  disk: () => Promise<DiskFacts>;
  log: Logger;
  /** Tests: how long readiness waits for a part (READY_TIMEOUT_MS). */
  readyTimeoutMs?: number;
}

export interface HealthService {
  /** Every part, with details, for people and monitoring (`/api/health`). */
  check(): Promise<Health>;
  /** Whether this process can serve requests now (`/api/health/ready`): the parts every request may need. */
  ready(): Promise<Readiness>;
}

/** Queries every part for real; failures are logged, the answers only say which part failed. */
export function createHealthService(deps: HealthDeps): HealthService {
  const { log } = deps;
  const redis = deps.bus.kind === 'redis';
  const probes: Record<ReadinessPart, (() => Promise<void>) | undefined> = {
    database: () => deps.database.ping(),
    redis: redis ? () => deps.bus.ping() : undefined,
    files: () => deps.files.check(),
  };
  /** True when the part answered in time; a failure is logged with `level` (health logs each, readiness each change). */
  const answers = (part: ReadinessPart, ms: number, onError: (error: unknown) => void) => {
    const probe = probes[part];
    if (!probe) return Promise.resolve(true);
    return withTimeout(probe(), part, ms).then(
      () => true,
      (error: unknown) => {
        onError(error);
        return false;
      },
    );
  };
  let lastFailing = '';

  return {
    async check() {
      const logFailure = (part: string) => (error: unknown) => log.error({ err: error }, `health: ${part} check failed`);
      const started = performance.now();
      const timedDatabase = answers('database', CHECK_TIMEOUT_MS, logFailure('database')).then((ok) => ({ ok, latencyMs: Math.round((performance.now() - started) * 10) / 10 }));
      const [database, jobs, redisOk, files, disk] = await Promise.all([
        timedDatabase,
        withTimeout(deps.jobs.facts(), 'job queue', CHECK_TIMEOUT_MS).then(
          ({ schemaVersion, workers, queues }) => ({ ok: true, schemaVersion, workers, queues }),
          (error: unknown) => {
            logFailure('job queue')(error);
            return { ok: false };
          },
        ),
        answers('redis', CHECK_TIMEOUT_MS, logFailure('redis')),
        answers('files', CHECK_TIMEOUT_MS, logFailure('file store')),
        withTimeout(deps.disk(), 'disk', CHECK_TIMEOUT_MS).then(
          (facts) => ({ ok: true, ...facts }),
          (error: unknown) => {
            logFailure('disk space')(error);
            return { ok: false, low: false };
          },
        ),
      ]);
      const healthy = database.ok && jobs.ok && redisOk && files && disk.ok && !disk.low;
      return {
        status: healthy ? 'ok' : 'degraded',
        database: { ...database, driver: deps.database.driver },
        jobs,
        ...(redis ? { redis: { ok: redisOk } } : {}),
        files: { ok: files, kind: deps.files.kind },
        disk,
      };
    },

    async ready() {
      const errors = new Map<ReadinessPart, unknown>();
      const parts = Object.keys(probes) as ReadinessPart[];
      const timeoutMs = deps.readyTimeoutMs ?? READY_TIMEOUT_MS;
      const results = await Promise.all(parts.map((part) => answers(part, timeoutMs, (error) => errors.set(part, error))));
      const failing = parts.filter((_, index) => !results[index]);
      // Probes come every few seconds: log when the answer changes, not each time.
      const key = failing.join(',');
      if (key !== lastFailing) {
        if (failing.length > 0) log.warn({ failing, errors: Object.fromEntries([...errors].map(([part, error]) => [part, String(error)])) }, 'not ready: some parts do not answer');
        else log.info('ready again: every part answers');
        lastFailing = key;
      }
      return { status: failing.length === 0 ? 'ready' : 'unavailable', failing };
    },
  };
}

/** The health of a server or worker process, with the probes its configuration calls for. */
export function healthFromConfig(deps: {
  config: Pick<Config, 's3' | 'dataDir' | 'tmpDir' | 'storageLowBytes'>;
  database: HealthDeps['database'];
  jobs: HealthDeps['jobs'];
  bus: HealthDeps['bus'];
  log: Logger;
}): HealthService {
  const { config } = deps;
  return createHealthService({ ...deps, files: fileStoreProbe(config), disk: () => storageSpace(config) });
}
