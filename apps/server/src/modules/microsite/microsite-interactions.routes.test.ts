import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { makeAdmin, signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { guestPolicies } from '@/platform/http/rate-limits.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { insertShoot, photoRenditions } from './microsite.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let event: Event;
let first: { id: string; slug: string };
let second: { id: string; slug: string };

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Free');
  bob = await customerOn(t, 'bob@example.com', 'Free');
  event = await createEvent(t, ada, { name: 'Party', boothType: 'virtual', eventType: 'live' } as never);
  for (const name of ['first', 'second'] as const) {
    const id = crypto.randomUUID();
    const shoot = await insertShoot(t, event, { id, renditions: await photoRenditions(t, `shoots/${event.id}/${id}`) });
    if (name === 'first') first = shoot;
    else second = shoot;
  }
});
afterAll(async () => {
  await t?.close();
});

const click = (slug: string, payload: string, contentType = 'application/json', who?: TestCustomer) =>
  t.app.inject({ method: 'POST', url: `/api/m/${slug}/clicks`, payload, headers: { 'content-type': contentType, ...who?.headers } });
const like = (slug: string, cookie?: string, who?: TestCustomer, agent?: string) =>
  t.app.inject({ method: 'POST', url: `/api/m/${slug}/like`, headers: { ...(cookie ? { cookie } : {}), ...(agent ? { 'user-agent': agent } : {}), ...who?.headers } });

interface ButtonList {
  total: number;
  items: Array<{ button: string; clicks: number; lastClickedAt: string | null }>;
}
interface ViewList {
  total: number;
  items: Array<{ shootId: string; shootSlug: string; views: number; lastViewedAt: string | null }>;
}
const buttonsUrl = (slug: string) => `/micrositeInteractionButton/events/${slug}/micrositeInteractionButton`;
const viewsUrl = (slug: string) => `/micrositeInteractionView/events/${slug}/micrositeInteractionView`;

