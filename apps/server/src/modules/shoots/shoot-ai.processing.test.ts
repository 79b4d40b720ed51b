import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditEntries } from '@/modules/admin/admin.table.ts';
import { runAiExecution } from '@/modules/ai-filters/ai-execute.job.ts';
import { createAiExecutionsService } from '@/modules/ai-filters/ai-executions.service.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { createAiProviders } from '@/platform/ai/ai-providers.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { aiRetriesLeft, shootAiExecutionId } from './shoot-ai-attempts.ts';
import { aiBoothEvent, executionsOf, insertAiFilter, postAiShoot, setAiBudget, setCredits, settle, statusOf } from './shoot-ai.test-support.ts';
import { processShoot, type ShootProcessingDeps } from './shoot-processing.ts';
import { bandPng, insertAsset, near, pixel, RED, setShutter, shootRow, solidJpeg, stored, YELLOW } from './shoot-processing.test-support.ts';
import { startSession } from './shoots.test-support.ts';

const silent = pino({ level: 'silent' });

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let token: string;
let filterId: string;
let overlayId: string;
let photo: Buffer;

/** The processing job's dependencies with the real execution engine (runs of ai_execute stay queued until drained). */
function processingDeps(): ShootProcessingDeps {
  const { database, files, media, jobs, bus } = t.runtime;
  const providers = createAiProviders(t.config.ai, { log: silent });
  const ai = createAiExecutionsService({ db: database.db, files, media, jobs, providers, now: () => new Date(), log: silent, tmpDir: t.config.tmpDir, publicUrl: t.config.publicUrl });
  return { db: database.db, files, media, tmpDir: t.config.tmpDir, jobs, bus, ai, aiProviders: providers };
}

async function balanceOf(customerId: string): Promise<number | undefined> {
  const [row] = await t.runtime.database.db.select({ balance: customers.creditBalance }).from(customers).where(eq(customers.id, customerId));
  return row?.balance;
}

async function ledgerOf(customerId: string) {
  return t.runtime.database.db.select().from(creditEntries).where(eq(creditEntries.customerId, customerId));
}

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada-ai-processing@example.com');
  filterId = (await insertAiFilter(t, ada.id, { filterId: 'popart' })).id;
  overlayId = await insertAsset(t, ada.id, await bandPng(300, 400, YELLOW, 0, 0.25), 'image/png');
  event = await aiBoothEvent(t, ada, [filterId]);
  // The mode's overlay, as the editor would have chosen it.
  await setShutter(t, event.id, (shutter) => {
    shutter.aifilter.overlays = [overlayId];
  });
  token = await startSession(t, event.slug);
  photo = await solidJpeg(60, 80, RED);
});
afterAll(async () => {
  await t?.close();
});

