import { randomUUID } from 'node:crypto';
import {
  eventSettingsSchema,
  toServerPayload,
  type Asset,
  type Event,
  type EventGetAnswer,
  type EventListItem,
  type EventListPage,
} from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, png, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { call, createEvent, customerOn, fieldPaths } from './events.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;
let admin: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  [ada, ben, admin] = [await customerOn(t, 'ada@example.com', 'Gold'), await customerOn(t, 'ben@example.com', 'Gold'), await customerOn(t, 'root@example.com', 'Free')];
  await makeAdmin(t, admin);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/events', () => {
  it('creates with a name alone: 201, every default, a short slug, portrait 3:4, active, not locked', async () => {
    const event = await createEvent(t, ada, { name: 'Sommerfest' });
    const { archived: _archived, ...defaults } = eventSettingsSchema.parse({});
    expect(event).toMatchObject({ ...defaults, name: 'Sommerfest', archived: false, active: true, locked: false, pictures: 0, picturesAllTime: 0, picturesDeleted: 0, lastPictureAt: null, genericUrlId: null });
    expect(event.slug).toMatch(/^[a-z0-9]{8}$/);
    expect(event).not.toHaveProperty('lockPassword');
    expect(event).not.toHaveProperty('lockPasswordHash');
  });

  it('derives the orientation from the dimension and ignores id, slug and a sent orientation', async () => {
    const id = randomUUID();
    const event = await createEvent(t, ada, { name: 'Wide', dimension: '16:9', deviceOrientation: 'portrait', boothType: 'virtual', id, slug: 'mine' } as never);
    expect(event).toMatchObject({ dimension: '16:9', deviceOrientation: 'landscape', boothType: 'virtual' });
    expect(event.id).not.toBe(id);
    expect(event.slug).not.toBe('mine');
  });

  it.each([
    [{ name: 'Bad', dimension: '2:1' }, 'dimension'],
    [{ name: '' }, 'name'],
    [{}, 'name'],
    [{ name: 'Bad', screens: { sharing: { email: { subject: 'x'.repeat(300) } } } }, 'screens.sharing.email.subject'],
    [{ name: 'Bad', screens: { review: { backgroundColor: 'black' } } }, 'screens.review.backgroundColor'],
  ])('refuses %j with 400 naming %s', async (body, path) => {
    const response = await call(t, ada, 'POST', '/events', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(fieldPaths(response)).toContain(path);
  });

  it.each([
    ['11 overlays', { shutter: { photo: { overlays: Array.from({ length: 11 }, () => randomUUID()) } } }, 'shutter.photo.overlays'],
    ['coupling with unequal counts', { shutter: { gif: { coupleAssets: true, overlays: [randomUUID()], backgrounds: [] } } }, 'shutter.gif.backgrounds'],
    ['6 consent popups', { screens: { sharing: { customConsent: { popups: Array.from({ length: 6 }, () => ({})) } } } }, 'screens.sharing.customConsent.popups'],
    ['6 data-capture fields', { screens: { sharing: { dataCapture: { fields: ['firstname', 'lastname', 'email', 'company', 'job', 'city'] } } } }, 'screens.sharing.dataCapture.fields'],
  ])('refuses the limits of campaigns §5: %s', async (_name, settings, path) => {
    const response = await call(t, ada, 'POST', '/events', { name: 'Limits', ...settings });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldPaths(response)).toContain(path);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t, undefined, 'POST', '/events', { name: 'X' })).statusCode).toBe(401);
  });
});

