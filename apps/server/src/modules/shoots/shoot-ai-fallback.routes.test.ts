import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers } from '@/modules/customers/customers.table.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { startComfyStandIn, type ComfyStandIn } from '@/test/ai-stand-ins/comfy-stand-in.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { aiBoothEvent, executionsOf, insertAiFilter, postAiShoot, retry, setAiBudget, setCredits, settle, statusOf } from './shoot-ai.test-support.ts';
import { near, pixel, RED, shootRow, solidJpeg, stored } from './shoot-processing.test-support.ts';
import { startSession } from './shoots.test-support.ts';

let station: ComfyStandIn;
let t: TestApp;
let ada: TestCustomer;
let event: Event;
let token: string;
let filterId: string;
let photo: Buffer;

async function balance(): Promise<number | undefined> {
  const [row] = await t.runtime.database.db.select({ balance: customers.creditBalance }).from(customers).where(eq(customers.id, ada.id));
  return row?.balance;
}

/** A guest's AI picture, processed as far as it goes. */
async function takePicture(): Promise<string> {
  const id = randomUUID();
  const response = await postAiShoot(t, event.slug, token, photo, { id, aiFilterId: filterId });
  expect(response.statusCode, response.body).toBe(201);
  await settle(t);
  return id;
}

beforeAll(async () => {
  station = await startComfyStandIn();
  // A short timeout: a station that never answers must give the guest the photo soon.
  t = await buildTestApp({ AI_EVENT_STATION_URL: station.url, AI_TIMEOUT_MS: '1500' });
  ada = await signedInCustomer(t, 'ada-ai-fallback@example.com');
  filterId = (await insertAiFilter(t, ada.id, { provider: 'event_station', filterId: 'anime' })).id;
  event = await aiBoothEvent(t, ada, [filterId]);
  token = await startSession(t, event.slug);
  photo = await solidJpeg(60, 80, RED);
});
afterAll(async () => {
  await t?.close();
  await station?.close();
});
beforeEach(async () => {
  station.set('normal');
  await setCredits(t, ada.id, 10);
});

describe('an AI picture whose effect fails', () => {
  it('is the camera picture with the reason and a retry, and its credits are given back', async () => {
    station.set('500');
    const id = await takePicture();
    const row = await shootRow(t, id);
    expect(row).toMatchObject({ status: 'ready', kind: 'AiFilter', ai: { state: 'failed', failure: 'provider', attempt: 0 } });
    expect(row.renditions.main?.path).toBe(`shoots/${event.id}/${id}/original.jpg`);
    expect(near(await pixel(await stored(t, row.renditions.main), 30, 40), RED)).toBe(true);
    expect(await executionsOf(t, id)).toMatchObject([{ status: 'failed', failure: 'provider' }]);
    expect(await balance()).toBe(10);
    const status = await statusOf(t, event.slug, token, id);
    expect(status).toMatchObject({ status: 'ready', ai: { state: 'failed', failure: 'provider', retriesLeft: 2 } });
    expect(status.src).toContain('original.jpg');
    expect(status.ai?.originalSrc).toContain('original.jpg');
  });

  it('falls back when the station never answers, after the timeout', async () => {
    station.set('hang');
    const id = await takePicture();
    expect(await shootRow(t, id)).toMatchObject({ status: 'ready', kind: 'AiFilter', ai: { state: 'failed', failure: 'timeout' } });
    expect(await balance()).toBe(10);
  });

  it('runs the effect again on a retry, and the result replaces the camera picture, which stays the original', async () => {
    station.set('error');
    const id = await takePicture();
    expect((await shootRow(t, id)).ai).toMatchObject({ state: 'failed', failure: 'provider' });

    station.set('normal');
    const answer = await retry(t, event.slug, token, id);
    expect(answer.statusCode, answer.body).toBe(200);
    // The camera picture stays the picture while the effect runs again.
    expect(answer.json()).toMatchObject({ status: 'ready', ai: { state: 'queued', retriesLeft: 1, failure: null } });
    expect(answer.json<{ src: string }>().src).toContain('original.jpg');
    await settle(t);

    const row = await shootRow(t, id);
    expect(row).toMatchObject({ status: 'ready', kind: 'AiFilter', ai: { state: 'succeeded', attempt: 1, provider: 'event_station', credits: 1 } });
    expect(row.ai?.pin).toMatchObject({ provider: 'event_station' });
    expect(row.ai?.executionId).toBe((await executionsOf(t, id)).find((execution) => execution.status === 'succeeded')?.id);
    expect(row.renditions.main?.path).toBe(`shoots/${event.id}/${id}/ai1-original.jpg`);
    expect(row.renditions.original?.path).toBe(`shoots/${event.id}/${id}/original.jpg`);
    expect(await executionsOf(t, id)).toHaveLength(2);
    expect(await balance()).toBe(9);

    const again = await retry(t, event.slug, token, id);
    expect(again.statusCode).toBe(409);
  });

  it('allows two retries, then refuses', async () => {
    station.set('500');
    const id = await takePicture();
    for (const left of [1, 0]) {
      const answer = await retry(t, event.slug, token, id);
      expect(answer.statusCode, answer.body).toBe(200);
      await settle(t);
      expect((await statusOf(t, event.slug, token, id)).ai).toMatchObject({ state: 'failed', retriesLeft: left });
    }
    const refused = await retry(t, event.slug, token, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('No retries');
    expect(await executionsOf(t, id)).toHaveLength(3);
  });

  it('makes the picture a plain photo when a retry meets the spent budget', async () => {
    station.set('500');
    const id = await takePicture();
    await setAiBudget(t, event.id, 0);
    try {
      const answer = await retry(t, event.slug, token, id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'ready', ai: { state: 'skipped', failure: 'budget', retriesLeft: 0 } });
      expect(await shootRow(t, id)).toMatchObject({ kind: 'Photo' });
      expect(await executionsOf(t, id)).toHaveLength(1);
    } finally {
      await setAiBudget(t, event.id, null);
    }
  });

  it('takes a retry from the microsite by its slug, but not from another guest session by id', async () => {
    station.set('500');
    const id = await takePicture();
    const other = await startSession(t, event.slug);
    expect((await retry(t, event.slug, other, id)).statusCode).toBe(404);
    station.set('normal');
    const { slug } = await shootRow(t, id);
    const answer = await t.app.inject({ method: 'POST', url: `/api/events/${event.slug}/shoots/${slug}/ai/retry` });
    expect(answer.statusCode, answer.body).toBe(200);
    await settle(t);
    expect((await shootRow(t, id)).ai?.state).toBe('succeeded');
  });

  it('refuses a retry of a picture that is not an AI picture or whose effect did not fail', async () => {
    const id = await takePicture();
    expect((await shootRow(t, id)).ai?.state).toBe('succeeded');
    expect((await retry(t, event.slug, token, id)).statusCode).toBe(409);
  });
});
