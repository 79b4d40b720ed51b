import type { Config } from '@/config.ts';
import { createJobHandlers } from '@/jobs.ts';
import type { Database } from '@/platform/db/database.ts';
import { closeFileStore, fileStoreFromConfig } from '@/platform/files/configured-file-store.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { startJobSystem, type JobSystem } from '@/platform/jobs/boss.ts';
import type { JobRegistry } from '@/platform/jobs/registry.ts';
import { createMailer } from '@/platform/mail/create-mailer.ts';
import type { Mailer } from '@/platform/mail/mailer.ts';
import type { Logger } from '@/platform/logger.ts';
import { mediaFromConfig } from '@/platform/media/configured-media.ts';
import { pruneStaleSpoolFolders } from '@/platform/uploads/spool.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';

/** The started platform around one open database: migrated schema, job queue, mailer, files, media, job handlers. */
export interface Runtime {
  config: Config;
  log: Logger;
  database: Database;
  jobs: JobSystem;
  mailer: Mailer;
  files: FileStore;
  media: MediaGateway;
  registry: JobRegistry;
  /** Stops the queue (waiting for running jobs), then closes the mailer and the database. */
  close(): Promise<void>;
}

export async function startRuntime(options: { config: Config; log: Logger; database: Database; migrate: boolean }): Promise<Runtime> {
  const { config, log, database } = options;
  if (options.migrate) {
    await database.migrate();
    log.info({ driver: database.driver }, 'database migrations applied');
  }
  // Uploads interrupted by a crash leave spool folders; an hour is far longer than any upload takes.
  const pruned = await pruneStaleSpoolFolders(config.tmpDir, 3600_000);
  if (pruned > 0) log.info({ pruned, dir: config.tmpDir }, 'removed upload spool folders left by an earlier crash');
  const mailer = createMailer(config, log);
  const files = fileStoreFromConfig(config);
  const { media, binaries } = mediaFromConfig(config);
  log.info({ files: files.kind, ffmpeg: binaries?.ffmpeg ?? 'none found', ffprobe: binaries?.ffprobe ?? 'none' }, 'file store and media ready');
  // Built before the queue starts, so a job without a handler (or with two) stops the boot here.
  const registry = createJobHandlers({ db: database.db, mailer, files, media, tmpDir: config.tmpDir });
  const jobs = await startJobSystem({ sql: database.sql, log: log.child({ component: 'jobs' }) });
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
    async close() {
      if (closed) return;
      closed = true;
      await jobs.stop();
      mailer.close();
      closeFileStore(files);
      await database.close();
    },
  };
}