describe('POST /api/m/{shootSlug}/clicks', () => {
  it('counts clicks per button, sent as JSON or as the text/plain body of sendBeacon', async () => {
    expect((await click(first.slug, JSON.stringify({ button: 'facebook' }))).statusCode).toBe(200);
    expect((await click(first.slug, JSON.stringify({ button: 'facebook' }), 'text/plain;charset=UTF-8')).statusCode).toBe(200);
    expect((await click(second.slug, JSON.stringify({ button: 'facebook' }), 'text/plain;charset=UTF-8')).statusCode).toBe(200);
    expect((await click(second.slug, JSON.stringify({ button: 'download' }))).statusCode).toBe(200);
    const list = (await call(t, ada, 'GET', buttonsUrl(event.slug))).json<ButtonList>();
    expect(list.total).toBe(2);
    expect(list.items.map(({ button, clicks }) => ({ button, clicks }))).toEqual([
      { button: 'facebook', clicks: 3 },
      { button: 'download', clicks: 1 },
    ]);
    expect(list.items[0]?.lastClickedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses unknown buttons and bodies that are not JSON, and answers 404 for an unknown picture', async () => {
    expect((await click(first.slug, JSON.stringify({ button: 'myspace' }))).statusCode).toBe(400);
    expect((await click(first.slug, 'button=facebook', 'text/plain')).statusCode).toBe(400);
    expect((await click('unknown1', JSON.stringify({ button: 'x' }))).statusCode).toBe(404);
  });
});

describe('POST /api/m/{shootSlug}/like', () => {
  it('counts one like per browser: a second like with the cookie changes nothing, another browser adds one', async () => {
    const firstLike = await like(second.slug);
    expect(firstLike.statusCode).toBe(200);
    expect(firstLike.json()).toEqual({ likes: 1 });
    const cookie = firstLike.cookies.find((item) => item.name === 'liked');
    expect(cookie).toMatchObject({ value: '1', path: `/api/m/${second.slug}/like`, httpOnly: true, sameSite: 'Lax' });
    expect((await like(second.slug, `liked=${cookie?.value}`)).json()).toEqual({ likes: 1 });
    expect((await like(second.slug, undefined, undefined, 'AnotherBrowser/1.0')).json()).toEqual({ likes: 2 });
    expect((await like('unknown1')).statusCode).toBe(404);
    // The page shows the count.
    const page = await t.app.inject({ method: 'GET', url: `/m/${second.slug}` });
    expect(page.body).toContain('<span data-count>2</span>');
  });
});

describe('POST /api/m/{shootSlug}/like: one like per visitor', () => {
  // A campaign of their own: these pages' views stay out of the other tests' lists.
  let crowd: Event;
  beforeAll(async () => {
    crowd = await createEvent(t, ada, { name: 'Crowd', boothType: 'virtual', eventType: 'live' } as never);
  });
  const picture = async () => {
    const id = crypto.randomUUID();
    return insertShoot(t, crowd, { id, renditions: await photoRenditions(t, `shoots/${crowd.id}/${id}`) });
  };
  const likeFrom = (slug: string, from: { address: string; agent: string; cookie?: string }) =>
    t.app.inject({ method: 'POST', url: `/api/m/${slug}/like`, remoteAddress: from.address, headers: { 'user-agent': from.agent, ...(from.cookie ? { cookie: from.cookie } : {}) } });
  const likesOf = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/m/${slug}` })).body.match(/<span data-count>(\d+)<\/span>/)?.[1];

  it('counts a client that keeps no cookies once however often it likes, another browser once more; a made-up visitor cookie is none', async () => {
    const { slug } = await picture();
    const address = someAddress();
    for (let i = 0; i < 20; i++) expect((await likeFrom(slug, { address, agent: 'Phone/17.5' })).json()).toEqual({ likes: 1 });
    expect((await likeFrom(slug, { address, agent: 'Tablet/2.0' })).json()).toEqual({ likes: 2 });
    const forged = `visitor=${'a'.repeat(22)}.${'b'.repeat(22)}`;
    expect((await likeFrom(slug, { address, agent: 'Phone/17.5', cookie: forged })).json()).toEqual({ likes: 2 });
    expect(await likesOf(slug)).toBe('2');
  });

  it('tells apart a crowd behind one address with one phone model by the visitor cookie their page handed out', async () => {
    const { slug } = await picture();
    const address = someAddress();
    const agent = 'Phone/17.5';
    const visit = async (cookie?: string) => {
      const page = await t.app.inject({ method: 'GET', url: `/m/${slug}`, remoteAddress: address, headers: { 'user-agent': agent, ...(cookie ? { cookie } : {}) } });
      return page.cookies.find((item) => item.name === 'visitor');
    };
    const [anna, ben] = [await visit(), await visit()];
    expect(anna).toMatchObject({ path: '/api/m/', httpOnly: true, sameSite: 'Lax' });
    expect(anna?.value).not.toBe(ben?.value);
    const cookieOf = (visitor: typeof anna) => `visitor=${visitor?.value}`;
    // A browser that has one keeps it.
    expect(await visit(cookieOf(anna))).toBeUndefined();
    expect((await likeFrom(slug, { address, agent, cookie: cookieOf(anna) })).json()).toEqual({ likes: 1 });
    expect((await likeFrom(slug, { address, agent, cookie: cookieOf(anna) })).json()).toEqual({ likes: 1 });
    expect((await likeFrom(slug, { address, agent, cookie: cookieOf(ben) })).json()).toEqual({ likes: 2 });
    // Their neighbour's phone, which keeps no cookies, is one more visitor, once.
    expect((await likeFrom(slug, { address, agent })).json()).toEqual({ likes: 3 });
    expect((await likeFrom(slug, { address, agent })).json()).toEqual({ likes: 3 });
  });

  it('counts a burst of simultaneous likes of one client once', async () => {
    const { slug } = await picture();
    const from = { address: someAddress(), agent: 'Burst/1.0' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => likeFrom(slug, from)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(Math.max(...answers.map((answer) => answer.json<{ likes: number }>().likes))).toBe(1);
    expect(await likesOf(slug)).toBe('1');
  });
});

describe('likes and clicks in test mode', () => {
  const facebook = JSON.stringify({ button: 'facebook' });
  /** Tries a like and a click as `who` (a guest when undefined); answers both status codes. */
  const tryBoth = async (slug: string, who?: TestCustomer) => [(await like(slug, undefined, who)).statusCode, (await click(slug, facebook, 'application/json', who)).statusCode];

  it("refuses them on a draft campaign's picture unless its organiser is signed in, and counts none of them", async () => {
    const draft = await createEvent(t, ada, { name: 'Draft party', boothType: 'virtual' } as never);
    expect(draft.eventType).toBe('draft');
    const picture = await insertShootRow(t, draft.id, 'd', { isTest: true });
    const refused = await like(picture.slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'EVENT_NOT_LIVE' });
    expect(await tryBoth(picture.slug)).toEqual([409, 409]);
    expect(await tryBoth(picture.slug, bob)).toEqual([409, 409]);
    expect(await tryBoth(picture.slug, ada)).toEqual([200, 200]);
    await t.app.inject({ method: 'GET', url: `/m/${picture.slug}` });
    expect((await call(t, ada, 'GET', buttonsUrl(draft.slug))).json()).toEqual({ total: 0, items: [] });
    expect((await call(t, ada, 'GET', viewsUrl(draft.slug))).json()).toEqual({ total: 0, items: [] });
  });

  it('refuses them on a test picture of a live campaign unless its organiser is signed in; the figures count the real pictures only', async () => {
    const live = await createEvent(t, ada, { name: 'Live party', boothType: 'virtual', eventType: 'live' } as never);
    const test = await insertShootRow(t, live.id, 't', { isTest: true });
    const real = await insertShootRow(t, live.id, 'r');
    expect(await tryBoth(test.slug)).toEqual([409, 409]);
    expect(await tryBoth(test.slug, ada)).toEqual([200, 200]);
    expect(await tryBoth(real.slug)).toEqual([200, 200]);
    for (const slug of [test.slug, real.slug]) await t.app.inject({ method: 'GET', url: `/m/${slug}` });
    const buttons = (await call(t, ada, 'GET', buttonsUrl(live.slug))).json<ButtonList>();
    expect(buttons.items.map(({ button, clicks }) => ({ button, clicks }))).toEqual([{ button: 'facebook', clicks: 1 }]);
    const views = (await call(t, ada, 'GET', viewsUrl(live.slug))).json<ViewList>();
    expect(views).toMatchObject({ total: 1, items: [{ shootSlug: real.slug, views: 1 }] });
  });
});

describe('rate limits of the public calls', () => {
  it('admits a whole venue liking one picture from one address, and refuses a script past that with 429', async () => {
    const [perPicture] = guestPolicies.like;
    const address = someAddress();
    const likeFrom = (slug: string) => t.app.inject({ method: 'POST', url: `/api/m/${slug}/like`, remoteAddress: address });
    const statuses: number[] = [];
    for (let i = 0; i < perPicture.max; i++) statuses.push((await likeFrom(second.slug)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await likeFrom(second.slug);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another picture from the same address is still liked.
    expect((await likeFrom(first.slug)).statusCode).toBe(200);
  });
});

describe('GET the interaction lists (organiser)', () => {
  it('lists the views per picture, most viewed first', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `/m/${first.slug}` });
    await t.app.inject({ method: 'GET', url: `/en/m/${second.slug}` });
    const response = await call(t, ada, 'GET', viewsUrl(event.slug));
    expect(response.statusCode).toBe(200);
    const list = response.json<ViewList>();
    expect(list.total).toBe(2);
    expect(list.items.map(({ shootSlug, views }) => ({ shootSlug, views }))).toEqual([
      { shootSlug: first.slug, views: 3 },
      { shootSlug: second.slug, views: 2 },
    ]);
    expect(list.items.every((row) => row.lastViewedAt !== null)).toBe(true);
    const paged = (await call(t, ada, 'GET', `${viewsUrl(event.slug)}?limit=1&offset=1`)).json<ViewList>();
    expect(paged).toMatchObject({ total: 2, items: [{ shootSlug: second.slug }] });
  });

  it("answers 404 for another customer's campaign and an unknown one, 401 without a session; admins may read", async () => {
    for (const url of [viewsUrl(event.slug), buttonsUrl(event.slug)]) {
      expect((await call(t, bob, 'GET', url)).statusCode).toBe(404);
      expect((await call(t, undefined, 'GET', url)).statusCode).toBe(401);
    }
    expect((await call(t, ada, 'GET', viewsUrl('no-such-event'))).statusCode).toBe(404);
    const admin = await signedInCustomer(t, 'admin@example.com');
    await makeAdmin(t, admin);
    expect((await call(t, admin, 'GET', buttonsUrl(event.slug))).json<ButtonList>().total).toBe(2);
  });

  it('lists nothing for a campaign without views or clicks', async () => {
    const quiet = await createEvent(t, ada, { name: 'Quiet', boothType: 'virtual' } as never);
    expect((await call(t, ada, 'GET', viewsUrl(quiet.slug))).json()).toEqual({ total: 0, items: [] });
    expect((await call(t, ada, 'GET', buttonsUrl(quiet.slug))).json()).toEqual({ total: 0, items: [] });
  });
});
