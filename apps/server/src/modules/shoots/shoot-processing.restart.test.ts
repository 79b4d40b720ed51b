import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJobHandlers } from '@/jobs.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { startJobSystem, type JobSystem } from '@/platform/jobs/boss.ts';
import { queueOptions, type JobName } from '@/platform/jobs/types.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { eventWith, insertShoot, shootRow, solidJpeg } from './shoot-processing.test-support.ts';

let t: TestApp;
const started: JobSystem[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  for (const system of started) await system.stop({ timeoutMs: 100 }).catch(() => undefined);
  await t.close();
});

// Seconds instead of minutes: a job left active by a dead process expires after 2 s and is retried 1 s later.
const quick = { maintenanceIntervalSeconds: 1, queueOptions: (name: JobName) => ({ ...queueOptions(name), expireInSeconds: 2, retryDelay: 1, retryBackoff: false }) };

it('a restart during processing loses nothing: the job expires and another process finishes the shoot', { timeout: 60_000 }, async () => {
  const event = await eventWith(t, 'restart@example.com');
  const shootId = await insertShoot(t, event, 'photo', [{ data: await solidJpeg(48, 64, [200, 20, 20]), mimetype: 'image/jpeg' }]);
  const { database, mailer, media } = t.runtime;

  // The first process hangs while reading the upload, as if it died in the middle of the job.
  let entered!: () => void;
  const running = new Promise<void>((resolve) => (entered = resolve));
  let release!: (error: Error) => void;
  const hung = new Promise<never>((_, reject) => (release = reject));
  hung.catch(() => undefined);
  const hangingFiles: FileStore = {
    ...t.runtime.files,
    head: t.runtime.files.head.bind(t.runtime.files),
    get: () => {
      entered();
      return hung;
    },
  };
  const first = await startJobSystem({ sql: database.sql, log: t.runtime.log, supervise: false, tuning: quick });
  started.push(first);
  await first.startWorkers(createJobHandlers({ db: database.db, mailer, files: hangingFiles, media, tmpDir: t.config.tmpDir }));
  await first.queue({ name: 'shoot_process', data: { shootId } });
  await running;
  await first.stop({ timeoutMs: 100 });
  expect((await shootRow(t, shootId)).status).toBe('processing');

  const second = await startJobSystem({ sql: database.sql, log: t.runtime.log, tuning: quick });
  started.push(second);
  await second.startWorkers(t.runtime.registry);
  let row = await shootRow(t, shootId);
  for (let waited = 0; row.status === 'processing' && waited < 40_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    row = await shootRow(t, shootId);
  }
  release(new Error('the first process is gone'));

  expect(row.status).toBe('ready');
  expect(row.renditions.main?.mimetype).toBe('image/jpeg');
});
