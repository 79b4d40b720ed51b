import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { arFilterManifestSchema, eventTemplateIds, type EventKioskDto, type EventTemplateList, type EventVirtualDto } from '@booth/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '@/modules/assets/assets.table.ts';
import { call, createEvent, customerOn, fieldPaths } from '@/modules/events/events.test-support.ts';
import { login } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { assertDimensions, inspectUpload } from '@/platform/uploads/inspect-upload.ts';
import { designId, designIdsOf, fontId, LIBRARY_CUSTOMER_ID, LIBRARY_EMAIL, publishedFonts, starterDesigns } from './starter-catalogue.ts';
import { seedStarterLibrary } from './starter-library.ts';
import { starterArFilterIds } from './starter-ar-filters.ts';
import { starterArFilters } from './art/ar-filter-art.ts';
import { templateSettings } from './template-settings.ts';

let t: TestApp;
const library = () => ({ db: t.runtime.database.db, files: t.runtime.files, media: t.runtime.media, log: t.runtime.log });

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function libraryRows() {
  return t.runtime.database.db.select().from(assets).where(eq(assets.customerId, LIBRARY_CUSTOMER_ID));
}

describe('the starter library', () => {
  it('is seeded once, also by two runs at the same time, and a later run stores nothing', async () => {
    await Promise.all([seedStarterLibrary(library()), seedStarterLibrary(library())]);
    const rows = await libraryRows();
    expect(rows).toHaveLength(starterDesigns.length + publishedFonts.length + starterArFilters.length);
    expect(rows.every((row) => row.isPublic)).toBe(true);
    const again = await seedStarterLibrary(library());
    expect(again.stored).toBe(0);
    expect(await libraryRows()).toHaveLength(rows.length);
  }, 120_000);

  it('holds for every kind the sizes and types of the upload rules (the same check as an upload)', async () => {
    for (const design of starterDesigns) {
      const [row] = await t.runtime.database.db.select().from(assets).where(eq(assets.id, designId(design.key)));
      expect(row, design.key).toBeDefined();
      if (!row) continue;
      expect(row.assetType).toBe(design.kind);
      const data = await buffer((await t.runtime.files.get(row.fileKey)).stream);
      const inspected = await inspectUpload(design.kind, Readable.from(data));
      inspected.stream.resume();
      const info = await t.runtime.media.probeImage(data);
      expect(() => assertDimensions(design.kind, info.width, info.height), design.key).not.toThrow();
      expect(row.thumbnailKey, design.key).not.toBeNull();
    }
    for (const template of eventTemplateIds) {
      expect(designIdsOf(template, 'overlay').length, template).toBeGreaterThanOrEqual(2);
      expect(designIdsOf(template, 'overlaySquare'), template).toHaveLength(1);
      expect(designIdsOf(template, 'frame'), template).toHaveLength(1);
      expect(designIdsOf(template, 'sticker').length, template).toBeGreaterThanOrEqual(3);
    }
  }, 120_000);

  it('publishes the template fonts, served to anyone, and its owner cannot sign in', async () => {
    const [font] = await t.runtime.database.db.select().from(assets).where(and(eq(assets.id, fontId('greatVibes')), eq(assets.assetType, 'font')));
    expect(font).toMatchObject({ fontFamily: 'Great Vibes', isPublic: true, mimetype: 'font/woff2' });
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${font?.fileKey}` });
    expect(file.statusCode).toBe(200);
    expect((await login(t, LIBRARY_EMAIL, 'anything-at-all')).statusCode).not.toBe(200);
  });

  it('publishes starter AR filters that a tablet campaign offers its guests, layers and all', async () => {
    const customer = await customerOn(t, 'tpl-ar@example.com', 'Gold');
    const ids = starterArFilterIds();
    const rows = await t.runtime.database.db.select().from(assets).where(eq(assets.assetType, 'arFilter'));
    expect(rows.filter((row) => ids.includes(row.id)).map((row) => ({ public: row.isPublic, thumbnail: row.thumbnailKey !== null, type: row.mimetype }))).toEqual(
      ids.map(() => ({ public: true, thumbnail: true, type: 'application/zip' })),
    );
    const event = await createEvent(t, customer, { name: 'AR starter', boothType: 'ipad', eventType: 'live', shutter: { photo: { enabled: true, arFilters: ids } } } as never);
    const kiosk = await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/kiosk` });
    expect(kiosk.statusCode, kiosk.body).toBe(200);
    const offered = (kiosk.json() as EventKioskDto).assets;
    for (const [index, id] of ids.entries()) {
      const manifestSrc = offered.find((asset) => asset.id === id)?.arFilter?.manifestSrc;
      expect(manifestSrc, id).toBeTruthy();
      const manifest = await t.app.inject({ method: 'GET', url: manifestSrc as string });
      expect(manifest.statusCode).toBe(200);
      const parsed = arFilterManifestSchema.parse(manifest.json());
      expect(parsed.name).toBe(starterArFilters[index]?.manifest.name);
      const layer = await t.app.inject({ method: 'GET', url: manifestSrc!.replace(/[^/]+$/, `${parsed.layers[0]?.file}`) });
      expect(layer.statusCode).toBe(200);
      expect((await t.runtime.media.probeImage(layer.rawPayload)).width).toBeGreaterThan(100);
    }
  });
});