describe('an AI-filter picture on the local provider', () => {
  it('is made from the camera photo: the effect with the overlay on top, the camera photo kept as the original', async () => {
    await setCredits(t, ada.id, 5);
    const id = randomUUID();
    // Wider than the narrowest display copy, so the result gets one.
    const large = await solidJpeg(600, 800, RED);
    expect((await postAiShoot(t, event.slug, token, large, { id, aiFilterId: filterId, overlayId })).statusCode).toBe(201);

    // Processing makes the camera picture, keeps it, and starts the filter on it; the picture waits for the effect.
    expect(await processShoot(processingDeps(), id, { log: silent })).toBe('success');
    const waiting = await shootRow(t, id);
    expect(waiting).toMatchObject({ status: 'processing', kind: 'AiFilter', ai: { state: 'pending', attempt: 0 } });
    expect(waiting.renditions.original?.path).toBe(`shoots/${event.id}/${id}/original.jpg`);
    const [execution] = await executionsOf(t, id);
    expect(execution).toMatchObject({ id: shootAiExecutionId(id, 0), purpose: 'shoot', eventId: event.id, status: 'queued', provider: 'local', isTest: false, credits: 1, inputKey: waiting.renditions.original?.path });
    expect(await balanceOf(ada.id)).toBe(4);
    const queued = await statusOf(t, event.slug, token, id);
    expect(queued).toMatchObject({ status: 'processing', src: null, ai: { state: 'queued', progress: 0, failure: null, retriesLeft: 2 } });
    expect(queued.ai?.originalSrc).toContain(`/api/files/shoots/${event.id}/${id}/original.jpg`);

    await settle(t);
    const row = await shootRow(t, id);
    expect(row).toMatchObject({ status: 'ready', kind: 'AiFilter', failureReason: null });
    expect(row.ai).toMatchObject({ state: 'succeeded', attempt: 0, failure: null, executionId: execution?.id, provider: 'local', credits: 1 });
    expect(row.ai?.pin).toMatchObject({ provider: 'local', model: expect.stringMatching(/^popart@/) });
    expect(row.processedAt).toBeInstanceOf(Date);

    const { main, original, overlayed, thumbnail, widths } = row.renditions;
    expect(main).toEqual(overlayed);
    expect(main?.path).toBe(`shoots/${event.id}/${id}/ai0-overlayed.jpg`);
    expect(thumbnail?.path).toBe(`shoots/${event.id}/${id}/ai0-thumbnail.webp`);
    expect(widths?.map((sized) => sized.file.path)).toEqual([`shoots/${event.id}/${id}/ai0-w480.webp`]);
    // The camera photo, untouched: the red of the capture everywhere.
    expect(original?.path).toBe(`shoots/${event.id}/${id}/original.jpg`);
    const camera = await stored(t, original);
    expect(near(await pixel(camera, 300, 400), RED)).toBe(true);
    // The result: the overlay's band on top, the effect below it (no longer the camera's red).
    const result = await stored(t, main);
    expect(await sharp(result).metadata()).toMatchObject({ width: 600, height: 800 });
    expect(near(await pixel(result, 300, 50), YELLOW)).toBe(true);
    expect(near(await pixel(result, 300, 600), RED, 10)).toBe(false);

    const done = await statusOf(t, event.slug, token, id);
    expect(done).toMatchObject({ status: 'ready', ai: { state: 'succeeded', progress: 1, failure: null } });
    expect(done.src).toContain('ai0-overlayed.jpg');
    expect(done.ai?.originalSrc).toContain('original.jpg');
  });

  it('shows a queued execution with the estimate from the filter\'s recent runs', async () => {
    const id = randomUUID();
    expect((await postAiShoot(t, event.slug, token, photo, { id, aiFilterId: filterId })).statusCode).toBe(201);
    await processShoot(processingDeps(), id, { log: silent });
    const status = await statusOf(t, event.slug, token, id);
    expect(status.ai).toMatchObject({ state: 'queued', failure: null });
    // The first picture's run gave the estimate.
    expect(status.ai?.secondsLeft).toEqual(expect.any(Number));
    await settle(t);
    expect((await statusOf(t, event.slug, token, id)).ai?.state).toBe('succeeded');
  });

  it('starts one execution however often processing runs, also after a crash between its steps', async () => {
    const id = randomUUID();
    expect((await postAiShoot(t, event.slug, token, photo, { id, aiFilterId: filterId })).statusCode).toBe(201);
    // Two runs at once (an upload's retry queued one beside the running one), then the boot sweep's.
    await Promise.all([processShoot(processingDeps(), id, { log: silent }), processShoot(processingDeps(), id, { log: silent })]);
    await processShoot(processingDeps(), id, { log: silent });
    expect(await executionsOf(t, id)).toHaveLength(1);

    // A crash after the camera picture was stored but before the filter was started: the next run starts it once.
    const crashed = randomUUID();
    expect((await postAiShoot(t, event.slug, token, photo, { id: crashed, aiFilterId: filterId })).statusCode).toBe(201);
    const noEngine = { ...processingDeps(), ai: { start: () => Promise.reject(new Error('the process died')) } };
    await expect(processShoot(noEngine, crashed, { log: silent, lastAttempt: false })).rejects.toThrow('the process died');
    expect(await shootRow(t, crashed)).toMatchObject({ status: 'processing', ai: { state: 'pending' } });
    expect(await executionsOf(t, crashed)).toHaveLength(0);
    await settle(t);
    expect(await executionsOf(t, crashed)).toHaveLength(1);
    expect(await shootRow(t, crashed)).toMatchObject({ status: 'ready', ai: { state: 'succeeded' } });

    // A completion lost with a crash: the execution ended, the shoot never heard. The next processing run completes it.
    const lost = randomUUID();
    expect((await postAiShoot(t, event.slug, token, photo, { id: lost, aiFilterId: filterId })).statusCode).toBe(201);
    const deps = processingDeps();
    await processShoot(deps, lost, { log: silent });
    const providers = createAiProviders(t.config.ai, { log: silent });
    const { database, files, media } = t.runtime;
    expect(await runAiExecution({ db: database.db, files, media, providers, tmpDir: t.config.tmpDir }, shootAiExecutionId(lost, 0), { log: silent })).toBe('success');
    expect(await shootRow(t, lost)).toMatchObject({ status: 'processing', ai: { state: 'pending' } });
    expect(await processShoot(deps, lost, { log: silent })).toBe('success');
    expect(await shootRow(t, lost)).toMatchObject({ status: 'ready', ai: { state: 'succeeded', executionId: shootAiExecutionId(lost, 0) } });
    expect(await executionsOf(t, lost)).toHaveLength(1);
    await settle(t);
    expect(await executionsOf(t, id)).toHaveLength(1);
  });

  it('gives the camera picture when the filter cannot be started on the last attempt', async () => {
    const id = randomUUID();
    expect((await postAiShoot(t, event.slug, token, photo, { id, aiFilterId: filterId })).statusCode).toBe(201);
    const broken = { ...processingDeps(), ai: { start: () => Promise.reject(new Error('database gone')) } };
    await expect(processShoot(broken, id, { log: silent, lastAttempt: true })).rejects.toThrow('database gone');
    const row = await shootRow(t, id);
    expect(row).toMatchObject({ status: 'ready', kind: 'AiFilter', ai: { state: 'failed', failure: 'provider' } });
    expect(row.renditions.main?.path).toBe(`shoots/${event.id}/${id}/original.jpg`);
  });
});

