import { assetUploadFieldsSchema, guestFeedbackSchema, shootUploadFieldsSchema } from '@booth/shared';
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '@/test/test-app.ts';
import { uncheckedTextFields } from '@/test/text-fields.ts';

/*
 * Every text a request can carry goes through the one safe-text rule (packages/shared), so a control
 * character is a 400 naming the field rather than a database error. This walks the schemas of every
 * route the real app registers; a new route with a plain `z.string()` fails here with its name.
 */

const routes = vi.hoisted(() => [] as RouteOptions[]);

// The app is built inside buildApp; its routes are seen through the wrapped factory (route-recorder.ts).
vi.mock('fastify', async (importOriginal) => (await import('@/test/route-recorder.ts')).recordingRoutes(await importOriginal<typeof FastifyModule>(), routes));

let test: TestApp;

beforeAll(async () => {
  // Test files share their worker's modules (isolate: false), so the app may have been imported with
  // the real fastify already; a fresh module graph makes it import the wrapped one.
  vi.resetModules();
  const { buildTestApp } = await import('@/test/test-app.ts');
  test = await buildTestApp();
});

afterAll(async () => {
  await test?.close();
});

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** Routes that answer the same files whatever their path parameter says: nothing reads it into a query or a row. */
const PARAMS_NEVER_READ = new Set([
  // The API reference's own static files (@fastify/swagger-ui).
  '/api/docs/static/*',
  // The booth page is the same booth.html for every campaign; the guest bundle reads the slug and calls the API.
  '/booth/:slug',
  '/booth/:slug/',
  '/en/booth/:slug',
  '/en/booth/:slug/',
  // Likewise the kiosk page (kiosk.html).
  '/kiosk/:slug',
  '/kiosk/:slug/',
  '/en/kiosk/:slug',
  '/en/kiosk/:slug/',
  // And the guest payment page (pay.html): it reads the session slug and calls the API.
  '/pay/:slug',
  '/pay/:slug/',
  '/en/pay/:slug',
  '/en/pay/:slug/',
]);

describe('request schemas of every route', () => {
  it('sees the routes of every module', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of ['/api/events', '/api/events/:slug', '/api/assets', '/api/events/:slug/shoots', '/api/links', '/api/customers']) {
      expect(urls, url).toContain(url);
    }
  });

  it('hold every text field to the shared safe-text rule or a strict format', () => {
    const unchecked: string[] = [];
    for (const route of routes) {
      const schema = (route.schema ?? {}) as Partial<Record<(typeof PARTS)[number], unknown>>;
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      // A path parameter nobody declared reaches the handler unchecked.
      if (/[:*]/.test(route.url) && !schema.params && !PARAMS_NEVER_READ.has(route.url)) unchecked.push(`${methods} ${route.url} params`);
      for (const part of PARTS) {
        if (!schema[part]) continue;
        for (const field of uncheckedTextFields(schema[part], part, { allowLooseObjects: part === 'headers' })) {
          unchecked.push(`${methods} ${route.url} ${field}`);
        }
      }
    }
    expect([...new Set(unchecked)].sort()).toEqual([]);
  });

  it('hold the text fields of multipart uploads, which their use-cases parse, to the rule too', () => {
    expect(uncheckedTextFields(assetUploadFieldsSchema, 'POST /api/assets fields')).toEqual([]);
    expect(uncheckedTextFields(shootUploadFieldsSchema, 'POST /api/events/:slug/shoots fields')).toEqual([]);
    expect(uncheckedTextFields(guestFeedbackSchema, 'POST /api/events/:slug/shoots feedback')).toEqual([]);
  });
});
