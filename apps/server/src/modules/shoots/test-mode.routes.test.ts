import { randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, SESSION_COOKIE, type Event, type Shoot, type ShootList } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBeacon } from '@/modules/analytics/analytics.test-support.ts';
import { boothActivity } from '@/modules/analytics/booth-activity.table.ts';
import { call } from '@/modules/events/events.test-support.ts';
import { jpeg, makeAdmin, signedInCustomer, spooledFiles, type TestCustomer } from '@/test/assets.ts';
import { multipartBody } from '@/test/multipart.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { findShootById } from './shoots.repo.ts';
import { boothEvent, eventCounters, fields, file, postShoot, shootCount, shootKeys, someAddress, startSession } from './shoots.test-support.ts';

/*
 * A draft campaign's booth works in test mode for its organiser (campaigns §4, docs/decisions.md):
 * guests are refused with 409 EVENT_NOT_LIVE, the organiser's pictures are test pictures that count
 * nowhere, and publishing (PUT eventType 'live') opens the booth to everyone.
 */

let t: TestApp;
let ada: TestCustomer;
let eve: TestCustomer;
let small: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  eve = await signedInCustomer(t, 'eve@example.com');
  small = await jpeg(64, 48);
});
afterAll(async () => {
  await t?.close();
});

const draftOf = (owner = ada) => boothEvent(t, owner, { photo: { enabled: true } }, { eventType: 'draft' });
const photo = (id = randomUUID()) => [...fields({ id, kind: 'photo' }), file(small)];

