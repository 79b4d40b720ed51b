import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_CSP, responseKind } from '@/platform/http/security-policies.ts';
import { registerWebApp } from '@/platform/http/web-app.ts';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'kiosk-web-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'booth.html'), '<!doctype html><div id="booth"></div>');
  await writeFile(join(dist, 'kiosk.html'), '<!doctype html><div id="kiosk"></div>');
  app = Fastify();
  const fallback = await registerWebApp(app, { distDir: dist, knownHosts: ['boothwerk.app'] });
  app.setNotFoundHandler((request, reply) => fallback(request, reply));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', host: 'boothwerk.app' } });

describe('the kiosk page', () => {
  it('is its own guest entry at /kiosk/{slug} and /en/kiosk/{slug}, uncached, never the organiser app', async () => {
    for (const url of ['/kiosk/party', '/kiosk/party/', '/en/kiosk/party', '/en/kiosk/party?x=1']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="kiosk">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // The tablet's start page (pairing, waiting for a campaign) is the kiosk bundle too.
    for (const url of ['/kiosk', '/kiosk/', '/en/kiosk', '/en/kiosk/']) expect((await page(url)).body, url).toContain('<div id="kiosk">');
    expect((await page('/kiosk/party/edit')).body).toContain('<div id="root">');
    expect((await page('/booth/party')).body).toContain('<div id="booth">');
  });

  it('runs under the booth policy: camera path, WebAssembly for the on-device models', () => {
    for (const url of ['/kiosk/party', '/en/kiosk/party']) expect(responseKind(url, 'text/html; charset=utf-8')).toBe('booth');
    expect(BOOTH_CSP).toContain("'wasm-unsafe-eval'");
    expect(responseKind('/api/events/party/kiosk', 'application/json')).toBe('api');
  });

  it('answers 503 with the build hint while the web app is not built', async () => {
    const bare = Fastify();
    await registerWebApp(bare, { distDir: join(dist, 'missing'), knownHosts: [] });
    const response = await bare.inject({ method: 'GET', url: '/en/kiosk/party' });
    expect(response.statusCode).toBe(503);
    await bare.close();
  });
});
