import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { png, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';

let dist: string;
let t: TestApp;
let ada: TestCustomer;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'booth-preview-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>Boothwerk</title></head><body><div id="root"></div></body></html>');
  await writeFile(join(dist, 'booth.html'), '<!doctype html><html><head><meta charset="utf-8"><title>Boothwerk</title></head><body><div id="booth"></div></body></html>');
  t = await buildTestApp({ WEB_DIST_DIR: dist });
  ada = await customerOn(t, 'preview@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const meta = (body: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(body)?.[1];

describe('the booth link preview', () => {
  it('names the campaign with its own title, text and banner, escaped, in the page\'s language', async () => {
    const banner = await uploadOk(t, ada, 'banner', 'banner.png', await png(600, 200));
    const event = await createEvent(t, ada, {
      name: 'Sommerfest',
      boothType: 'virtual',
      virtualSettings: { title: 'Sommerfest "2026" <live>', body: 'Mach ein Foto\nund teile es!', banner: banner.id },
    } as never);
    const response = await page(`/booth/${event.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.body;
    expect(body).toContain('<div id="booth">');
    expect(body).toContain('<title>Sommerfest &quot;2026&quot; &lt;live&gt;</title>');
    expect(body).not.toContain('<title>Boothwerk</title>');
    expect(meta(body, 'og:title')).toBe('Sommerfest &quot;2026&quot; &lt;live&gt;');
    expect(meta(body, 'og:description')).toBe('Mach ein Foto und teile es!');
    expect(meta(body, 'og:url')).toBe(`${TEST_PUBLIC_URL}/booth/${event.slug}`);
    expect(meta(body, 'og:locale')).toBe('de_DE');
    expect(meta(body, 'og:image')).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/`));
    expect(meta(body, 'twitter:card')).toBe('summary_large_image');
    const image = await t.app.inject({ method: 'GET', url: (meta(body, 'og:image') ?? '').slice(TEST_PUBLIC_URL.length) });
    expect(image.statusCode).toBe(200);
  });

  it('uses the effective default texts, never empty ones, and says which campaign', async () => {
    const event = await createEvent(t, ada, { name: 'Firmenfeier', boothType: 'virtual' });
    const german = (await page(`/booth/${event.slug}`)).body;
    expect(meta(german, 'og:title')).toBe('Firmenfeier – Virtuelle Fotobox');
    expect(meta(german, 'og:description')).toBe('Tippe unten, um zu starten!');
    const english = (await page(`/en/booth/${event.slug}`)).body;
    expect(meta(english, 'og:title')).toBe('Firmenfeier – Virtual Photo Booth');
    expect(meta(english, 'og:url')).toBe(`${TEST_PUBLIC_URL}/en/booth/${event.slug}`);
    expect(meta(english, 'og:locale')).toBe('en_US');
    expect(meta(english, 'twitter:card')).toBe('summary');
  });

  it('serves the plain page for an unknown or archived campaign', async () => {
    const unknown = await page('/booth/no-such-booth');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Boothwerk</title>');
    expect(unknown.body).not.toContain('og:title');
    const event = await createEvent(t, ada, { name: 'Vorbei', boothType: 'virtual' });
    expect((await call(t, ada, 'PUT', `/events/${event.id}`, { archived: true })).statusCode).toBe(200);
    expect((await page(`/booth/${event.slug}`)).body).not.toContain('og:title');
  });
});
