import { buildApp } from '@/app.ts';
import { serveSnapshotRequests } from '@/cli/backup/snapshot-requests.ts';
import { loadConfigOrExit, type Config } from '@/config.ts';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount, ensureDemoPictures } from '@/modules/customers/demo-account.ts';
import { demoPictureServices } from '@/modules/customers/demo-pictures.ts';
import { seedAiFilterLibraryAtStart } from '@/modules/ai-filters/ai-filter-seed.ts';
import { ensureStarterLibrary, type StarterLibraryDeps } from '@/modules/templates/starter-library.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '@/platform/db/data-dir-lock.ts';
import { openDatabase } from '@/platform/db/open.ts';
import { createLogger, type Logger } from '@/platform/logger.ts';
import { startRuntime, type Runtime } from '@/runtime.ts';
import type { App } from '@/app.ts';
import { startMosaicWatch } from '@/modules/mosaic/mosaic-watch.ts';

/** Process entry: config → lock → database → migrations → app → listen → workers. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config);

  let lock: DataDirLock | undefined;
  let runtime: Runtime | undefined;
  let app: App | undefined;
  let stopSnapshots: (() => Promise<void>) | undefined;
  let stopping: Promise<void> | undefined;

  const stop = (reason: string, exitCode = 0): Promise<void> => {
    stopping ??= (async () => {
      log.info({ reason }, 'shutting down');
      try {
        await app?.close();
        await stopSnapshots?.();
        await runtime?.close();
      } catch (error) {
        log.error({ err: error }, 'error during shutdown');
        exitCode = 1;
      } finally {
        await lock?.release().catch(() => undefined);
      }
      log.info('stopped');
      log.flush();
      process.exit(exitCode);
    })();
    return stopping;
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    if (!config.databaseUrl) {
      // PGlite cannot be shared: losing the lock means another process may now write the same files.
      lock = await lockDataDir(config.dataDir, (error) => {
        log.fatal({ err: error }, `lost the lock on ${config.dataDir}`);
        void stop('data directory lock compromised', 1);
      });
    }
    const database = await openDatabase({ ...config, log: log.child({ component: 'database' }) });
    runtime = await startRuntime({ config, log, database, migrate: true });
    // `npm run backup` asks this process for a snapshot of the embedded database it alone may open.
    if (lock) stopSnapshots = await serveSnapshotRequests({ dataDir: config.dataDir, database, log: log.child({ module: 'backup' }) });
    app = await buildApp({ config, database, jobs: runtime.jobs, files: runtime.files, media: runtime.media, bus: runtime.bus, log });
    await app.listen({ port: config.port, host: config.host });
    if (config.workers) {
      await runtime.jobs.startWorkers(runtime.registry);
      // Queues the walls' syncs on picture and settings changes (its subscriptions end with the bus).
      await startMosaicWatch({ db: runtime.database.db, bus: runtime.bus, jobs: runtime.jobs, log: log.child({ module: 'mosaic' }) });
      log.info('job workers running in this process');
    }
    announce(config, log);
    // After listening: the server answers at once; the templates calls wait for this same run.
    const started = runtime;
    void prepareContent(config, log, started).catch((error: unknown) => {
      if (!stopping) log.error({ err: error }, 'starter library or demo account could not be prepared; the next template call tries again');
    });
  } catch (error) {
    // A second server on the same directory is an expected mistake: one clear line, no stack trace.
    if (error instanceof DataDirLockedError) log.fatal(error.message);
    else log.fatal({ err: error }, error instanceof Error ? error.message : 'start failed');
    await stop('start failed', 1);
  }
}

function announce(config: Config, log: Logger): void {
  const storage = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  const demo = config.demoAccount ? ` — demo login ${DEMO_EMAIL} / ${DEMO_PASSWORD}, demo admin ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}` : '';
  log.info(`Boothwerk is running at ${config.publicUrl}${demo} (${storage})`);
}

/**
 * The starter library, then the demo account with its campaign and sample pictures. Each step is
 * idempotent and safe when two processes run it at once (PostgreSQL), so every start runs them all.
 */
async function prepareContent(config: Config, log: Logger, runtime: Runtime): Promise<void> {
  const library = { files: runtime.files, media: runtime.media, log: log.child({ module: 'templates' }) };
  const starter = await ensureStarterLibrary({ ...library, db: runtime.database.db });
  log.info({ stored: starter.stored, ms: starter.ms }, 'starter designs ready');
  // The public AI filter library: one filter per local effect, with thumbnails (idempotent, logs its own
  // failure). Beside the demo account, which need not wait for the effects to render.
  const aiLibrary = seedAiFilterLibraryAtStart({ config, db: runtime.database.db, files: runtime.files, media: runtime.media, log });
  if (config.demoAccount) await prepareDemo(config, log, runtime, library);
  await aiLibrary;
}

async function prepareDemo(config: Config, log: Logger, runtime: Runtime, library: Omit<StarterLibraryDeps, 'db'>): Promise<void> {
  if (await ensureDemoAccount(runtime.database.db, library)) log.info({ email: DEMO_EMAIL }, 'demo account created');
  // Scripts (the end-to-end tests) wait for this line before they sign in as the demo organiser.
  log.info('demo account ready');
  if (!config.demoSamplePictures) return;
  const pictures = demoPictureServices({
    db: runtime.database.db,
    files: runtime.files,
    media: runtime.media,
    jobs: runtime.jobs,
    bus: runtime.bus,
    log: log.child({ module: 'demo' }),
    tmpDir: config.tmpDir,
    publicUrl: config.publicUrl,
  });
  const added = await ensureDemoPictures(pictures);
  if (added > 0) log.info({ pictures: added }, 'demo campaign: sample pictures ready');
}

void main();
