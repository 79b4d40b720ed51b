import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { jobCatalog } from '@/job-catalog.ts';
import { createJobHandlers } from '@/jobs.ts';
import { startJobSystem, type JobSystem } from '@/platform/jobs/boss.ts';
import type { ImageOpsImageOptions } from '@/platform/media/image-ops-raw.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { signedInCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { editsField, kioskEvent, layerPart, layerPng, maskPart, maskPng } from './shoot-edits.test-support.ts';
import { BLUE, GREEN, near, pixel, quickJobs, shootRow, solidJpeg, stored, waitForProcessed } from './shoot-processing.test-support.ts';
import { fields, file, postShoot, startSession } from './shoots.test-support.ts';

/*
 * A kiosk picture with review edits (an edit layer and the person mask for the halo) whose processing
 * dies half-way, after the job has loaded the edits and begun on the frame: the restarted process
 * makes the rendition once, with the edits and the halo, as if nothing had happened.
 */

let t: TestApp;
const started: JobSystem<typeof jobCatalog>[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  for (const system of started) await system.stop({ timeoutMs: 100 }).catch(() => undefined);
  await t.close();
});


/** The halo's colour: the settings' default, red. */
const HALO: [number, number, number] = [255, 0, 0];

it('a kiosk picture with an edit layer and a person mask, its processing killed half-way, is made once after the restart, with its edits and halo', { timeout: 60_000 }, async () => {
  const ada = await signedInCustomer(t, 'kiosk-restart@example.com');
  const kiosk = await kioskEvent(t, ada, {
    dimension: '3:4',
    shutter: { photo: { enabled: true }, imageProcessing: { enabled: true, halo: { enabled: true } } },
    screens: { review: { drawEnabled: true } },
  });
  const token = await startSession(t, kiosk.slug);
  const id = randomUUID();
  // The person: x 20–39, y 20–59 of the 60 × 80 picture; the guest drew a blue square bottom left.
  const upload = await postShoot(t, kiosk.slug, token, [
    ...fields({ id, kind: 'photo' }),
    editsField({ layer: true, personMask: true }),
    file(await solidJpeg(60, 80, GREEN)),
    layerPart(await layerPng(60, 80, BLUE, { x: 0, y: 70, width: 10, height: 10 })),
    maskPart(await maskPng(30, 40, { x: 10, y: 10, width: 10, height: 20 })),
  ]);
  expect(upload.statusCode, upload.body).toBe(201);

  const { database, mailer, files, media } = t.runtime;
  const puts = vi.spyOn(files, 'put');
  const overlayedPuts = () => puts.mock.calls.filter(([key]) => key.endsWith(`/${id}/overlayed.jpg`)).length;

  // The first process hangs in the middle of the job: the frame fetched, the original stored, the
  // edits loaded, the frame's processing begun (as if it died there).
  let entered!: (options: ImageOpsImageOptions | undefined) => void;
  const running = new Promise<ImageOpsImageOptions | undefined>((resolve) => (entered = resolve));
  let release!: (error: Error) => void;
  const hung = new Promise<never>((_, reject) => (release = reject));
  hung.catch(() => undefined);
  const hanging: MediaGateway = Object.create(media);
  hanging.processPicture = (_picture, _values, options) => {
    entered(options);
    return hung;
  };
  const first = await startJobSystem({ catalog: jobCatalog, sql: database.sql, log: t.runtime.log, supervise: false, ...quickJobs });
  started.push(first);
  // The upload queued the job; the first process takes it.
  await first.startWorkers(createJobHandlers({ db: database.db, mailer, files, media: hanging, tmpDir: t.config.tmpDir, bus: t.runtime.bus, billing: t.runtime.billing }));
  const loaded = await running;
  expect(loaded?.mask).toBeInstanceOf(Buffer);
  expect(loaded?.halo).toMatchObject({ enabled: true });
  // "Killed": it stops renewing its lease and never completes the job.
  await first.stop({ timeoutMs: 100 });
  expect((await shootRow(t, id)).status).toBe('processing');
  expect(overlayedPuts()).toBe(0);

  // The restarted process (the only one on this embedded database) retries the dead job at once, and
  // its boot sweep queues the shoot still processing again.
  const processed = vi.spyOn(media, 'processPicture');
  const restarted = await startJobSystem({ catalog: jobCatalog, sql: database.sql, log: t.runtime.log, soleProcess: true, ...quickJobs });
  started.push(restarted);
  await restarted.startWorkers(t.runtime.registry);
  await restarted.queue({ name: 'shoot_process', data: { shootId: id, eventId: kiosk.id } });
  expect(await waitForProcessed(t, id, 20_000)).toBe('ready');

  // The dead process's work ends now; it must change nothing.
  release(new Error('the first process is gone'));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const row = await shootRow(t, id);
  expect(row.status).toBe('ready');
  expect(overlayedPuts()).toBe(1);
  expect(processed.mock.calls.filter(([, , options]) => options?.mask)).toHaveLength(1);

  const picture = await stored(t, row.renditions.main);
  expect(row.renditions.main).toEqual(row.renditions.overlayed);
  // The halo beside the person, the person and the far corner as taken, the guest's square on top.
  expect(near(await pixel(picture, 17, 40), HALO, 30)).toBe(true);
  expect(near(await pixel(picture, 30, 40), GREEN, 12)).toBe(true);
  expect(near(await pixel(picture, 55, 5), GREEN, 12)).toBe(true);
  expect(near(await pixel(picture, 5, 75), BLUE, 12)).toBe(true);
  expect(near(await pixel(await stored(t, row.renditions.original), 17, 40), GREEN, 12)).toBe(true);
});
