import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiErrorSchema, appConfigSchema } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCatalog } from '@/job-catalog.ts';
import { healthSchema, readinessSchema } from '@/modules/health/health.schema.ts';
import { startWorkerEndpoints } from '@/modules/health/worker-endpoints.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

const METRICS_TOKEN = 'scrape-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ KNOWN_HOSTS: 'boothwerk.app, example.org', METRICS_TOKEN: METRICS_TOKEN });
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

  it('reports the file store and the disk, and answers liveness and readiness', async () => {
    const health = healthSchema.parse((await t.app.inject({ method: 'GET', url: '/api/health' })).json());
    expect(health.files).toEqual({ ok: true, kind: 'local' });
    expect(health.disk).toMatchObject({ ok: true, low: false });
    expect(health.disk.freeBytes).toBeGreaterThan(0);
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'alive' }]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, readinessSchema.parse(ready.json())]).toEqual([200, { status: 'ready', failing: [] }]);
  });

  it('is not ready while the file store cannot be written, and counts the failed writes', async () => {
    // Root ignores file modes: a plain file where the store's folder should be fails for anyone.
    const root = join(t.config.dataDir, 'files');
    const aside = `${root}.aside`;
    const moved = await rename(root, aside).then(() => true, () => false);
    await writeFile(root, 'not a folder');
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', failing: ['files'] }]);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, health.json().files]).toEqual([503, { ok: false, kind: 'local' }]);
      await expect(t.runtime.files.put('assets/probe.png', Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow();
      await expect(t.runtime.files.get('assets/missing.png')).rejects.toThrow();
      const metrics = (await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
      expect(metrics).toMatch(/^boothwerk_file_store_failures_total\{store="local",operation="put"\} [1-9]/m);
      // A missing file is an answer, not a failure of the store.
      expect(metrics).not.toContain('operation="get"');
    } finally {
      await rm(root, { force: true });
      if (moved) await rename(aside, root);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('GET /api/metrics', () => {
  it('answers only with the METRICS_TOKEN as bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
  });

  it('exposes request latency by route pattern, the job queues, live streams and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-42' });
    await t.app.inject({ method: 'POST', url: '/api/customers', payload: { firstName: 'Max', name: 'Ott', email: 'metrics@example.com', password: 'a-good-password' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/^boothwerk_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_class="2xx"\} [1-9]/m);
    expect(text).toMatch(/^boothwerk_http_request_duration_seconds_count\{method="GET",route="unmatched",status_class="4xx"\} [1-9]/m);
    expect(text).not.toContain('no-such-route-42');
    // The registration queued its activation mail: one waiting job in the first queue.
    const [firstQueue] = Object.keys(jobCatalog);
    expect(text).toMatch(new RegExp(`^boothwerk_jobs_waiting\\{queue="${firstQueue}"\\} 1$`, 'm'));
    expect(text).toMatch(new RegExp(`^boothwerk_jobs_oldest_waiting_seconds\\{queue="${firstQueue}"\\} [0-9.e-]+$`, 'm'));
    expect(text).toMatch(/^boothwerk_live_streams 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes [1-9]/m);
    expect(text.includes('boothwerk_db_pool_connections')).toBe(Boolean(process.env.DATABASE_URL));
    await t.drainJobs();
  });

  it('is served by a worker process on WORKER_PORT, with its liveness and readiness', async () => {
    const endpoints = await startWorkerEndpoints(t.runtime, 0);
    try {
      const base = `http://127.0.0.1:${endpoints.port}/api`;
      expect(await (await fetch(`${base}/health/live`)).json()).toEqual({ status: 'alive' });
      expect(await (await fetch(`${base}/health/ready`)).json()).toEqual({ status: 'ready', failing: [] });
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(await metrics.text()).toMatch(/^boothwerk_jobs_waiting\{queue="shoot_process"\} 0$/m);
      expect((await fetch(`${base}/events`)).status).toBe(404);
    } finally {
      await endpoints.close();
    }
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
