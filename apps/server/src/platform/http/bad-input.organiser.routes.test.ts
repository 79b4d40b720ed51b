import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FONT_NAME_HEADER, type Event } from '@booth/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '@/modules/customers/customers.table.ts';
import { events } from '@/modules/events/events.table.ts';
import { call, createEvent, customerOn, fieldPaths } from '@/modules/events/events.test-support.ts';
import { MEDIA_FIXTURES, png, storedKeys, upload, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

/*
 * Control characters in the organiser's requests: every text field holds to the shared safe-text rule,
 * so NUL (which PostgreSQL refuses in text and jsonb), escape, DEL and C1 characters are a 400 naming
 * the field — never a 500 — and nothing is stored. Multi-line texts keep tab and line breaks.
 */

let t: TestApp;
let ada: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

/** NUL, escape, DEL and a C1 control, by name (a test name with a raw NUL is unreadable). */
const CONTROLS: Array<[string, string]> = [
  ['U+0000', '\u0000'],
  ['U+001B', '\u001b'],
  ['U+007F', '\u007f'],
  ['U+0085', '\u0085'],
];

function expectRefused(response: { statusCode: number; body: string; json: <T>() => T }, path: string, message = 'Must not contain control characters'): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  expect(fieldPaths(response)).toContain(path);
  expect(response.json<{ message: string }>().message).toContain(`${path}: ${message}`);
}

describe('registration and sign-in', () => {
  it.each(CONTROLS)('refuses %s in a password with 400 naming it, and registers nobody', async (_name, control) => {
    const email = `nul-${control.charCodeAt(0)}@example.com`;
    const response = await t.app.inject({ method: 'POST', url: '/api/customers', payload: { email, password: `secret${control}password` } });
    expectRefused(response, 'password');
    const [row] = await t.runtime.database.db.select({ n: count() }).from(customers).where(eq(customers.email, email));
    expect(row?.n).toBe(0);
  });

  it('refuses a NUL in the sign-in password with 400, not a database error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ada.email, password: 'x\u0000' } });
    expectRefused(response, 'password');
  });
});

