import type { Event, GenericUrl, LinkTarget } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let ada: TestCustomer;
let party: Event;
let gala: Event;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Free');
  party = await createEvent(t, ada, { name: 'Party', boothType: 'virtual' });
  gala = await createEvent(t, ada, { name: 'Gala', boothType: 'virtual' });
});
afterAll(async () => {
  await t?.close();
});

/** A guest opening the address: no session. */
const open = (url: string) => t.app.inject({ method: 'GET', url });

async function newGenericUrl(name: string): Promise<GenericUrl> {
  const response = await call(t, ada, 'POST', '/genericUrls', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GenericUrl>();
}

async function pointAt(event: Event, genericUrlId: string | null): Promise<void> {
  const response = await call(t, ada, 'PUT', `/events/${event.id}`, { genericUrlId });
  expect(response.statusCode, response.body).toBe(200);
}

function expectRedirect(response: Awaited<ReturnType<typeof open>>, location: string): void {
  expect(response.statusCode, response.body).toBe(302);
  expect(response.headers.location).toBe(location);
  expect(response.headers['cache-control']).toBe('no-store');
}

function expectNotFoundPage(response: Awaited<ReturnType<typeof open>>, lang: 'de' | 'en'): void {
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.location).toBeUndefined();
  expect(response.body).toContain(`<html lang="${lang}">`);
  expect(response.body).toContain('Dieser Link führt gerade zu keiner Kampagne.');
  expect(response.body).toContain('This link does not lead to a campaign right now.');
}

describe('GET /g/{slug}', () => {
  it('redirects to the virtual booth of the event pointing at it, German and English', async () => {
    const url = await newGenericUrl('Entrance');
    await pointAt(party, url.id);
    expectRedirect(await open(`/g/${url.slug}`), `/booth/${party.slug}`);
    expectRedirect(await open(`/en/g/${url.slug}`), `/en/booth/${party.slug}`);
  });

  it('follows a repointing at once (no-store)', async () => {
    const url = await newGenericUrl('Poster');
    await pointAt(party, url.id);
    expectRedirect(await open(`/g/${url.slug}`), `/booth/${party.slug}`);
    await pointAt(gala, url.id);
    expectRedirect(await open(`/g/${url.slug}`), `/booth/${gala.slug}`);
    await pointAt(gala, null);
    expectNotFoundPage(await open(`/g/${url.slug}`), 'de');
  });

  it('answers the 404 page when no event points at it, the slug is unknown, or the event is archived', async () => {
    const unused = await newGenericUrl('Unused');
    expectNotFoundPage(await open(`/g/${unused.slug}`), 'de');
    expectNotFoundPage(await open('/g/nosuchurl'), 'de');
    expectNotFoundPage(await open('/en/g/nosuchurl'), 'en');
    expectNotFoundPage(await open('/g/%2F%2Fevil.example'), 'de');

    const old = await createEvent(t, ada, { name: 'Old', boothType: 'virtual' });
    const url = await newGenericUrl('Old poster');
    await pointAt(old, url.id);
    expectRedirect(await open(`/g/${url.slug}`), `/booth/${old.slug}`);
    expect((await call(t, ada, 'PUT', `/events/${old.id}`, { archived: true })).statusCode).toBe(200);
    expectNotFoundPage(await open(`/g/${url.slug}`), 'de');
  });
});

describe('GET /l/{slug}', () => {
  const pages: Array<[LinkTarget, string]> = [
    ['booth', 'booth'],
    ['gallery', 'gallery'],
    ['dynamicGallery', 'dynamic-gallery'],
    ['mosaic', 'mosaic'],
  ];

  it.each(pages)('a %s link redirects to /%s/{eventSlug}, and under /en to the English page', async (target, page) => {
    const slug = `party-${page}`;
    const created = await call(t, ada, 'POST', '/links', { eventId: party.id, target, slug });
    expect(created.statusCode, created.body).toBe(201);
    expectRedirect(await open(`/l/${slug}`), `/${page}/${party.slug}`);
    expectRedirect(await open(`/en/l/${slug}`), `/en/${page}/${party.slug}`);
  });

  it('follows a changed link at once', async () => {
    await call(t, ada, 'POST', '/links', { eventId: party.id, slug: 'moving' });
    expectRedirect(await open('/l/moving'), `/booth/${party.slug}`);
    await call(t, ada, 'PATCH', '/links/moving', { eventId: gala.id, target: 'mosaic' });
    expectRedirect(await open('/l/moving'), `/mosaic/${gala.slug}`);
  });

  it('answers the 404 page for an unknown slug or an archived event', async () => {
    expectNotFoundPage(await open('/l/nosuchlink'), 'de');
    expectNotFoundPage(await open('/en/l/nosuchlink'), 'en');

    const old = await createEvent(t, ada, { name: 'Archived', boothType: 'virtual' });
    await call(t, ada, 'POST', '/links', { eventId: old.id, target: 'gallery', slug: 'old-gallery' });
    expectRedirect(await open('/l/old-gallery'), `/gallery/${old.slug}`);
    expect((await call(t, ada, 'PUT', `/events/${old.id}`, { archived: true })).statusCode).toBe(200);
    expectNotFoundPage(await open('/l/old-gallery'), 'de');
    expectNotFoundPage(await open('/en/l/old-gallery'), 'en');
  });
});
