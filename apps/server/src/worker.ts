import { loadConfigOrExit } from '@/config.ts';
import { startWorkerEndpoints, type WorkerEndpoints } from '@/modules/health/worker-endpoints.ts';
import { openPostgres } from '@/platform/db/postgres.ts';
import { createLogger } from '@/platform/logger.ts';
import { startRuntime, type Runtime } from '@/runtime.ts';
import { startMosaicWatch } from '@/modules/mosaic/mosaic-watch.ts';

/** Worker-only entry for scale-out: runs job handlers against PostgreSQL; serves no API, only its health and metrics on WORKER_PORT. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config);
  if (!config.databaseUrl) {
    log.fatal(
      'The worker needs DATABASE_URL: the embedded database (PGlite) belongs to the one server process that ' +
        'locked DATA_DIR and cannot be shared. Without DATABASE_URL the server runs the workers itself (WORKERS=true).',
    );
    log.flush();
    process.exit(1);
  }

  let runtime: Runtime | undefined;
  let endpoints: WorkerEndpoints | undefined;
  let stopping = false;
  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'worker shutting down');
    await endpoints?.close().catch((error: unknown) => log.error({ err: error }, 'error closing the health endpoints'));
    await runtime?.close().catch((error: unknown) => log.error({ err: error }, 'error during shutdown'));
    log.flush();
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    const database = await openPostgres(config.databaseUrl, { log: log.child({ component: 'database' }) });
    // Migrating here too is safe (advisory lock) and lets workers start before any server.
    runtime = await startRuntime({ config, log, database, migrate: true });
    await runtime.jobs.startWorkers(runtime.registry);
    // Queues the walls' syncs on picture and settings changes (its subscriptions end with the bus).
    await startMosaicWatch({ db: runtime.database.db, bus: runtime.bus, jobs: runtime.jobs, log: log.child({ module: 'mosaic' }) });
    if (config.workerPort) endpoints = await startWorkerEndpoints(runtime, config.workerPort);
    log.info('Boothwerk worker running: processing jobs from PostgreSQL');
  } catch (error) {
    log.fatal({ err: error }, error instanceof Error ? error.message : 'worker start failed');
    await stop('start failed', 1);
  }
}

void main();
