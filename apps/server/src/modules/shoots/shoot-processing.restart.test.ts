import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobCatalog } from '@/job-catalog.ts';
import { createJobHandlers } from '@/jobs.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { startJobSystem, type JobSystem } from '@/platform/jobs/boss.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { eventWith, insertShoot, quickJobs, shootRow, solidJpeg, waitForProcessed } from './shoot-processing.test-support.ts';

let t: TestApp;
const started: JobSystem<typeof jobCatalog>[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  for (const system of started) await system.stop({ timeoutMs: 100 }).catch(() => undefined);
  await t.close();
});


it('a process that dies during processing holds nothing back: its job is retried once its lease lapses, and other shoots go on meanwhile', { timeout: 60_000 }, async () => {
  const event = await eventWith(t, 'restart@example.com');
  const jpeg = await solidJpeg(48, 64, [200, 20, 20]);
  const shootId = await insertShoot(t, event, 'photo', [{ data: jpeg, mimetype: 'image/jpeg' }]);
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
  const first = await startJobSystem({ catalog: jobCatalog, sql: database.sql, log: t.runtime.log, supervise: false, ...quickJobs });
  started.push(first);
  await first.startWorkers(createJobHandlers({ db: database.db, mailer, files: hangingFiles, media, tmpDir: t.config.tmpDir, bus: t.runtime.bus, billing: t.runtime.billing }));
  await first.queue({ name: 'shoot_process', data: { shootId, eventId: event.id } });
  await running;
  // "Killed": it stops renewing its lease and never completes the job.
  await first.stop({ timeoutMs: 100 });
  expect((await shootRow(t, shootId)).status).toBe('processing');

  const second = await startJobSystem({ catalog: jobCatalog, sql: database.sql, log: t.runtime.log, ...quickJobs });
  started.push(second);
  await second.startWorkers(t.runtime.registry);
  // The boot sweep queues the dead shoot again while its old job is still active, and a guest uploads
  // another picture: neither waits for the dead job (a stately queue refused every fetch here).
  await second.queue({ name: 'shoot_process', data: { shootId } });
  const otherId = await insertShoot(t, event, 'photo', [{ data: jpeg, mimetype: 'image/jpeg' }]);
  await second.queue({ name: 'shoot_process', data: { shootId: otherId, eventId: event.id } });
  expect(await waitForProcessed(t, otherId, 5000)).toBe('ready');
  expect(await waitForProcessed(t, shootId, 20_000)).toBe('ready');
  release(new Error('the first process is gone'));
  expect((await shootRow(t, shootId)).renditions.main?.mimetype).toBe('image/jpeg');
});

it('the only process on an embedded database retries every job it finds active at start, without waiting for a lease to lapse', { timeout: 30_000 }, async () => {
  for (const system of started.splice(0)) await system.stop({ timeoutMs: 100 });
  const event = await eventWith(t, 'sole@example.com');
  const shootId = await insertShoot(t, event, 'photo', [{ data: await solidJpeg(48, 64, [20, 200, 20]), mimetype: 'image/jpeg' }]);
  const { database } = t.runtime;
  const dead = await startJobSystem({ catalog: jobCatalog, sql: database.sql, log: t.runtime.log, supervise: false, ...quickJobs });
  started.push(dead);
  await dead.queue({ name: 'shoot_process', data: { shootId, eventId: event.id } });
  // Fetched (active) and then the process is gone before it leased or finished it.
  await database.sql.executeSql("update pgboss.job set state = 'active', started_on = now() where name = 'shoot_process' and singleton_key = $1", [shootId]);
  await dead.stop({ timeoutMs: 100 });

  const restarted = await startJobSystem({ catalog: jobCatalog, sql: database.sql, log: t.runtime.log, soleProcess: true, ...quickJobs, timings: { ...quickJobs.timings, leaseStaleMs: 600_000 } });
  started.push(restarted);
  await restarted.startWorkers(t.runtime.registry);
  expect(await waitForProcessed(t, shootId, 8000)).toBe('ready');
});
