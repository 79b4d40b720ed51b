import type { Event, GenericUrl, Link } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;
let party: Event;
let gala: Event;
let bensEvent: Event;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Free');
  ben = await customerOn(t, 'ben@example.com', 'Free');
  party = await createEvent(t, ada, { name: 'Party', boothType: 'virtual' });
  gala = await createEvent(t, ada, { name: 'Gala' });
  bensEvent = await createEvent(t, ben, { name: 'Ben' });
});
afterAll(async () => {
  await t?.close();
});

describe('links', () => {
  it('POST /api/links makes a short link to a page of an own event: 201, generated or chosen slug', async () => {
    const generated = await call(t, ada, 'POST', '/links', { eventId: party.id });
    expect(generated.statusCode, generated.body).toBe(201);
    const link = generated.json<Link>();
    expect(link).toMatchObject({ eventId: party.id, eventSlug: party.slug, target: 'booth', path: `/booth/${party.slug}` });
    expect(link.slug).toMatch(/^[a-z0-9]{8}$/);
    expect(link.shortPath).toBe(`/l/${link.slug}`);

    const chosen = await call(t, ada, 'POST', '/links', { eventId: party.id, target: 'gallery', slug: 'party-gallery' });
    expect(chosen.json()).toMatchObject({ slug: 'party-gallery', path: `/gallery/${party.slug}` });
    const taken = await call(t, ben, 'POST', '/links', { eventId: bensEvent.id, slug: 'party-gallery' });
    expect(taken.statusCode).toBe(409);
    expect((await call(t, ada, 'POST', '/links', { eventId: party.id, slug: 'Not Valid' })).statusCode).toBe(400);
  });

  it('refuses another customer\'s event (404) and lists only own links', async () => {
    expect((await call(t, ben, 'POST', '/links', { eventId: party.id })).statusCode).toBe(404);
    const own = (await call(t, ada, 'GET', `/links?eventId=${party.id}`)).json<Link[]>();
    expect(own.map((link) => link.eventId)).toEqual(own.map(() => party.id));
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect((await call(t, ben, 'GET', '/links')).json<Link[]>()).toEqual([]);
  });

  it('PATCH /api/links/{slug} points it elsewhere; only the owner, and only at own events', async () => {
    await call(t, ada, 'POST', '/links', { eventId: party.id, slug: 'moving' });
    const moved = await call(t, ada, 'PATCH', '/links/moving', { eventId: gala.id, target: 'mosaic' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ slug: 'moving', eventId: gala.id, path: `/mosaic/${gala.slug}` });
    expect((await call(t, ada, 'PATCH', '/links/moving', { eventId: bensEvent.id })).statusCode).toBe(404);
    expect((await call(t, ben, 'PATCH', '/links/moving', { target: 'booth' })).statusCode).toBe(404);
    expect((await call(t, ada, 'PATCH', '/links/nosuchlink', { target: 'booth' })).statusCode).toBe(404);
  });

  it('DELETE /api/links/{slug}: the owner only; links go with their event', async () => {
    await call(t, ada, 'POST', '/links', { eventId: gala.id, slug: 'doomed' });
    expect((await call(t, ben, 'DELETE', '/links/doomed')).statusCode).toBe(404);
    const deleted = await call(t, ada, 'DELETE', '/links/doomed');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await call(t, ada, 'DELETE', '/links/doomed')).statusCode).toBe(404);

    const temporary = await createEvent(t, ada, { name: 'Temporary' });
    await call(t, ada, 'POST', '/links', { eventId: temporary.id, slug: 'temporary' });
    await call(t, ada, 'DELETE', `/events/${temporary.id}`);
    expect((await call(t, ada, 'GET', '/links')).json<Link[]>().some((link) => link.slug === 'temporary')).toBe(false);
  });

  it('needs a session', async () => {
    expect((await call(t, undefined, 'GET', '/links')).statusCode).toBe(401);
  });
});

describe('generic URLs', () => {
  it('are created (201), listed with the event they lead to, and moved by the event\'s genericUrlId', async () => {
    const created = await call(t, ada, 'POST', '/genericUrls', { name: 'Entrance QR' });
    expect(created.statusCode).toBe(201);
    const url = created.json<GenericUrl>();
    expect(url).toMatchObject({ name: 'Entrance QR', eventId: null, path: `/g/${url.slug}` });

    expect((await call(t, ada, 'PUT', `/events/${party.id}`, { genericUrlId: url.id })).json()).toMatchObject({ genericUrlId: url.id });
    expect((await call(t, ada, 'GET', '/genericUrls')).json<GenericUrl[]>()).toEqual([expect.objectContaining({ id: url.id, eventId: party.id, eventSlug: party.slug, eventName: 'Party' })]);

    // One event per generic URL: pointing it at the gala takes it from the party.
    await call(t, ada, 'PUT', `/events/${gala.id}`, { genericUrlId: url.id });
    expect((await call(t, ada, 'GET', '/genericUrls')).json<GenericUrl[]>()[0]).toMatchObject({ eventId: gala.id });
    expect((await call(t, ada, 'GET', `/events/${party.slug}`)).json()).toMatchObject({ genericUrlId: null });
  });

  it('are private: not listed for others, and not usable in another customer\'s event', async () => {
    const url = (await call(t, ada, 'GET', '/genericUrls')).json<GenericUrl[]>()[0];
    expect((await call(t, ben, 'GET', '/genericUrls')).json()).toEqual([]);
    const refused = await call(t, ben, 'PUT', `/events/${bensEvent.id}`, { genericUrlId: url?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'genericUrlId' }] });
    expect((await call(t, undefined, 'GET', '/genericUrls')).statusCode).toBe(401);
    expect((await call(t, ada, 'POST', '/genericUrls', { name: '' })).statusCode).toBe(400);
  });
});
