import { randomUUID } from 'node:crypto';
import { micrositeUrl, type BestPerforming, type Event, type EventAnalytics, type ShootsAnalytics } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { vbSessions } from '@/modules/shoots/shoots.table.ts';
import { startSession } from '@/modules/shoots/shoots.test-support.ts';
import { makeAdmin, signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { insertPicture, sendBeacon } from './analytics.test-support.ts';

/*
 * One campaign with known rows — guest sessions, pictures of several kinds and states with answers,
 * microsite views, likes and clicks, booth beacons — and the figures the analytics calls must answer
 * for exactly them.
 */

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let event: Event;
const p: Record<'one' | 'two' | 'three' | 'four' | 'five', { id: string; slug: string }> = {} as never;

const click = (slug: string, button: string) =>
  t.app.inject({ method: 'POST', url: `/api/m/${slug}/clicks`, payload: JSON.stringify({ button }), headers: { 'content-type': 'text/plain;charset=UTF-8' } });

async function figures(customer: TestCustomer, query = ''): Promise<EventAnalytics> {
  const response = await call(t, customer, 'GET', `/analytics/${event.id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EventAnalytics>();
}

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Free');
  bob = await customerOn(t, 'bob@example.com', 'Free');
  event = await createEvent(t, ada, { name: 'Summer party', boothType: 'virtual', eventType: 'live' } as never);
  const [first, second] = [await startSession(t, event.slug), await startSession(t, event.slug)];
  await startSession(t, event.slug);

  p.one = await insertPicture(t, event, {
    createdAt: '2026-06-01T08:15:00Z',
    views: 5,
    likes: 2,
    processingTime: 1000,
    userFeedback: {
      personal: { email: 'ann@example.com', firstname: 'Ann' },
      consentAccepted: true,
      survey: [{ itemId: 'q1', question: 'Drink?', answers: ['Beer'] }],
    },
  });
  p.two = await insertPicture(t, event, {
    createdAt: '2026-06-01T08:45:00Z',
    processingTime: 3000,
    userFeedback: {
      personal: { email: '' },
      consentAccepted: false,
      survey: [
        { itemId: 'q1', question: 'Drink?', answers: ['Wine'] },
        { itemId: 'q2', question: 'Topics?', answers: ['AI', 'Music'] },
      ],
    },
  });
  p.three = await insertPicture(t, event, {
    kind: 'Gif',
    createdAt: '2026-06-01T21:30:00Z',
    views: 1,
    likes: 4,
    processingTime: 2000,
    userFeedback: { survey: [{ itemId: 'q1', question: 'Drink?', answers: ['Beer'] }] },
  });
  p.four = await insertPicture(t, event, { kind: 'Video', createdAt: '2026-06-02T00:10:00Z', status: 'processing' });
  p.five = await insertPicture(t, event, { kind: 'Boomerang', createdAt: '2026-06-02T01:05:00Z', status: 'failed' });

  // Six captures (one beacon sent twice), shares from the sharing screen, one naming an unknown picture.
  const twice = randomUUID();
  const beacons: Array<[string, Parameters<typeof sendBeacon>[3]]> = [
    [first, { id: twice, action: 'capture', kind: 'photo' }],
    [first, { id: twice, action: 'capture', kind: 'photo' }],
    [first, { action: 'capture', kind: 'gif' }],
    [first, { action: 'capture', kind: 'photo' }],
    [first, { action: 'capture', kind: 'photo' }],
    [second, { action: 'capture', kind: 'video' }],
    [second, { action: 'capture', kind: 'boomerang' }],
    [first, { action: 'share', channel: 'whatsapp', shootId: p.one.id }],
    [first, { action: 'share', channel: 'qr', shootId: p.one.id }],
    [first, { action: 'share', channel: 'qr', shootId: p.two.id }],
    [second, { action: 'share', channel: 'email', shootId: p.two.id }],
    [second, { action: 'share', channel: 'download', shootId: p.three.id }],
    [second, { action: 'share', channel: 'telegram', shootId: randomUUID() }],
  ];
  for (const [token, beacon] of beacons) {
    const response = await sendBeacon(t, event.slug, token, beacon);
    expect(response.statusCode, response.body).toBe(204);
  }
  for (const [slug, button] of [
    [p.one.slug, 'facebook'],
    [p.one.slug, 'facebook'],
    [p.three.slug, 'download'],
    [p.two.slug, 'like'],
  ] as const) {
    expect((await click(slug, button)).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/analytics/{eventId}', () => {
  it('answers the exact figures of the campaign', async () => {
    const answer = await figures(ada);
    expect(answer).toMatchObject({ eventId: event.id, slug: event.slug, name: 'Summer party', timeZone: 'UTC' });
    expect(answer.range).toEqual({ firstPictureAt: '2026-06-01T08:15:00.000Z', lastPictureAt: '2026-06-02T01:05:00.000Z' });
    expect(answer.totals).toEqual({
      sessions: 3,
      captures: 6,
      pictures: 5,
      ready: 3,
      processing: 1,
      failed: 1,
      deleted: 0,
      views: 6,
      likes: 6,
      clicks: 3,
      shares: 9,
    });
    expect(answer.funnel).toEqual({ sessions: 3, captures: 6, submitted: 5, shared: 3 });
    expect(answer.picturesByKind).toEqual([
      { kind: 'Photo', count: 2 },
      { kind: 'Boomerang', count: 1 },
      { kind: 'Gif', count: 1 },
      { kind: 'Video', count: 1 },
    ]);
    expect(answer.picturesByHour).toHaveLength(24);
    expect(answer.picturesByHour.filter((row) => row.count > 0)).toEqual([
      { hour: 0, count: 1 },
      { hour: 1, count: 1 },
      { hour: 8, count: 2 },
      { hour: 21, count: 1 },
    ]);
    expect(answer.shares).toEqual([
      { source: 'microsite', channel: 'view', count: 6 },
      { source: 'microsite', channel: 'facebook', count: 2 },
      { source: 'booth', channel: 'qr', count: 2 },
      { source: 'booth', channel: 'download', count: 1 },
      { source: 'microsite', channel: 'download', count: 1 },
      { source: 'booth', channel: 'email', count: 1 },
      { source: 'booth', channel: 'telegram', count: 1 },
      { source: 'booth', channel: 'whatsapp', count: 1 },
    ]);
    expect(answer.dataCapture).toEqual({ pictures: 1, rate: 0.2 });
    expect(answer.consent).toEqual({ asked: 2, accepted: 1, rate: 0.5 });
    expect(answer.survey).toEqual([
      { question: 'Drink?', respondents: 3, answers: [{ answer: 'Beer', count: 2 }, { answer: 'Wine', count: 1 }], otherAnswers: 0 },
      { question: 'Topics?', respondents: 1, answers: [{ answer: 'AI', count: 1 }, { answer: 'Music', count: 1 }], otherAnswers: 0 },
    ]);
    expect(answer.processing).toEqual({ pictures: 3, averageMs: 2000 });
  });

  it('counts the hours of the day in the time zone asked for, and refuses an unknown one naming the field', async () => {
    const berlin = await figures(ada, '?timeZone=Europe/Berlin');
    expect(berlin.timeZone).toBe('Europe/Berlin');
    // Summer time: UTC+2.
    expect(berlin.picturesByHour.filter((row) => row.count > 0)).toEqual([
      { hour: 2, count: 1 },
      { hour: 3, count: 1 },
      { hour: 10, count: 2 },
      { hour: 23, count: 1 },
    ]);
    // Half-hour offsets (UTC+5:30): 08:15 and 08:45 UTC fall into two different local hours.
    const kolkata = await figures(ada, '?timeZone=Asia/Kolkata');
    expect(kolkata.picturesByHour.filter((row) => row.count > 0)).toEqual([
      { hour: 3, count: 1 },
      { hour: 5, count: 1 },
      { hour: 6, count: 1 },
      { hour: 13, count: 1 },
      { hour: 14, count: 1 },
    ]);
    const bad = await call(t, ada, 'GET', `/analytics/${event.id}?timeZone=Mars/Olympus`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('timeZone');
  });

  it("takes the slug too; another customer's campaign is 404 like an unknown one; 401 without a session; admins read any", async () => {
    expect((await call(t, ada, 'GET', `/analytics/${event.slug}`)).json<EventAnalytics>().eventId).toBe(event.id);
    for (const path of ['', '/shoots', '/best-performing']) {
      const other = await call(t, bob, 'GET', `/analytics/${event.id}${path}`);
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('Summer party');
      expect((await call(t, bob, 'GET', `/analytics/${event.slug}${path}`)).statusCode).toBe(404);
      expect((await call(t, ada, 'GET', `/analytics/${randomUUID()}${path}`)).statusCode).toBe(404);
      expect((await call(t, undefined, 'GET', `/analytics/${event.id}${path}`)).statusCode).toBe(401);
    }
    const admin = await signedInCustomer(t, 'admin@example.com');
    await makeAdmin(t, admin);
    expect((await figures(admin)).totals.pictures).toBe(5);
  });

  it('answers zeros and no time range for a campaign without pictures', async () => {
    const empty = await createEvent(t, ada, { name: 'Empty', boothType: 'virtual' } as never);
    const answer = (await call(t, ada, 'GET', `/analytics/${empty.id}`)).json<EventAnalytics>();
    expect(answer.range).toEqual({ firstPictureAt: null, lastPictureAt: null });
    expect(answer.totals).toMatchObject({ pictures: 0, sessions: 0, captures: 0, shares: 0 });
    expect(answer.funnel).toEqual({ sessions: 0, captures: 0, submitted: 0, shared: 0 });
    expect(answer).toMatchObject({ picturesByKind: [], shares: [], survey: [], dataCapture: { pictures: 0, rate: null }, processing: { averageMs: null } });
    expect((await call(t, ada, 'GET', `/analytics/${empty.id}/shoots`)).json<ShootsAnalytics>().buckets).toEqual([]);
    expect((await call(t, ada, 'GET', `/analytics/${empty.id}/best-performing`)).json<BestPerforming>().items).toEqual([]);
  });
});

describe('session figures in test mode', () => {
  it("leaves the organiser's test sessions out, with or without pictures, and counts the guests' once published", async () => {
    const draft = await createEvent(t, ada, { name: 'Draft', boothType: 'virtual' } as never);
    const tests = [await startSession(t, draft.slug, ada), await startSession(t, draft.slug, ada)];
    const sessionsOf = async () => (await call(t, ada, 'GET', `/analytics/${draft.id}`)).json<EventAnalytics>();
    const stored = async () => (await t.runtime.database.db.select().from(vbSessions).where(eq(vbSessions.eventId, draft.id))).map((row) => row.isTest);
    expect(tests).toHaveLength(2);
    expect(await stored()).toEqual([true, true]);
    expect((await sessionsOf()).totals.sessions).toBe(0);

    expect((await call(t, ada, 'PUT', `/events/${draft.id}`, { eventType: 'live' })).statusCode).toBe(200);
    await startSession(t, draft.slug);
    // On a live campaign the organiser's session is a guest's like any other.
    await startSession(t, draft.slug, ada);
    expect((await stored()).sort()).toEqual([false, false, true, true]);
    const answer = await sessionsOf();
    expect(answer.totals.sessions).toBe(2);
    expect(answer.funnel.sessions).toBe(2);
  });
});

describe('survey distribution', () => {
  it('lists the 20 most given answers of a question and counts the rest as other answers', async () => {
    const poll = await createEvent(t, ada, { name: 'Poll', boothType: 'virtual' } as never);
    const answers = Array.from({ length: 22 }, (_, index) => `Answer ${String(index).padStart(2, '0')}`);
    // Answer 00 twice (two guests), every other once; one guest gave three answers at once.
    await insertPicture(t, poll, { createdAt: '2026-06-01T10:00:00Z', userFeedback: { survey: [{ itemId: 'q', question: 'Pick', answers: answers.slice(0, 3) }] } });
    for (const answer of [answers[0]!, ...answers.slice(3)]) {
      await insertPicture(t, poll, { createdAt: '2026-06-01T10:00:00Z', userFeedback: { survey: [{ itemId: 'q', question: 'Pick', answers: [answer] }] } });
    }
    const [pick] = (await call(t, ada, 'GET', `/analytics/${poll.id}`)).json<EventAnalytics>().survey;
    expect(pick?.respondents).toBe(21);
    expect(pick?.answers).toHaveLength(20);
    expect(pick?.answers[0]).toEqual({ answer: 'Answer 00', count: 2 });
    expect(pick?.answers.at(-1)).toEqual({ answer: 'Answer 19', count: 1 });
    expect(pick?.otherAnswers).toBe(2);
  });
});

describe('GET /api/analytics/{eventId}/shoots', () => {
  it('buckets by hour for an event of a day, every hour from the first picture to the last, by kind', async () => {
    const answer = (await call(t, ada, 'GET', `/analytics/${event.id}/shoots`)).json<ShootsAnalytics>();
    expect(answer.unit).toBe('hour');
    expect(answer.buckets).toHaveLength(18);
    expect(answer.buckets[0]).toEqual({ start: '2026-06-01T08:00:00.000Z', local: '2026-06-01T08:00', total: 2, kinds: [{ kind: 'Photo', count: 2 }] });
    expect(answer.buckets[1]).toEqual({ start: '2026-06-01T09:00:00.000Z', local: '2026-06-01T09:00', total: 0, kinds: [] });
    expect(answer.buckets.at(-1)).toEqual({ start: '2026-06-02T01:00:00.000Z', local: '2026-06-02T01:00', total: 1, kinds: [{ kind: 'Boomerang', count: 1 }] });
    expect(answer.buckets.reduce((sum, bucket) => sum + bucket.total, 0)).toBe(5);
  });

  it('puts the buckets on the wall clock of the time zone, and by day when asked', async () => {
    const berlin = (await call(t, ada, 'GET', `/analytics/${event.id}/shoots?timeZone=Europe/Berlin`)).json<ShootsAnalytics>();
    expect(berlin.buckets[0]).toMatchObject({ start: '2026-06-01T08:00:00.000Z', local: '2026-06-01T10:00', total: 2 });
    const days = (await call(t, ada, 'GET', `/analytics/${event.id}/shoots?unit=day`)).json<ShootsAnalytics>();
    expect(days.buckets.map(({ local, total }) => ({ local, total }))).toEqual([
      { local: '2026-06-01T00:00', total: 3 },
      { local: '2026-06-02T00:00', total: 2 },
    ]);
    // In New York (UTC−4) all five pictures were taken on the 1st.
    const newYork = (await call(t, ada, 'GET', `/analytics/${event.id}/shoots?unit=day&timeZone=America/New_York`)).json<ShootsAnalytics>();
    expect(newYork.buckets).toEqual([
      {
        start: '2026-06-01T04:00:00.000Z',
        local: '2026-06-01T00:00',
        total: 5,
        kinds: [
          { kind: 'Boomerang', count: 1 },
          { kind: 'Gif', count: 1 },
          { kind: 'Photo', count: 2 },
          { kind: 'Video', count: 1 },
        ],
      },
    ]);
  });

  it('switches to days when the pictures span more than two days', async () => {
    const long = await createEvent(t, ada, { name: 'Fair', boothType: 'virtual' } as never);
    await insertPicture(t, long, { createdAt: '2026-03-01T10:00:00Z' });
    await insertPicture(t, long, { createdAt: '2026-03-05T10:00:00Z' });
    const answer = (await call(t, ada, 'GET', `/analytics/${long.id}/shoots`)).json<ShootsAnalytics>();
    expect(answer.unit).toBe('day');
    expect(answer.buckets.map((bucket) => bucket.total)).toEqual([1, 0, 0, 0, 1]);
  });
});

describe('GET /api/analytics/{eventId}/best-performing', () => {
  it('ranks finished pictures by views + likes + clicks, or by one of them, with their thumbnail and microsite', async () => {
    const total = (await call(t, ada, 'GET', `/analytics/${event.id}/best-performing`)).json<BestPerforming>();
    expect(total.by).toBe('total');
    expect(total.items.map(({ slug, views, likes, clicks }) => ({ slug, views, likes, clicks }))).toEqual([
      { slug: p.one.slug, views: 5, likes: 2, clicks: 2 },
      { slug: p.three.slug, views: 1, likes: 4, clicks: 1 },
      { slug: p.two.slug, views: 0, likes: 0, clicks: 0 },
    ]);
    expect(total.items[0]).toMatchObject({
      id: p.one.id,
      kind: 'Photo',
      mimetype: 'image/jpeg',
      src: `/api/files/shoots/${event.id}/${p.one.id}/main.jpg`,
      thumbSrc: `/api/files/shoots/${event.id}/${p.one.id}/thumbnail.webp`,
      micrositeUrl: micrositeUrl(TEST_PUBLIC_URL, p.one.slug),
      createdAt: '2026-06-01T08:15:00.000Z',
    });
    const likes = (await call(t, ada, 'GET', `/analytics/${event.id}/best-performing?by=likes&limit=1`)).json<BestPerforming>();
    expect(likes.items.map((item) => item.slug)).toEqual([p.three.slug]);
    expect((await call(t, ada, 'GET', `/analytics/${event.id}/best-performing?limit=51`)).statusCode).toBe(400);
  });
});

describe('POST /api/events/{slug}/activity', () => {
  it('counts a beacon sent as sendBeacon sends it (text/plain, the session in the body) and the same id once', async () => {
    const token = await startSession(t, event.slug);
    const id = randomUUID();
    for (let i = 0; i < 2; i++) expect((await sendBeacon(t, event.slug, token, { id, action: 'share', channel: 'sms', shootId: p.two.id }, 'sendBeacon')).statusCode).toBe(204);
    const shares = (await figures(ada)).shares;
    expect(shares).toContainEqual({ source: 'booth', channel: 'sms', count: 1 });
  });

  it("needs a guest session of this campaign: none, an invented one or another campaign's is 401", async () => {
    const other = await createEvent(t, ada, { name: 'Other', boothType: 'virtual', eventType: 'live' } as never);
    const otherToken = await startSession(t, other.slug);
    const before = (await figures(ada)).totals.captures;
    expect((await sendBeacon(t, event.slug, undefined, { action: 'capture', kind: 'photo' })).statusCode).toBe(401);
    expect((await sendBeacon(t, event.slug, 'invented-token', { action: 'capture', kind: 'photo' })).statusCode).toBe(401);
    expect((await sendBeacon(t, event.slug, otherToken, { action: 'capture', kind: 'photo' })).statusCode).toBe(401);
    expect((await sendBeacon(t, event.slug, otherToken, { action: 'capture', kind: 'photo' }, 'sendBeacon')).statusCode).toBe(401);
    expect((await sendBeacon(t, 'no-such-campaign', otherToken, { action: 'capture', kind: 'photo' })).statusCode).toBe(404);
    expect((await figures(ada)).totals.captures).toBe(before);
  });

  it('refuses a share without its channel, a capture with one, unknown channels and bodies that are not JSON, naming the field', async () => {
    const token = await startSession(t, event.slug);
    const refused = async (beacon: Parameters<typeof sendBeacon>[3], field: string) => {
      const response = await sendBeacon(t, event.slug, token, beacon);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(field);
    };
    await refused({ action: 'share' }, 'channel');
    await refused({ action: 'capture', channel: 'qr' }, 'channel');
    await refused({ action: 'share', channel: 'myspace' }, 'channel');
    await refused({ id: 'not-a-uuid', action: 'capture' }, 'id');
    const garbled = await t.app.inject({ method: 'POST', url: `/api/events/${event.slug}/activity`, headers: { 'content-type': 'text/plain' }, payload: 'action=capture' });
    expect(garbled.statusCode).toBe(400);
  });

  it('limits one guest session to 600 beacons in 10 minutes (429 after), leaving other guests alone', async () => {
    const token = await startSession(t, event.slug);
    const statuses: number[] = [];
    for (let i = 0; i < 600; i++) statuses.push((await sendBeacon(t, event.slug, token, { action: 'share', channel: 'qr' }, i % 2 ? 'fetch' : 'sendBeacon')).statusCode);
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
    const refused = await sendBeacon(t, event.slug, token, { action: 'share', channel: 'qr' }, 'sendBeacon');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await sendBeacon(t, event.slug, await startSession(t, event.slug), { action: 'share', channel: 'qr' })).statusCode).toBe(204);
  });
});