function startSessionAs(slug: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/events/${slug}/vbSessions`, headers: { 'user-agent': 'TestBrowser/1.0', ...headers }, remoteAddress: someAddress() });
}

function expectNotLive(response: { statusCode: number; body: string; json: <T>() => T }) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json<{ code: string }>().code).toBe('EVENT_NOT_LIVE');
}

async function shootsOf(event: Event): Promise<Shoot[]> {
  const response = await call(t, ada, 'GET', `/events/${event.slug}/shoots`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShootList>().shoots;
}

describe('a draft campaign refuses guests', () => {
  it('refuses a guest session, an upload, answers, e-mail and beacons with 409 EVENT_NOT_LIVE, storing nothing', async () => {
    const draft = await draftOf();
    const before = await eventCounters(t, draft.id);
    expectNotLive(await startSessionAs(draft.slug));

    // A session the organiser started does not let a guest in (the sign-in is what counts).
    const token = await startSession(t, draft.slug, ada);
    expectNotLive(await postShoot(t, draft.slug, token, photo()));
    const taken = randomUUID();
    expect((await postShoot(t, draft.slug, token, photo(taken), ada)).statusCode).toBe(201);
    const guest = { [BOOTH_SESSION_HEADER]: token };
    expectNotLive(await call(t, undefined, 'PUT', `/events/${draft.slug}/shoots/${taken}/feedback`, { comment: 'Hallo' }, guest));
    expectNotLive(await call(t, undefined, 'POST', `/events/${draft.slug}/shoots/${taken}/email`, { email: 'guest@example.com' }, guest));
    expectNotLive(await sendBeacon(t, draft.slug, token, { id: randomUUID(), action: 'capture', kind: 'photo' }));

    expect(await shootCount(t, draft.id)).toBe(1);
    expect(await eventCounters(t, draft.id)).toEqual(before);
    expect(await spooledFiles(t)).toEqual([]);
    expect((await findShootById(t.runtime.database.db, taken))?.userFeedback.comment).toBeUndefined();
  });

  it("refuses another customer's sign-in on my draft", async () => {
    const draft = await draftOf();
    expectNotLive(await startSessionAs(draft.slug, eve.headers));
    const token = await startSession(t, draft.slug, ada);
    expectNotLive(await postShoot(t, draft.slug, token, photo(), eve));
    expect(await shootCount(t, draft.id)).toBe(0);
    expect(await shootKeys(t, draft.id)).toEqual([]);
  });
});

describe("a draft's organiser tests the booth", () => {
  it('stores the upload as a test picture, counted nowhere; a retry answers the same picture', async () => {
    const draft = await draftOf();
    const before = await eventCounters(t, draft.id);
    const token = await startSession(t, draft.slug, ada);
    const id = randomUUID();

    const first = await postShoot(t, draft.slug, token, photo(id), ada);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postShoot(t, draft.slug, token, photo(id), ada);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());

    expect(await shootCount(t, draft.id)).toBe(1);
    expect((await findShootById(t.runtime.database.db, id))?.isTest).toBe(true);
    // `pictures` (and the last picture's time) count real pictures only.
    expect(await eventCounters(t, draft.id)).toEqual(before);
    const [listed] = await shootsOf(draft);
    expect(listed).toMatchObject({ id, isTest: true });
  });

  it('takes the answers, the e-mail request and the beacons of the test, keeping the beacons out of the figures', async () => {
    const draft = await draftOf();
    const token = await startSession(t, draft.slug, ada);
    const id = randomUUID();
    expect((await postShoot(t, draft.slug, token, photo(id), ada)).statusCode).toBe(201);
    const session = { ...ada.headers, [BOOTH_SESSION_HEADER]: token };

    expect((await call(t, undefined, 'PUT', `/events/${draft.slug}/shoots/${id}/feedback`, { comment: 'Test' }, session)).statusCode).toBe(204);
    expect((await call(t, undefined, 'POST', `/events/${draft.slug}/shoots/${id}/email`, { email: 'ada@example.com' }, session)).statusCode).toBe(202);
    const beacon = await t.app.inject({
      method: 'POST',
      url: `/api/events/${draft.slug}/activity`,
      headers: session,
      payload: { id: randomUUID(), action: 'capture', kind: 'photo' },
    });
    expect(beacon.statusCode, beacon.body).toBe(204);

    expect((await findShootById(t.runtime.database.db, id))?.userFeedback.comment).toBe('Test');
    expect(await t.runtime.database.db.select().from(boothActivity)).toEqual([]);
  });

  it("works with the web app's session cookie from the booth page, and for an admin", async () => {
    const draft = await draftOf();
    const cookie = { cookie: `${SESSION_COOKIE}=${ada.token}`, 'sec-fetch-site': 'same-origin' };
    const started = await startSessionAs(draft.slug, cookie);
    expect(started.statusCode, started.body).toBe(201);
    const { payload, headers } = multipartBody(photo());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/events/${draft.slug}/shoots`,
      payload,
      headers: { ...headers, ...cookie, [BOOTH_SESSION_HEADER]: started.json<{ token: string }>().token },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const admin = await signedInCustomer(t, 'admin@example.com');
    await makeAdmin(t, admin);
    const token = await startSession(t, draft.slug, admin);
    expect((await postShoot(t, draft.slug, token, photo(), admin)).statusCode).toBe(201);
    expect((await shootsOf(draft)).map((shoot) => shoot.isTest)).toEqual([true, true]);
  });

  it('deleting a test picture moves no counter', async () => {
    const draft = await draftOf();
    const token = await startSession(t, draft.slug, ada);
    const id = randomUUID();
    expect((await postShoot(t, draft.slug, token, photo(id), ada)).statusCode).toBe(201);
    const before = await eventCounters(t, draft.id);
    expect((await call(t, ada, 'DELETE', `/shoots/${id}`)).statusCode).toBe(204);
    expect(await shootCount(t, draft.id)).toBe(0);
    expect(await eventCounters(t, draft.id)).toEqual(before);
    const event = await call(t, ada, 'GET', `/events/${draft.slug}`);
    expect(event.json<Event>()).toMatchObject({ pictures: 0, picturesDeleted: 0 });
  });
});

describe('publishing', () => {
  it('opens the booth to guests, whose pictures are real; test pictures stay test pictures; back to draft closes it again', async () => {
    const draft = await draftOf();
    const tested = randomUUID();
    expect((await postShoot(t, draft.slug, await startSession(t, draft.slug, ada), photo(tested), ada)).statusCode).toBe(201);

    const published = await call(t, ada, 'PUT', `/events/${draft.id}`, { eventType: 'live' });
    expect(published.statusCode, published.body).toBe(200);
    const guestToken = await startSession(t, draft.slug);
    const real = randomUUID();
    expect((await postShoot(t, draft.slug, guestToken, photo(real))).statusCode).toBe(201);
    // The organiser's own picture on a live campaign is a real one.
    const own = randomUUID();
    expect((await postShoot(t, draft.slug, await startSession(t, draft.slug, ada), photo(own), ada)).statusCode).toBe(201);

    const flags = new Map((await shootsOf(draft)).map((shoot) => [shoot.id, shoot.isTest]));
    expect(Object.fromEntries(flags)).toEqual({ [tested]: true, [real]: false, [own]: false });
    expect(await eventCounters(t, draft.id)).toMatchObject({ pictures: 2, picturesAllTime: 2 });

    expect((await call(t, ada, 'PUT', `/events/${draft.id}`, { eventType: 'draft' })).statusCode).toBe(200);
    expectNotLive(await postShoot(t, draft.slug, guestToken, photo()));
  });
});
