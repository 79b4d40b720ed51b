import { apiErrorSchema, appConfigSchema } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCatalog } from '@/job-catalog.ts';
import { healthSchema } from '@/modules/health/health.schema.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ KNOWN_HOSTS: 'boothwerk.app, example.org' });
});
afterAll(async () => {
  await t?.close();
});

describe('API conventions', () => {
  it('answers unknown /api routes with a JSON 404 carrying code, message and requestId', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('gives every response a request id, keeping a sane one sent by a proxy', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'x-request-id': 'lb-1234-abcd' } });
    expect(given.headers['x-request-id']).toBe('lb-1234-abcd');
    const odd = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'x-request-id': 'bad id <script>' } });
    expect(odd.headers['x-request-id']).not.toContain('<');
  });

  it('answers malformed JSON with 400 VALIDATION and a requestId', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION');
  });
});

describe('GET /api/health', () => {
  it('queries the database and the job queue', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.database).toMatchObject({ ok: true, driver: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    expect(health.jobs.ok).toBe(true);
    expect(health.jobs.schemaVersion).toBeGreaterThan(0);
    // One queue per job of the catalogue, in its order.
    expect(health.jobs.queues).toEqual(Object.keys(jobCatalog).map((name) => ({ name, queued: 0, active: 0 })));
  });

  it('counts a queued job', async () => {
    await t.app.inject({ method: 'POST', url: '/api/customers', payload: { firstName: 'Anna', name: 'Berg', email: 'queue@example.com', password: 'a-good-password' } });
    const health = healthSchema.parse((await t.app.inject({ method: 'GET', url: '/api/health' })).json());
    expect(health.jobs.queues?.[0]?.queued).toBe(1);
    await t.drainJobs();
  });
});

describe('GET /api/config and /api/customersPlans', () => {
  it('answers the product name, known hosts, whether the demo account exists and the legal pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(appConfigSchema.parse(response.json())).toEqual({
      productName: 'Boothwerk',
      knownHosts: ['boothwerk.app', 'example.org'],
      demoAccount: false,
      legal: {
        de: { imprint: 'http://booth.test/imprint', privacy: 'http://booth.test/privacy' },
        en: { imprint: 'http://booth.test/en/imprint', privacy: 'http://booth.test/en/privacy' },
      },
    });
  });

  it('keeps the plans administration for admins (the catalogue with holders: plans-admin.routes.test.ts)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customersPlans' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('lists the auth routes with their methods and marks the signed-in ones as bearer-protected', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths['/api/auth/login'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/api/auth/logout'] ?? {})).toContain('delete');
    expect(Object.keys(doc.paths['/api/auth/reset'] ?? {})).toContain('put');
    expect(doc.paths['/api/auth/user']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/customers']?.post).toBeDefined();
  });

  it('serves the browsable reference at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('web app not built', () => {
  it('tells to run npm run build instead of serving a blank page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
  });
});
