import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPaths } from '@/modules/events/events.test-support.ts';
import { jpeg, signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { setShutter } from './shoot-processing.test-support.ts';
import { aiBoothEvent, insertAiFilter, postAiShoot } from './shoot-ai.test-support.ts';
import { fields, file, postShoot, shootCount, startSession } from './shoots.test-support.ts';
import { findShootById } from './shoots.repo.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let event: Event;
let token: string;
let photo: Buffer;
let cartoon: string;
let twoWay: string;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada-ai-upload@example.com');
  bob = await signedInCustomer(t, 'bob-ai-upload@example.com');
  cartoon = (await insertAiFilter(t, ada.id)).id;
  twoWay = (await insertAiFilter(t, ada.id, { useSeparateIds: true, maleFilterId: 'sketch', femaleFilterId: 'popart' })).id;
  event = await aiBoothEvent(t, ada, [cartoon, twoWay], { photo: true });
  token = await startSession(t, event.slug);
  photo = await jpeg(64, 48);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/events/{slug}/shoots with an AI filter', () => {
  it('stores an aifilter capture with the chosen filter, as one photo of kind AiFilter', async () => {
    const id = randomUUID();
    const response = await postAiShoot(t, event.slug, token, photo, { id, aiFilterId: cartoon });
    expect(response.statusCode, response.body).toBe(201);
    const row = await findShootById(t.runtime.database.db, id);
    expect(row).toMatchObject({ kind: 'AiFilter', status: 'processing', ai: null });
    expect(row?.input).toMatchObject({ captureKind: 'aifilter', ai: { filterId: cartoon, variant: null } });
    expect(row?.input.files).toHaveLength(1);
  });

  it('keeps the variant of a filter with separate ids, and answers a retried upload as before', async () => {
    const id = randomUUID();
    const first = await postAiShoot(t, event.slug, token, photo, { id, aiFilterId: twoWay, aiVariant: 'female' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await postAiShoot(t, event.slug, token, photo, { id, aiFilterId: twoWay, aiVariant: 'female' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await findShootById(t.runtime.database.db, id))?.input.ai).toEqual({ filterId: twoWay, variant: 'female' });
  });

  const refusals: Array<[string, () => { aiFilterId?: string; aiVariant?: string; kind?: 'ai' | 'aifilter' }, string]> = [
    ['without a filter', () => ({}), 'aiFilterId'],
    ['with a filter the mode does not offer', () => ({ aiFilterId: randomUUID() }), 'aiFilterId'],
    ['without the variant of a filter with separate ids', () => ({ aiFilterId: twoWay }), 'aiVariant'],
    ['with a variant the filter does not have', () => ({ aiFilterId: cartoon, aiVariant: 'male' }), 'aiVariant'],
    ['in a mode that is not enabled', () => ({ kind: 'ai', aiFilterId: cartoon }), 'kind'],
  ];
  it.each(refusals)('refuses a capture %s, naming the field, and stores nothing', async (_name, values, field) => {
    const before = await shootCount(t, event.id);
    const response = await postAiShoot(t, event.slug, token, photo, values());
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldPaths(response)).toContain(field);
    expect(await shootCount(t, event.id)).toBe(before);
  });

  it('refuses a filter id on a photo capture', async () => {
    const response = await postShoot(t, event.slug, token, [...fields({ id: randomUUID(), kind: 'photo', aiFilterId: cartoon }), file(photo)]);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldPaths(response)).toEqual(['aiFilterId']);
  });

  it('takes a plain photo in a campaign whose only modes are AI ones (what the booth offers once AI is used up)', async () => {
    const aiOnly = await aiBoothEvent(t, ada, [cartoon]);
    await setShutter(t, aiOnly.id, (shutter) => {
      shutter.photo.enabled = false;
      shutter.gif.enabled = false;
    });
    const guest = await startSession(t, aiOnly.slug);
    const response = await postShoot(t, aiOnly.slug, guest, [...fields({ id: randomUUID(), kind: 'photo' }), file(photo)]);
    expect(response.statusCode, response.body).toBe(201);
    // A mode that is off and not standing in for AI stays refused.
    const gif = await postShoot(t, aiOnly.slug, guest, [...fields({ id: randomUUID(), kind: 'gif' }), file(photo)]);
    expect(gif.statusCode).toBe(400);
    expect(gif.json<{ message: string }>().message).toContain('gif is not enabled');
  });

  it("refuses another customer's private filter even when the campaign's settings name it", async () => {
    const foreign = await insertAiFilter(t, bob.id);
    const bobs = await aiBoothEvent(t, bob, [foreign.id]);
    // Written past the editor, as an old or tampered campaign could hold it.
    await setShutter(t, event.id, (shutter) => {
      shutter.aifilter.aiFilters = [cartoon, twoWay, foreign.id];
    });
    const response = await postAiShoot(t, event.slug, token, photo, { aiFilterId: foreign.id });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('no such AI filter');
    // Another campaign's filter is not one of this campaign's.
    const bobToken = await startSession(t, bobs.slug);
    const cross = await postAiShoot(t, bobs.slug, bobToken, photo, { aiFilterId: cartoon });
    expect(cross.statusCode).toBe(400);
    expect(fieldPaths(cross)).toEqual(['aiFilterId']);
  });

  it("takes a public library filter of another customer (an admin's)", async () => {
    const library = await insertAiFilter(t, bob.id, { isPublic: true, filterType: 'library', filterId: 'vintage' });
    await setShutter(t, event.id, (shutter) => {
      shutter.aifilter.aiFilters = [cartoon, library.id];
    });
    const response = await postAiShoot(t, event.slug, token, photo, { aiFilterId: library.id });
    expect(response.statusCode, response.body).toBe(201);
  });
});
