import { eventVirtualDtoSchema, type Event, type EventVirtualDto } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, png, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { call, createEvent, customerOn } from './events.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let event: Event;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  event = await createEvent(t, ada, {
    name: 'Guest party',
    boothType: 'virtual',
    storage: { dropbox: true },
    screens: {
      sharing: {
        email: { sender: 'Organiser Ltd', subject: 'Secret subject', sendGridTemplateId: 'tmpl-123' },
        socialAlbum: { userName: 'fb-user', userToken: 'fb-user-token', pageToken: 'fb-page-token' },
        printServer: { defaultAddress: '10.0.0.5' },
      },
    },
    virtualSettings: { title: 'Smile!', deletion: { recipients: ['privacy@organiser.example'] } },
  } as never);
  await call(t, ada, 'PATCH', `/events/${event.id}`, { lockPassword: 'secret1', lockPasswordConfirmation: 'secret1' });
});
afterAll(async () => {
  await t?.close();
});

const virtual = (slug: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/events/${slug}/virtual`, headers });

describe('GET /api/events/{slug}/virtual (public)', () => {
  it('answers without a session exactly the guest shape, with no lock, storage, counters or contact data', async () => {
    // The organiser's view holds every secret, so their absence below is the guest view's doing.
    const organiser = (await call(t, ada, 'GET', `/events/${event.slug}?screens=1`)).body;
    for (const secret of ['privacy@organiser.example', 'fb-user-token', 'tmpl-123', '10.0.0.5']) expect(organiser).toContain(secret);
    const response = await virtual(event.slug);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<EventVirtualDto>();
    expect(eventVirtualDtoSchema.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ id: event.id, slug: event.slug, name: 'Guest party', active: true, virtualSettings: { title: 'Smile!' } });
    for (const field of ['locked', 'lockPassword', 'lockPasswordHash', 'storage', 'pictures', 'customerId', 'autoPublic', 'genericUrlId']) expect(body).not.toHaveProperty(field);
    expect(body.virtualSettings).not.toHaveProperty('deletion');
    expect(body.screens).not.toHaveProperty('attention');
    expect(body.screens.sharing).not.toHaveProperty('socialAlbum');
    // The print server's switches reach the booth (its IP dialog, copies), never the venue's printer address.
    expect(body.screens.sharing.printServer).toEqual({ enabled: false, showIPDialog: false, rememberIP: false, maxNumber: 3 });
    expect(body.whiteLabel).toBe(false);
    expect(body.screens.sharing.email).toEqual({ enabled: true });
    for (const secret of ['privacy@organiser.example', 'fb-user-token', 'fb-page-token', 'tmpl-123', 'Secret subject', 'Organiser Ltd', '10.0.0.5', '$argon2', 'secret1']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('sends an ETag with no-cache, and 304 without a body when it still matches', async () => {
    const first = await virtual(event.slug);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await virtual(event.slug, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await virtual(event.slug, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await virtual(event.slug, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('shows a change at once: GET, PUT, GET (the cache is cleared), and the old ETag no longer matches', async () => {
    const before = await virtual(event.slug);
    expect(before.json<EventVirtualDto>().virtualSettings.title).toBe('Smile!');
    const put = await call(t, ada, 'PUT', `/events/${event.id}`, { virtualSettings: { ...event.virtualSettings, title: 'Say cheese' } }, { 'X-Event-Password': 'secret1' });
    expect(put.statusCode).toBe(200);
    const after = await virtual(event.slug, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<EventVirtualDto>().virtualSettings.title).toBe('Say cheese');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('is 404 once archived and back after unarchiving; 404 after delete; a duplicate gets its own view', async () => {
    const other = await createEvent(t, ada, { name: 'Short-lived', boothType: 'virtual' });
    expect((await virtual(other.slug)).statusCode).toBe(200);
    await call(t, ada, 'PUT', `/events/${other.id}`, { archived: true });
    expect((await virtual(other.slug)).statusCode).toBe(404);
    await call(t, ada, 'PUT', `/events/${other.id}`, { archived: false });
    expect((await virtual(other.slug)).statusCode).toBe(200);

    const copy = (await call(t, ada, 'POST', `/events/${other.id}/duplicate`, { name: 'Copied' })).json<Event>();
    expect((await virtual(copy.slug)).json()).toMatchObject({ name: 'Copied' });
    expect((await virtual(other.slug)).json()).toMatchObject({ name: 'Short-lived' });

    await call(t, ada, 'DELETE', `/events/${other.id}`);
    expect((await virtual(other.slug)).statusCode).toBe(404);
    expect((await virtual('nosuchev')).statusCode).toBe(404);
    expect((await virtual('Not A Slug')).statusCode).toBe(400);
  });

  it("carries the campaign's state and legal links; publishing shows at once", async () => {
    const draft = await createEvent(t, ada, {
      name: 'Draft party',
      boothType: 'virtual',
      legal: { imprintUrl: 'https://organiser.example/impressum', privacyUrl: 'https://organiser.example/datenschutz' },
    } as never);
    const before = (await virtual(draft.slug)).json<EventVirtualDto>();
    expect(before).toMatchObject({
      eventType: 'draft',
      legal: { imprintUrl: 'https://organiser.example/impressum', privacyUrl: 'https://organiser.example/datenschutz' },
    });
    expect((await call(t, ada, 'PUT', `/events/${draft.id}`, { eventType: 'live' })).statusCode).toBe(200);
    expect((await virtual(draft.slug)).json<EventVirtualDto>().eventType).toBe('live');
  });

  it('PATCH clears the cached view too', async () => {
    const before = await virtual(event.slug);
    await call(t, ada, 'PATCH', `/events/${event.id}`, { lockPassword: null }, { 'X-Event-Password': 'secret1' });
    await call(t, ada, 'PUT', `/events/${event.id}`, { name: 'Renamed party' });
    const after = await virtual(event.slug);
    expect(after.json()).toMatchObject({ name: 'Renamed party' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

/** A 100x80 opaque frame with two transparent photo areas. */
async function frameWithHoles(): Promise<Buffer> {
  const width = 100;
  const height = 80;
  const pixels = Buffer.alloc(width * height * 4, 255);
  const holes = [
    { x: 10, y: 10, width: 30, height: 20 },
    { x: 50, y: 40, width: 40, height: 30 },
  ];
  for (const hole of holes) {
    for (let y = hole.y; y < hole.y + hole.height; y++) {
      for (let x = hole.x; x < hole.x + hole.width; x++) pixels[(y * width + x) * 4 + 3] = 0;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

describe('the guest view carries the assets its settings use', () => {
  it('with URLs a guest can load, sizes, the photo areas of overlays, and nothing of organiser-only settings', async () => {
    const overlay = await uploadOk(t, ada, 'overlay', 'frame.png', await frameWithHoles());
    const background = await uploadOk(t, ada, 'greenScreen', 'beach.jpg', await jpeg(120, 90));
    const organiserOnly = await uploadOk(t, ada, 'overlay', 'print.png', await png(60, 40));
    const withAssets = await createEvent(t, ada, {
      name: 'Layout party',
      boothType: 'virtual',
      shutter: { photolayout: { enabled: true, overlays: [overlay.id], backgrounds: [background.id] } },
      // The print layout is not part of the guest view, so its asset must not be either.
      screens: { sharing: { printLayoutCreator: { settings: { photo: { overlayAsset: organiserOnly.id } } } } },
    } as never);
    const body = (await virtual(withAssets.slug)).json<EventVirtualDto>();
    expect(body.assets.map((asset) => asset.id).sort()).toEqual([overlay.id, background.id].sort());
    const frame = body.assets.find((asset) => asset.id === overlay.id);
    expect(frame).toMatchObject({ assetType: 'overlay', mimetype: 'image/png', width: 100, height: 80, family: null });
    expect(frame?.photoAreas).toEqual([
      { x: 10, y: 10, width: 30, height: 20 },
      { x: 50, y: 40, width: 40, height: 30 },
    ]);
    const beach = body.assets.find((asset) => asset.id === background.id);
    expect(beach).toMatchObject({ width: 120, height: 90, photoAreas: [] });
    // Guests have no account: an active campaign's private assets are theirs to load, others stay hidden.
    const loaded = await t.app.inject({ method: 'GET', url: frame?.src ?? '' });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.headers['cache-control']).toBe('public, max-age=3600');
    const unused = await uploadOk(t, ada, 'overlay', 'unused.png', await png(20, 20));
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${unused.filePath.replace(/^\/api\/files\//, '')}` })).statusCode).toBe(404);
    await call(t, ada, 'PUT', `/events/${withAssets.id}`, { archived: true });
    expect((await t.app.inject({ method: 'GET', url: frame?.src ?? '' })).statusCode).toBe(404);
    expect(beach?.thumbSrc).toMatch(/^\/api\/files\/assets\/.+\/thumb\.webp$/);
  });
});