describe('campaigns', () => {
  it.each(CONTROLS)('refuses %s in a new campaign\'s name and stores no campaign', async (_name, control) => {
    const name = `Fest${control}2026`;
    expectRefused(await call(t, ada, 'POST', '/events', { name }), 'name');
    const names = (await call(t, ada, 'GET', '/events/short')).json<Array<{ name: string }>>().map((event) => event.name);
    expect(names).not.toContain(name);
  });

  it('names the nested setting that holds the character', async () => {
    expectRefused(await call(t, ada, 'POST', '/events', { name: 'Nested', virtualSettings: { title: 'Hallo\u0000' } }), 'virtualSettings.title');
    expectRefused(await call(t, ada, 'POST', '/events', { name: 'Code', virtualSettings: { customCss: 'body{}\u0000' } }), 'virtualSettings.customCss');
    expectRefused(
      await call(t, ada, 'POST', '/events', { name: 'Keys', virtualSettings: { translations: { 'start\u0000': 'x' } } }),
      'virtualSettings.translations.start\u0000',
      'Invalid key: Must not contain control characters',
    );
    expectRefused(
      await call(t, ada, 'POST', '/events', { name: 'Survey', screens: { sharing: { survey: { items: [{ id: 'q1', type: 'textQuestion', question: 'Wie?\u0085' }] } } } }),
      'screens.sharing.survey.items.0.question',
    );
  });

  it('keeps tab and line breaks in multi-line texts and CSS, and refuses them in one-line names', async () => {
    const event = await createEvent(t, ada, { name: 'Lines', virtualSettings: { body: 'Eins\nZwei\r\nDrei\tvier', customCss: 'body {\n\tcolor: red;\n}' } });
    expect(event.virtualSettings.body).toBe('Eins\nZwei\r\nDrei\tvier');
    expect(event.virtualSettings.customCss).toBe('body {\n\tcolor: red;\n}');
    expectRefused(await call(t, ada, 'POST', '/events', { name: 'Two\nlines' }), 'name');
  });

  it('refuses a control character in an update and keeps the stored settings', async () => {
    const event = await createEvent(t, ada, { name: 'Stays', virtualSettings: { title: 'Vorher' } });
    expectRefused(await call(t, ada, 'PUT', `/events/${event.id}`, { virtualSettings: { ...event.virtualSettings, title: 'Nachher\u0000' } }), 'virtualSettings.title');
    expectRefused(await call(t, ada, 'PUT', `/events/${event.id}`, { name: 'Neu\u001b[2J' }), 'name');
    const stored = (await call(t, ada, 'GET', `/events/${event.slug}`)).json<Event>();
    expect(stored).toMatchObject({ name: 'Stays', virtualSettings: { title: 'Vorher' } });
  });

  it('still reads a campaign whose settings were stored with a control character before the rule', async () => {
    const event = await createEvent(t, ada, { name: 'Legacy', virtualSettings: { title: 'Alt' } });
    const db = t.runtime.database.db;
    const [row] = await db.select().from(events).where(eq(events.id, event.id));
    const settings = row?.settings as { virtualSettings: Record<string, unknown> };
    await db
      .update(events)
      .set({ settings: { ...settings, virtualSettings: { ...settings.virtualSettings, title: 'Alt\u0001es Fest', body: 'Zeile\n\u0007zwei' } } } as never)
      .where(eq(events.id, event.id));
    const read = await call(t, ada, 'GET', `/events/${event.slug}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Event>().virtualSettings).toMatchObject({ title: 'Altes Fest', body: 'Zeile\nzwei' });
    const saved = await call(t, ada, 'PUT', `/events/${event.id}`, { name: 'Legacy, saved again' });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses it in the copy name, the lock password header and the list search', async () => {
    const event = await createEvent(t, ada, { name: 'Copy source' });
    expectRefused(await call(t, ada, 'POST', `/events/${event.id}/duplicate`, { name: 'Kopie\u0000' }), 'name');
    expectRefused(await call(t, ada, 'DELETE', `/events/${event.id}`, undefined, { 'x-event-password': 'pa\u0085ss' }), 'x-event-password');
    expectRefused(await call(t, ada, 'GET', `/events?q=${encodeURIComponent('a\u0000')}`), 'q');
  });
});

describe('assets and fonts', () => {
  it('refuses a control character in the tags of an upload and stores no file', async () => {
    const response = await upload(t, ada, [
      { name: 'assetType', value: 'overlay' },
      { name: 'tags', value: 'party,\u0000,night' },
      { name: 'file', filename: 'frame.png', data: await png(1536, 2048, 0.5) },
    ]);
    expectRefused(response, 'tags');
    expect(await storedKeys(t)).toEqual([]);
  });

  it('stores an upload\'s name without bidi and control characters, so it cannot pose as another type', async () => {
    // The right-to-left override would show the end of this name reversed, as if it ended in ".png".
    const response = await upload(t, ada, [
      { name: 'assetType', value: 'overlay' },
      { name: 'file', filename: 'party-\u202eoverlay\u2066gnp.exe\u0085.png', data: await png(1536, 2048, 0.5) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const asset = response.json<{ id: string; originalname: string }>();
    expect(asset.originalname).toBe('party-overlaygnp.exe.png');
    expect((await call(t, ada, 'DELETE', `/assets/${asset.id}`)).statusCode).toBe(200);
  });

  it('refuses one in the library search', async () => {
    expectRefused(await call(t, ada, 'GET', `/assets?q=${encodeURIComponent('x\u0000')}`), 'q');
  });

  it('refuses a control character in the (URL-encoded) font name header and stores no font', async () => {
    const font = await readFile(join(MEDIA_FIXTURES, 'raleway-latin-700-italic.woff'));
    const response = await upload(t, ada, [{ name: 'file', filename: 'raleway.woff', data: font }], '/api/assets/font', {
      [FONT_NAME_HEADER]: encodeURIComponent('Raleway\u0000Bold'),
    });
    expectRefused(response, FONT_NAME_HEADER);
    expect(await storedKeys(t)).toEqual([]);
  });

  it('refuses one in a font\'s new name', async () => {
    const font = await readFile(join(MEDIA_FIXTURES, 'raleway-latin-700-italic.woff'));
    const created = await upload(t, ada, [{ name: 'file', filename: 'raleway.woff', data: font }], '/api/assets/font');
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expectRefused(await call(t, ada, 'PUT', `/assets/fonts/${id}`, { name: 'Raleway\u0007' }), 'name');
    expect((await call(t, ada, 'DELETE', `/assets/fonts/${id}`)).statusCode).toBe(200);
  });
});

describe('links and generic URLs', () => {
  it('refuses a control character in a generic URL name and in a link slug', async () => {
    const event = await createEvent(t, ada, { name: 'Linked', boothType: 'virtual' });
    expectRefused(await call(t, ada, 'POST', '/genericUrls', { name: 'Eingang\u0000' }), 'name');
    const link = await call(t, ada, 'POST', '/links', { eventId: event.id, slug: 'party\u0000' });
    expect(link.statusCode, link.body).toBe(400);
    expect(fieldPaths(link)).toEqual(['slug']);
    expect((await call(t, ada, 'GET', '/genericUrls')).json<unknown[]>()).toEqual([]);
  });
});
