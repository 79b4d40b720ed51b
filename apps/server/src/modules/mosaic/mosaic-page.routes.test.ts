import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Event } from '@booth/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { installationLegal } from '@/modules/legal/legal-links.ts';
import { patchSettings, setArchived } from '@/modules/presentation/presentation.test-support.ts';
import { securityHeaders } from '@/platform/http/security-headers.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { mosaicPageRoutes, withWallHead } from './mosaic-page.routes.ts';

/** mosaic.html as Vite builds it (trimmed): what the route must serve with the campaign's title. */
const BUILT = `<!doctype html>
<html lang="de">
  <head>
    <title>Mosaik</title>
    <script type="module" crossorigin src="/assets/mosaic-abc.js"></script>
  </head>
  <body><main id="mosaic"></main></body>
</html>
`;

let t: TestApp;
let gold: TestCustomer;
let silver: TestCustomer;
let distDir: string;
let pages: FastifyInstance;

/** The page routes as app.ts registers them, behind the real security headers, on the test app's database. */
async function pageApp(dist: string): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(securityHeaders, { publicUrl: TEST_PUBLIC_URL, inlineScripts: [] });
  await app.register(mosaicPageRoutes, { db: t.runtime.database.db, distDir: dist, legal: installationLegal({ imprintUrl: 'https://example.com/imprint', privacyUrl: '' }, TEST_PUBLIC_URL) });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await buildTestApp();
  gold = await customerOn(t, 'wall@example.com', 'Gold');
  silver = await customerOn(t, 'wall-silver@example.com', 'Silver');
  distDir = await mkdtemp(join(tmpdir(), 'mosaic-page-'));
  await writeFile(join(distDir, 'mosaic.html'), BUILT);
  pages = await pageApp(distDir);
});
afterAll(async () => {
  await pages?.close();
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string) => pages.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

async function wall(name: string, owner = gold, enabled = true): Promise<Event> {
  const event = await createEvent(t, owner, { name, boothType: 'virtual' } as never);
  await patchSettings(t, event.id, { screens: { presentation: { mosaic: { enabled } } } });
  return event;
}

describe('GET /mosaic/{slug}', () => {
  it('serves the wall page with the campaign name as its title, in German and under /en in English', async () => {
    const event = await wall('Summer <party>');
    for (const [url, lang] of [
      [`/mosaic/${event.slug}`, 'de'],
      [`/mosaic/${event.slug}/`, 'de'],
      [`/en/mosaic/${event.slug}`, 'en'],
      [`/en/mosaic/${event.slug}/`, 'en'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<html lang="${lang}">`);
      expect(response.body).toContain('<title>Summer &lt;party&gt;</title>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/mosaic-abc.js"></script>');
    }
  });

  it('runs under a strict policy: only our scripts, no eval, calls and the stream to us, frameable, the screen kept awake', async () => {
    const event = await wall('Policy party');
    const response = await get(`/mosaic/${event.slug}`);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(String(response.headers['permissions-policy'])).toContain('screen-wake-lock=(self)');
    expect(String(response.headers['permissions-policy'])).toContain('camera=()');
  });

  it('says plainly that an unknown, switched-off or archived mosaic is not there (404)', async () => {
    const off = await wall('Switched off', gold, false);
    const archived = await wall('Archived');
    await setArchived(t, archived.id, true);
    for (const slug of ['no-such-campaign', off.slug, archived.slug]) {
      const response = await get(`/mosaic/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.body).toContain('Dieses Mosaik gibt es nicht (mehr).');
      expect(response.body).toContain('role="alert"');
      // The installation's imprint link at the foot, like every guest page.
      expect(response.body).toContain('https://example.com/imprint');
      expect(response.body).not.toContain('/assets/mosaic-abc.js');
    }
    // A slug no campaign can have (a line break) is refused by the route's schema, like the gallery pages'.
    expect((await get('/mosaic/a%0Ab')).statusCode).toBe(400);
    const english = await get('/en/mosaic/no-such-campaign/');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('This mosaic does not exist (any more).');
    expect(english.body).toMatch(/<html lang="en">/);
  });

  it('below Gold the wall is not available (402), whatever the saved settings say', async () => {
    const event = await wall('Silver party', silver);
    const response = await get(`/mosaic/${event.slug}`);
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('Dieses Mosaik ist zurzeit nicht verfügbar.');
    expect((await get(`/en/mosaic/${event.slug}`)).body).toContain('This mosaic is not available at the moment.');
  });

  it('tells the operator to build the web app when mosaic.html is missing', async () => {
    const event = await wall('Unbuilt');
    const unbuilt = await pageApp(join(distDir, 'missing'));
    try {
      const response = await unbuilt.inject({ method: 'GET', url: `/mosaic/${event.slug}` });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});

describe('withWallHead', () => {
  it('replaces only the title and the language, leaving the page as built', () => {
    const page = withWallHead(BUILT, 'A & B $1', 'en');
    expect(page).toContain('<title>A &amp; B $1</title>');
    expect(page).toContain('<html lang="en">');
    expect(page.replace('<title>A &amp; B $1</title>', '<title>Mosaik</title>').replace('lang="en"', 'lang="de"')).toBe(BUILT);
  });
});