describe('GET /api/events/{slug}', () => {
  it('answers the settings parts only when flagged; shoots and filters are empty lists when asked', async () => {
    const event = await createEvent(t, ada, { name: 'Flags' });
    const plain = await call(t, ada, 'GET', `/events/${event.slug}`);
    expect(plain.statusCode).toBe(200);
    const body = plain.json<EventGetAnswer>();
    expect(body).toMatchObject({ id: event.id, name: 'Flags', virtualSettings: event.virtualSettings });
    for (const part of ['screens', 'shutter', 'assets', 'filters', 'shoots']) expect(body).not.toHaveProperty(part);

    const full = (await call(t, ada, 'GET', `/events/${event.slug}?screens=1&shutter=1&assets=1&filters=1&shoots=1`)).json<EventGetAnswer>();
    expect(full.screens).toEqual(event.screens);
    expect(full.shutter).toEqual(event.shutter);
    expect(full).toMatchObject({ assets: [], filters: [], shoots: [] });
  });

  it('with assets=1 resolves the library assets the settings refer to', async () => {
    const overlay = await uploadOk(t, ada, 'overlay', 'frame.png', await png(1536, 2048, 0.5));
    // Another customer's asset cannot be named in the settings at all (event-assets.routes.test.ts).
    const event = await createEvent(t, ada, { name: 'With assets', shutter: { photo: { overlays: [overlay.id] } } });
    const answer = (await call(t, ada, 'GET', `/events/${event.slug}?assets=1`)).json<EventGetAnswer>();
    expect((answer.assets ?? []).map((asset: Asset) => asset.id)).toEqual([overlay.id]);
  });

  it('is 404 for another customer and for unknown slugs; admins may read any', async () => {
    const event = await createEvent(t, ada, { name: 'Private' });
    expect((await call(t, ben, 'GET', `/events/${event.slug}`)).statusCode).toBe(404);
    expect((await call(t, ada, 'GET', '/events/zzzzzzzz')).statusCode).toBe(404);
    expect((await call(t, admin, 'GET', `/events/${event.slug}`)).json()).toMatchObject({ id: event.id });
  });
});

