import { Script } from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { scriptPath, scriptText } from './presentation-scripts.ts';
import { insertPicture, patchSettings, setArchived } from './presentation.test-support.ts';

let t: TestApp;
let gold: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  gold = await customerOn(t, 'pages@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

function meta(page: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(page)?.[1];
}
const tiles = (page: string) => [...page.matchAll(/<li class="tile" id="p-([0-9a-f-]+)"/g)].map((match) => match[1]);

async function campaign(name = 'Summer party', owner = gold): Promise<Event> {
  return createEvent(t, owner, { name, boothType: 'virtual' } as never);
}

describe('GET /gallery/{slug}', () => {
  it('renders the first page newest first, with sizes, display copies, Open Graph tags and its hashed script', async () => {
    const event = await campaign();
    const pictures = [];
    for (let i = 0; i < 30; i += 1) pictures.push(await insertPicture(t, event, { createdAt: minutesAgo(60 - i) }));
    const newest = pictures.at(-1);
    const response = await get(`/gallery/${event.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(page).toContain('<h1>Summer party</h1>');
    expect(tiles(page)).toEqual(pictures.slice(-24).reverse().map((picture) => picture.id));
    expect(page).toMatch(/<img src="\/api\/files\/[^"]+display-960\.webp" srcset="[^"]+ 480w, [^"]+ 960w" sizes="[^"]+" width="1200" height="1600"/);
    expect(page).toContain('loading="lazy"');
    expect(meta(page, 'og:title')).toBe('Summer party');
    expect(meta(page, 'og:url')).toBe(`http://booth.test/gallery/${event.slug}`);
    expect(meta(page, 'og:image')).toBe(`http://booth.test/api/files/shoots/${event.id}/${newest?.id}/social.jpg`);
    expect(page).toContain(`<script src="${scriptPath('gallery')}" defer></script>`);
    // The rest comes by infinite scroll from the keyset cursor (and the link works without script).
    const more = /<a class="btn more" id="more" href="\?olderThan=([^"]+)" data-cursor="([^"]+)">Weitere Bilder<\/a>/.exec(page);
    expect(more).not.toBeNull();
    const next = await get(`/gallery/${event.slug}?olderThan=${more?.[1]}`);
    expect(tiles(next.body)).toEqual(pictures.slice(0, 6).reverse().map((picture) => picture.id));
  });

  it('is a framable page whose policy admits only our own script, API and stream', async () => {
    const event = await campaign();
    const response = await get(`/gallery/${event.slug}`);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline\' https');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('speaks English under /en, with capture dates and likes when the settings ask for them', async () => {
    const event = await campaign();
    await patchSettings(t, event.id, { screens: { presentation: { gallery: { likesEnabled: true, showCaptureDate: true, layout: 'masonry' } } } });
    await insertPicture(t, event, { likes: 7, createdAt: new Date('2026-06-01T18:30:00Z') });
    const response = await get(`/en/gallery/${event.slug}`);
    // The visitor cookie each browser likes under (microsite/visitor-keys.ts).
    expect(response.cookies.find((cookie) => cookie.name === 'visitor')).toMatchObject({ path: '/api/m/', httpOnly: true });
    const page = response.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<ul class="pictures masonry"');
    expect(page).toContain('<time datetime="2026-06-01T18:30:00.000Z">1 Jun 2026, 20:30</time>');
    expect(page).toContain('♥ 7');
    expect(page).toContain('data-like aria-pressed="false" aria-label="Like"');
    expect(page).toContain('>Download</a>');
    expect(meta(page, 'og:url')).toBe(`http://booth.test/en/gallery/${event.slug}`);
    const german = (await get(`/gallery/${event.slug}`)).body;
    expect(german).toContain('01.06.2026, 20:30');
    expect(german).toContain('>Herunterladen</a>');
  });

  it('leaves likes, dates and names out when they are off, and links the booth only for a virtual booth with the shutter on', async () => {
    const event = await campaign();
    await insertPicture(t, event, { userFeedback: { personal: { firstname: 'Anna', lastname: 'Meyer' } } });
    const response = await get(`/gallery/${event.slug}`);
    expect(response.cookies).toEqual([]);
    let page = response.body;
    expect(page).not.toContain('data-like ');
    expect(page).not.toContain('<time');
    expect(page).not.toContain('Anna');
    expect(page).not.toContain('class="btn shutter"');
    await patchSettings(t, event.id, {
      screens: { presentation: { gallery: { shutter: true, showName: true, buttonSettings: { buttonShape: 'square', buttonBackgroundColor: '#ff0000' } } } },
    });
    page = (await get(`/en/gallery/${event.slug}`)).body;
    expect(page).toContain(`<a class="btn shutter" href="/en/booth/${event.slug}">Take a picture</a>`);
    expect(page).toContain('<span class="name">Anna M.</span>');
    expect(page).toContain('--btn-bg:#ff0000');
    expect(page).toContain('--btn-radius:0');
  });

  it('links the campaign\'s own imprint and privacy pages beside the installation\'s, in the reader\'s language', async () => {
    const event = await createEvent(t, gold, {
      name: 'Legal gallery',
      boothType: 'virtual',
      legal: { imprintUrl: 'https://fest.example.de/impressum', privacyUrl: 'https://fest.example.de/datenschutz' },
    } as never);
    const links = (page: string) => [.../<nav class="legal"[^>]*>(.*?)<\/nav>/s.exec(page)?.[1]?.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g) ?? []].map((match) => `${match[2]} ${match[1]}`);
    expect(links((await get(`/gallery/${event.slug}`)).body)).toEqual([
      'Impressum https://fest.example.de/impressum',
      'Datenschutz https://fest.example.de/datenschutz',
      'Impressum (Plattform) http://booth.test/imprint',
      'Datenschutz (Plattform) http://booth.test/privacy',
    ]);
    expect(links((await get(`/en/gallery/${event.slug}`)).body)).toEqual([
      'Imprint https://fest.example.de/impressum',
      'Privacy https://fest.example.de/datenschutz',
      'Imprint (platform) http://booth.test/en/imprint',
      'Privacy (platform) http://booth.test/en/privacy',
    ]);
  });

  it('escapes hostile campaign and guest names everywhere', async () => {
    const event = await campaign('<script>alert(1)</script> & "party"');
    await patchSettings(t, event.id, { screens: { presentation: { gallery: { showName: true } } } });
    await insertPicture(t, event, { userFeedback: { personal: { firstname: '<img src=x onerror=alert(2)>', lastname: '"/><script>' } } });
    const page = (await get(`/gallery/${event.slug}`)).body;
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('"/><script>');
    expect(page).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;party&quot;</h1>');
    expect(page).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(meta(page, 'og:title')).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;party&quot;');
  });

  it('keeps the first page of 24 pictures small: under 6 KB of HTML gzip-compressed', async () => {
    const event = await campaign();
    for (let i = 0; i < 30; i += 1) await insertPicture(t, event, { createdAt: minutesAgo(i) });
    const page = (await get(`/gallery/${event.slug}`)).body;
    expect(tiles(page)).toHaveLength(24);
    expect(gzipSync(page).byteLength).toBeLessThan(6_000);
    const compressed = await get(`/gallery/${event.slug}`, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliCompressSync(scriptText('gallery')).byteLength).toBeLessThan(5_000);
  });

  it('says kindly that a gallery is unknown (404) or not in the plan (402), never a 500', async () => {
    const unknown = await get('/gallery/no-such-campaign');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Diese Galerie gibt es nicht (mehr).');
    const archived = await campaign();
    await setArchived(t, archived.id, true);
    expect((await get(`/en/gallery/${archived.slug}`)).body).toContain('This gallery does not exist (any more).');
    const off = await campaign();
    await patchSettings(t, off.id, { screens: { presentation: { gallery: { enabled: false } } } });
    expect((await get(`/gallery/${off.slug}`)).statusCode).toBe(404);
    const free = await customerOn(t, 'free-pages@example.com', 'Free');
    const lowPlan = await campaign('Free party', free);
    const refused = await get(`/en/gallery/${lowPlan.slug}`);
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain('This gallery is not available at the moment.');
    expect((await get(`/gallery/${off.slug}?olderThan=broken`)).statusCode).toBe(404);
  });
});

describe('GET /live/{slug}', () => {
  it('starts the slideshow from the page itself, with the campaign and its sources, JSON safely embedded', async () => {
    const event = await campaign('<b>Wall</b>');
    const source = await campaign('Second stage');
    await patchSettings(t, event.id, { screens: { presentation: { dynamicGallery: { enabled: true, sources: [source.id], bigPicture: { enabled: true, durationSeconds: 8 } } } } });
    const own = await insertPicture(t, event, { createdAt: minutesAgo(2), userFeedback: { personal: { firstname: '</script><script>alert(1)</script>' } } });
    const fromSource = await insertPicture(t, source, { createdAt: minutesAgo(1) });
    for (const path of [`/live/${event.slug}`, `/dynamic-gallery/${event.slug}`, `/live/${event.slug}/`]) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      const page = response.body;
      expect(page).toContain('<title>&lt;b&gt;Wall&lt;/b&gt;</title>');
      expect(page).toContain('data-big="8"');
      expect(page).toContain(`<script src="${scriptPath('live')}" defer></script>`);
      const json = /<script type="application\/json" id="initial">([^<]*)<\/script>/.exec(page)?.[1];
      const initial = JSON.parse(json ?? 'null') as { pictures: Array<{ id: string; name: string | null }> };
      expect(initial.pictures.map((picture) => picture.id)).toEqual([fromSource.id, own.id]);
      expect(initial.pictures.every((picture) => picture.name === null)).toBe(true);
    }
    const english = (await get(`/en/live/${event.slug}`)).body;
    expect(english).toContain('<html lang="en">');
  });

  it('shows the waiting text on an empty wall, and a kind page when unknown (404) or not in the plan (402)', async () => {
    const event = await campaign();
    await patchSettings(t, event.id, { screens: { presentation: { dynamicGallery: { enabled: true } } } });
    expect((await get(`/en/live/${event.slug}`)).body).toMatch(/<p class="waiting" id="waiting">Pictures appear here as they are taken\.<\/p>/);
    const unknown = await get('/live/no-such-campaign');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Diesen Bildschirm gibt es nicht (mehr).');
    const silver = await customerOn(t, 'silver-pages@example.com', 'Silver');
    const lowPlan = await campaign('Silver party', silver);
    await patchSettings(t, lowPlan.id, { screens: { presentation: { dynamicGallery: { enabled: true } } } });
    const refused = await get(`/live/${lowPlan.slug}`);
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain('Dieser Bildschirm ist zurzeit nicht verfügbar.');
  });
});

describe('GET /presentation/{script}', () => {
  it('serves each script under its content hash for a year, an old name revalidated, anything else 404', async () => {
    for (const name of ['gallery', 'live'] as const) {
      const response = await get(scriptPath(name));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(scriptText(name));
      // Parses as a classic script in every browser we target (no modules, no syntax past ES2019).
      expect(() => new Script(response.body)).not.toThrow();
      const compressed = await get(scriptPath(name), { 'accept-encoding': 'gzip, deflate, br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(scriptText(name));
      expect(compressed.rawPayload.byteLength).toBeLessThan(Buffer.byteLength(scriptText(name)) / 2.5);
      const gzip = await get(scriptPath(name), { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(scriptText(name));
    }
    const old = await get('/presentation/gallery.0000000000.js');
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('no-cache');
    expect((await get('/presentation/other.js')).statusCode).toBe(404);
  });
});
