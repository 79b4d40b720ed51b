import type { Config } from '@/config.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import { createBus } from '@/platform/bus/create-bus.ts';
import { jobCatalog, type JobCatalog } from '@/job-catalog.ts';
import { createJobHandlers } from '@/jobs.ts';
import { accountBillingStopFromConfig, type AccountBillingStop } from '@/modules/billing/account-billing-stop.ts';
import type { Database } from '@/platform/db/database.ts';
import { closeFileStore, fileStoreFromConfig } from '@/platform/files/configured-file-store.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { startJobSystem, type JobSystem, type JobSystemOptions } from '@/platform/jobs/boss.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import { countFileStoreFailures } from '@/platform/metrics/file-store-metrics.ts';
import type { JobRegistry } from '@/platform/jobs/registry.ts';
import { createMailer } from '@/platform/mail/create-mailer.ts';
import type { Mailer } from '@/platform/mail/mailer.ts';
import type { Logger } from '@/platform/logger.ts';
import { mediaFromConfig } from '@/platform/media/configured-media.ts';
import { createAiProviders } from '@/platform/ai/ai-providers.ts';
import { createPostcardProvider } from '@/platform/postcards/postcard-provider.ts';
import { clearTempDir } from '@/platform/uploads/spool.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';

/** The started platform around one open database: migrated schema, job queue, mailer, files, media, job handlers. */
export interface Runtime {
  config: Config;
  log: Logger;
  database: Database;
  jobs: JobSystem<JobCatalog>;
  mailer: Mailer;
  files: FileStore;
  media: MediaGateway;
  registry: JobRegistry<JobCatalog>;
  /** What account deletion uses to end an account's subscriptions at the payment provider (given to the job handlers). */
  billing: AccountBillingStop;
  /** Publish/subscribe between processes (live feeds, cache invalidation): Redis when REDIS_URL is set. */
  bus: MessageBus;
  /** Stops the queue (waiting for running jobs), then closes the bus, the mailer and the database. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  config: Config;
  log: Logger;
  database: Database;
  migrate: boolean;
  /** Tests: shorter job timings and queue options. */
  jobs?: Pick<JobSystemOptions<JobCatalog>, 'timings' | 'queueOptions'>;
  /** Tests: the job handlers' clock (the app's moved clock). */
  now?: () => Date;
}

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config, log, database } = options;
  if (options.migrate) {
    await database.migrate();
    log.info({ driver: database.driver }, 'database migrations applied');
  }
  // Uploads and jobs interrupted by a crash leave spool and work folders. The embedded mode is one
  // process (it holds the DATA_DIR lock), so all of them are leftovers; with PostgreSQL a worker may
  // share this DATA_DIR, and an hour is far longer than any upload or job takes.
  const embedded = !config.databaseUrl;
  const pruned = await clearTempDir(config.tmpDir, { olderThanMs: embedded ? 0 : 3600_000 });
  if (pruned > 0) log.info({ pruned, dir: config.tmpDir }, 'removed temporary files left by an earlier crash');
  const mailer = createMailer(config, log);
  const files = countFileStoreFailures(fileStoreFromConfig(config));
  const { media, binaries } = mediaFromConfig(config);
  log.info({ files: files.kind, ffmpeg: binaries?.ffmpeg ?? 'none found', ffprobe: binaries?.ffprobe ?? 'none' }, 'file store and media ready');
  // Before the job handlers: processing announces finished pictures to the live feeds.
  const bus = await createBus({ redisUrl: config.redisUrl, publicUrl: config.publicUrl }, log.child({ component: 'bus' }));
  // Built before the queue starts, so a job without a handler (or with two) stops the boot here.
  // Account deletion ends the account's subscriptions at the payment provider (this process may have no app).
  const billing = accountBillingStopFromConfig({ db: database.db, now: options.now ?? (() => new Date()), log, stripe: config.stripe });
  // Handlers queue through the job system started below; no job runs before it is there.
  const requeue: JobQueue = { queue: (item) => jobs.queue(item) };
  // Postal prints go to the configured postcard API, else the labelled local provider writes PDFs under DATA_DIR.
  const postcards = createPostcardProvider({ apiUrl: config.postcards.apiUrl, apiKey: config.postcards.apiKey, dataDir: config.dataDir });
  const print = { publicUrl: config.publicUrl, postcards, log: log.child({ module: 'printing' }) };
  // AI executions run on this process's providers (config.ai); their budget mails link to the public address.
  const aiProviders = createAiProviders(config.ai, { log });
  const registry = createJobHandlers({ db: database.db, mailer, files, media, tmpDir: config.tmpDir, bus, billing, now: options.now, jobs: requeue, print, aiProviders, publicUrl: config.publicUrl, log });
  // Embedded: no other process can run jobs on this database, so every active job found now is dead.
  const jobs = await startJobSystem({ catalog: jobCatalog, sql: database.sql, log: log.child({ component: 'jobs' }), concurrency: config.jobConcurrency, soleProcess: embedded, ...options.jobs });
  let closed = false;
  return {
    config,
    log,
    database,
    jobs,
    mailer,
    files,
    media,
    registry,
    billing,
    bus,
    async close() {
      if (closed) return;
      closed = true;
      await jobs.stop();
      // After the jobs: a job finishing during the stop still announces its picture.
      await bus.close();
      mailer.close();
      closeFileStore(files);
      await database.close();
    },
  };
}