describe('GET /api/events and /api/events/short', () => {
  let page: TestCustomer;
  beforeAll(async () => {
    page = await customerOn(t, 'lists@example.com', 'Silver');
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta', 'Summer 100%']) await createEvent(t, page, { name });
  });

  it('lists own events last changed first as light rows; resolved=1 gives full events', async () => {
    const light = (await call(t, page, 'GET', '/events')).json<EventListPage>();
    expect(light).toMatchObject({ resolved: false, total: 5, nextCursor: null });
    expect(light.events.map((event) => event.name)).toEqual(['Summer 100%', 'Delta', 'Gamma', 'Beta', 'Alpha']);
    expect(light.events[0]).not.toHaveProperty('screens');

    const resolved = (await call(t, page, 'GET', '/events?resolved=1&limit=2')).json<EventListPage>();
    expect(resolved).toMatchObject({ resolved: true, total: 5 });
    expect(resolved.events[0]).toHaveProperty('screens.sharing.email.enabled', true);
  });

  it('pages by offset and by the olderThan cursor alike', async () => {
    const first = (await call(t, page, 'GET', '/events?limit=2')).json<EventListPage>();
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = (await call(t, page, 'GET', `/events?limit=2&olderThan=${first.nextCursor}`)).json<EventListPage>();
    const byOffset = (await call(t, page, 'GET', '/events?limit=2&offset=2')).json<EventListPage>();
    expect(next.events.map((event) => event.name)).toEqual(['Gamma', 'Beta']);
    expect(byOffset.events.map((event) => event.name)).toEqual(['Gamma', 'Beta']);
    const bad = await call(t, page, 'GET', '/events?olderThan=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(fieldPaths(bad)).toEqual(['olderThan']);
  });

  it('searches names (LIKE characters literally) and filters archived', async () => {
    expect((await call(t, page, 'GET', '/events?q=ET')).json<EventListPage>().events.map((event) => event.name)).toEqual(['Beta']);
    expect((await call(t, page, 'GET', '/events?q=100%25')).json<EventListPage>().events.map((event) => event.name)).toEqual(['Summer 100%']);
    const beta = (await call(t, page, 'GET', '/events?q=Beta')).json<EventListPage>().events[0];
    expect((await call(t, page, 'PUT', `/events/${beta?.id}`, { archived: true })).statusCode).toBe(200);
    expect((await call(t, page, 'GET', '/events?archived=true')).json<EventListPage>().events.map((event) => event.name)).toEqual(['Beta']);
    expect((await call(t, page, 'GET', '/events?archived=false')).json<EventListPage>().total).toBe(4);
    expect((await call(t, page, 'GET', '/events?archived=all')).json<EventListPage>().total).toBe(5);
  });

  it('never lists another customer\'s events; customerId is for admins only', async () => {
    const mine = (await call(t, ben, 'GET', '/events')).json<EventListPage>();
    expect(mine.events.every((event) => !['Alpha', 'Beta'].includes(event.name))).toBe(true);
    expect((await call(t, ben, 'GET', `/events?customerId=${page.id}`)).statusCode).toBe(403);
    expect((await call(t, admin, 'GET', `/events?customerId=${page.id}`)).json<EventListPage>().total).toBe(5);
  });

  it('/short lists every own event with id, name, slug, boothType, archived', async () => {
    const short = (await call(t, page, 'GET', '/events/short')).json<EventListItem[]>();
    expect(short).toHaveLength(5);
    expect(Object.keys(short[0] ?? {})).toEqual(expect.arrayContaining(['id', 'name', 'slug', 'boothType', 'archived', 'active', 'locked']));
    expect((await call(t, ben, 'GET', '/events/short')).json<EventListItem[]>().some((event) => event.name === 'Alpha')).toBe(false);
  });
});

describe('PUT /api/events/{id}', () => {
  it('replaces the settings objects sent, keeps the others, and drops boothType and slug', async () => {
    const event = await createEvent(t, ada, { name: 'Editable', shutter: { photo: { enabled: true } } });
    const response = await call(t, ada, 'PUT', `/events/${event.id}`, {
      name: 'Edited',
      boothType: 'virtual',
      slug: 'other',
      dimension: '1:1',
      screens: { ...event.screens, sharing: { ...event.screens.sharing, email: { ...event.screens.sharing.email, subject: 'Your picture' } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Event>();
    expect(updated).toMatchObject({ name: 'Edited', boothType: 'ipad', slug: event.slug, dimension: '1:1', deviceOrientation: 'square' });
    expect(updated.screens.sharing.email.subject).toBe('Your picture');
    expect(updated.shutter.photo.enabled).toBe(true);
    const reread = (await call(t, ada, 'GET', `/events/${event.slug}?screens=1`)).json<EventGetAnswer>();
    expect(reread.screens?.sharing.email.subject).toBe('Your picture');
  });

  it('names the nested field of a refusal and a bad dimension', async () => {
    const event = await createEvent(t, ada, { name: 'Strict' });
    const nested = await call(t, ada, 'PUT', `/events/${event.id}`, { screens: { sharing: { email: { subject: 7 } } } });
    expect(nested.statusCode).toBe(400);
    expect(fieldPaths(nested)).toEqual(['screens.sharing.email.subject']);
    const dimension = await call(t, ada, 'PUT', `/events/${event.id}`, { dimension: '5:5' });
    expect(dimension.statusCode).toBe(400);
    expect(fieldPaths(dimension)).toEqual(['dimension']);
  });

  it('takes the GIF settings in the server-payload form too (delay in ms, video ids)', async () => {
    const event = await createEvent(t, ada, { name: 'Gif' });
    // Any own asset will do: the point is the payload form, and settings may only name own or public assets.
    const video = (await uploadOk(t, ada, 'overlay', 'pre-roll-stand-in.png', await png(1536, 2048, 0.5))).id;
    const shutter = toServerPayload({ shutter: { ...event.shutter, gif: { ...event.shutter.gif, delayBetweenCapturingFrame: 2.5, preRollVideo: video } } }).shutter;
    const updated = (await call(t, ada, 'PUT', `/events/${event.id}`, { shutter })).json<Event>();
    expect(updated.shutter.gif).toMatchObject({ delayBetweenCapturingFrame: 2.5, preRollVideo: video });
  });

  it('archives and unarchives through {archived}; active follows', async () => {
    const event = await createEvent(t, ada, { name: 'Seasonal', virtualSettings: { title: 'Kept' } });
    const archived = (await call(t, ada, 'PUT', `/events/${event.id}`, { archived: true })).json<Event>();
    expect(archived).toMatchObject({ archived: true, active: false, virtualSettings: { title: 'Kept' } });
    const back = (await call(t, ada, 'PUT', `/events/${event.id}`, { archived: false })).json<Event>();
    expect(back).toMatchObject({ archived: false, active: true });
  });

  it('is 404 for another customer\'s event (and changes nothing)', async () => {
    const event = await createEvent(t, ada, { name: 'Mine' });
    expect((await call(t, ben, 'PUT', `/events/${event.id}`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call(t, admin, 'PUT', `/events/${event.id}`, { name: 'Admin' })).statusCode).toBe(404);
    expect((await call(t, ada, 'GET', `/events/${event.slug}`)).json()).toMatchObject({ name: 'Mine' });
  });
});

describe('PATCH, DELETE and duplicate', () => {
  it('PATCH sets autoPublic and useAsExample; 404 for another customer', async () => {
    const event = await createEvent(t, ada, { name: 'Flags' });
    const patched = (await call(t, ada, 'PATCH', `/events/${event.id}`, { autoPublic: true, useAsExample: true })).json<Event>();
    expect(patched).toMatchObject({ autoPublic: true, useAsExample: true });
    expect((await call(t, ben, 'PATCH', `/events/${event.id}`, { autoPublic: false })).statusCode).toBe(404);
  });

  it('DELETE removes the event; another customer gets 404', async () => {
    const event = await createEvent(t, ada, { name: 'Doomed' });
    expect((await call(t, ben, 'DELETE', `/events/${event.id}`)).statusCode).toBe(404);
    const deleted = await call(t, ada, 'DELETE', `/events/${event.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await call(t, ada, 'GET', `/events/${event.slug}`)).statusCode).toBe(404);
    expect((await call(t, ada, 'DELETE', `/events/${event.id}`)).statusCode).toBe(404);
  });

  it('duplicates as "Copy N" with fresh counters, slug and state; a given name is kept', async () => {
    const copier = await customerOn(t, 'copier@example.com', 'Gold');
    const source = await createEvent(t, copier, { name: 'Party', screens: { microsite: { title: 'Hello' } } });
    await call(t, copier, 'PUT', `/events/${source.id}`, { archived: true });
    const first = await call(t, copier, 'POST', `/events/${source.id}/duplicate`, { name: '' });
    expect(first.statusCode).toBe(201);
    const copy = first.json<Event>();
    expect(copy).toMatchObject({ name: 'Party Copy 1', archived: false, active: true, locked: false, pictures: 0, screens: { microsite: { title: 'Hello' } } });
    expect(copy.slug).not.toBe(source.slug);
    expect(copy.id).not.toBe(source.id);
    expect((await call(t, copier, 'POST', `/events/${source.id}/duplicate`, { name: 'Party' })).json()).toMatchObject({ name: 'Party Copy 2' });
    expect((await call(t, copier, 'POST', `/events/${source.id}/duplicate`)).json()).toMatchObject({ name: 'Party Copy 3' });
    expect((await call(t, copier, 'POST', `/events/${copy.id}/duplicate`, {})).json()).toMatchObject({ name: 'Party Copy 4' });
    expect((await call(t, copier, 'POST', `/events/${source.id}/duplicate`, { name: 'Winter' })).json()).toMatchObject({ name: 'Winter' });
    expect((await call(t, ben, 'POST', `/events/${source.id}/duplicate`, { name: '' })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the event calls with the big schemas as shared components, and the docs page loads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/events', '/api/events/{slug}', '/api/events/{id}', '/api/events/{slug}/virtual', '/api/genericUrls', '/api/links/{slug}']));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Event', 'EventScreens', 'EventShutter', 'ApiError']));
    // ~240 routes at 3–4 KB each (responses, errors, descriptions); the big schemas are shared components.
    // Printing added 12 documented calls (some 55 KB); the AI studio 17 more (some 30 KB, its filter,
    // prompt and execution answers are shared components).
    expect(response.body.length).toBeLessThan(950_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });
});