describe('templates', () => {
  it('lists the four templates with a preview picture anyone signed in can load', async () => {
    const customer = await customerOn(t, 'tpl-list@example.com', 'Free');
    expect((await call(t, undefined, 'GET', '/event-templates')).statusCode).toBe(401);
    const list = (await call(t, customer, 'GET', '/event-templates')).json<EventTemplateList>();
    expect(list.templates.map((template) => template.id)).toEqual(['wedding', 'corporate', 'party', 'tradeFair']);
    for (const template of list.templates) {
      expect(template).toMatchObject({ boothType: 'virtual', dimension: '3:4' });
      const preview = await t.app.inject({ method: 'GET', url: template.previewUrl ?? 'missing' });
      expect(preview.statusCode, template.id).toBe(200);
      expect(preview.headers['content-type']).toContain('image/webp');
    }
  });

  it.each(eventTemplateIds)('creates a campaign from %s whose booth has the starter designs with their URLs', async (template) => {
    const customer = await customerOn(t, `tpl-${template.toLowerCase()}@example.com`, 'Free');
    const event = await createEvent(t, customer, { name: `From ${template}`, template, eventType: 'live' });
    expect(event).toMatchObject({ boothType: 'virtual', dimension: '3:4', deviceOrientation: 'portrait', eventType: 'live' });
    expect(event.shutter.photo.enabled).toBe(true);
    expect(event.shutter.photo.overlays).toEqual(designIdsOf(template, 'overlay'));
    expect(event.virtualSettings.body).toMatch(/tippe/i);
    expect(event.designSettings.startScreen.general.background.image).toBe(designIdsOf(template, 'mainScreenBackground')[0]);
    const guest = (await call(t, undefined, 'GET', `/events/${event.slug}/virtual`)).json<EventVirtualDto>();
    const byId = new Map(guest.assets.map((asset) => [asset.id, asset]));
    for (const id of [...designIdsOf(template, 'overlay'), ...designIdsOf(template, 'mainScreenBackground')]) {
      const asset = byId.get(id);
      expect(asset?.src, id).toMatch(/^\/api\/files\//);
      expect((await t.app.inject({ method: 'GET', url: asset?.src ?? '' })).statusCode).toBe(200);
    }
    expect(guest.assets.some((asset) => asset.family !== null)).toBe(true);
  });

  it('keeps a draft by default, and what the body sets wins over the template', async () => {
    const customer = await customerOn(t, 'tpl-override@example.com', 'Free');
    const event = await createEvent(t, customer, {
      name: 'Overridden',
      template: 'party',
      virtualSettings: { title: 'Unser Sommerfest' },
      shutter: { gif: { enabled: false } },
    });
    expect(event.eventType).toBe('draft');
    expect(event.virtualSettings.title).toBe('Unser Sommerfest');
    // The rest of the same objects still come from the template.
    expect(event.virtualSettings.body).toMatch(/tippe/i);
    expect(event.shutter.gif.enabled).toBe(false);
    expect(event.shutter.boomerang.enabled).toBe(true);
  });

  it("writes the template's guest texts in the organiser's language, German without one, and keeps the language out of the settings", async () => {
    const customer = await customerOn(t, 'tpl-locale@example.com', 'Free');
    const english = await createEvent(t, customer, { name: 'Wedding', template: 'wedding', locale: 'en' });
    expect(english.virtualSettings).toMatchObject({ title: 'Our Wedding', body: expect.stringMatching(/\btap\b/i) });
    expect(english.screens.sharing.email.subject).toBe('Your photo from our wedding');
    expect(english.screens.microsite.title).toBe('#OurWedding');
    expect(english.shutter.photo.text).toBe('Photo');
    expect(english).not.toHaveProperty('locale');
    const german = await createEvent(t, customer, { name: 'Hochzeit', template: 'wedding' });
    expect(german.virtualSettings).toMatchObject({ title: 'Unsere Hochzeit', body: expect.stringMatching(/tippe/i) });
    expect(german.screens.sharing.email.subject).toBe('Dein Foto von unserer Hochzeit');
    expect(german).not.toHaveProperty('locale');
    // The language stays out of what is stored, too: the campaign read back has no `locale`.
    expect((await call(t, customer, 'GET', `/events/${english.slug}`)).json()).not.toHaveProperty('locale');
    // Every template speaks both languages, with touch words.
    for (const template of eventTemplateIds) {
      expect(templateSettings(template, 'en').virtualSettings?.body, template).toMatch(/\btap\b/i);
      expect(templateSettings(template, 'de').virtualSettings?.body, template).toMatch(/tippe/i);
    }
    const refused = await call(t, customer, 'POST', '/events', { name: 'X', template: 'wedding', locale: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(fieldPaths(refused)).toContain('locale');
  });

  it('refuses an unknown template naming `template`', async () => {
    const customer = await customerOn(t, 'tpl-unknown@example.com', 'Free');
    const response = await call(t, customer, 'POST', '/events', { name: 'X', template: 'birthday' });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toContain('template');
  });

  it("still refuses another customer's private asset in a template's campaign", async () => {
    const owner = await customerOn(t, 'tpl-owner@example.com', 'Free');
    const other = await customerOn(t, 'tpl-other@example.com', 'Free');
    const mine = await createEvent(t, owner, { name: 'Mine', template: 'wedding' });
    const [privateAsset] = await t.runtime.database.db
      .insert(assets)
      .values({ id: crypto.randomUUID(), customerId: owner.id, slug: `private-${Date.now()}`, originalname: 'p.png', encoding: '7bit', mimetype: 'image/png', fileKey: 'assets/x/p.png', fileSize: 1, assetType: 'overlay', createdAt: new Date(), updatedAt: new Date() })
      .returning();
    expect(mine.shutter.photo.overlays.length).toBeGreaterThan(0);
    const response = await call(t, other, 'POST', '/events', { name: 'Theirs', template: 'wedding', shutter: { photo: { overlays: [privateAsset?.id] } } });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toContain('shutter.photo.overlays.0');
  });

  it('gives a new campaign without a template photo capture on', async () => {
    const customer = await customerOn(t, 'tpl-none@example.com', 'Free');
    const event = await createEvent(t, customer, { name: 'Plain' });
    expect(event.shutter.photo.enabled).toBe(true);
    expect(event.shutter.gif.enabled).toBe(false);
    expect(event.eventType).toBe('draft');
  });
});