describe('when the AI may not run', () => {
  it('makes a plain photo with the notice once the campaign\'s budget is spent', async () => {
    const spent = await aiBoothEvent(t, ada, [filterId]);
    await setAiBudget(t, spent.id, 0);
    const guest = await startSession(t, spent.slug);
    const id = randomUUID();
    expect((await postAiShoot(t, spent.slug, guest, photo, { id, aiFilterId: filterId })).statusCode).toBe(201);
    await settle(t);
    const row = await shootRow(t, id);
    expect(row).toMatchObject({ status: 'ready', kind: 'Photo', ai: { state: 'skipped', failure: 'budget' } });
    expect(row.renditions.main?.path).toBe(`shoots/${spent.id}/${id}/original.jpg`);
    expect(await executionsOf(t, id)).toHaveLength(0);
    expect((await statusOf(t, spent.slug, guest, id)).ai).toMatchObject({ state: 'skipped', failure: 'budget', retriesLeft: 0 });
  });

  it('makes a plain photo once the account\'s credits are spent, and books nothing', async () => {
    const bea = await signedInCustomer(t, 'bea-ai-credits@example.com');
    const own = await insertAiFilter(t, bea.id);
    const campaign = await aiBoothEvent(t, bea, [own.id]);
    await setCredits(t, bea.id, 0);
    const guest = await startSession(t, campaign.slug);
    const id = randomUUID();
    expect((await postAiShoot(t, campaign.slug, guest, photo, { id, aiFilterId: own.id })).statusCode).toBe(201);
    await settle(t);
    expect(await shootRow(t, id)).toMatchObject({ status: 'ready', kind: 'Photo', ai: { state: 'skipped', failure: 'credits' } });
    expect(await balanceOf(bea.id)).toBe(0);
    expect(await ledgerOf(bea.id)).toEqual([]);
  });

  it('books nothing for a test picture of a draft (test mode)', async () => {
    const cleo = await signedInCustomer(t, 'cleo-ai-test@example.com');
    const own = await insertAiFilter(t, cleo.id);
    const draft = await aiBoothEvent(t, cleo, [own.id], { extra: { eventType: 'draft' } });
    await setCredits(t, cleo.id, 3);
    await setAiBudget(t, draft.id, 0);
    const guest = await startSession(t, draft.slug, cleo);
    const id = randomUUID();
    const response = await postAiShoot(t, draft.slug, guest, photo, { id, aiFilterId: own.id }, cleo);
    expect(response.statusCode, response.body).toBe(201);
    await settle(t);
    const row = await shootRow(t, id);
    expect(row).toMatchObject({ isTest: true, status: 'ready', kind: 'AiFilter', ai: { state: 'succeeded', credits: 0 } });
    expect(await executionsOf(t, id)).toMatchObject([{ isTest: true, credits: 0, status: 'succeeded' }]);
    expect(await balanceOf(cleo.id)).toBe(3);
    expect(await ledgerOf(cleo.id)).toEqual([]);
  });
});

describe('retries', () => {
  it('counts down from the limit', () => {
    expect([0, 1, 2, 3].map((attempt) => aiRetriesLeft({ attempt }))).toEqual([2, 1, 0, 0]);
  });
});
