import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'booth-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'booth.html'), '<!doctype html><div id="booth"></div>');
  await writeFile(join(dist, 'pay.html'), '<!doctype html><div id="pay"></div>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'favicon.svg'), '<svg/>');
  app = Fastify();
  const fallback = await registerWebApp(app, { distDir: dist, knownHosts: ['boothwerk.app'] });
  app.setNotFoundHandler((request, reply) => fallback(request, reply));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, host = 'boothwerk.app') => app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', host } });

describe('serving the built web app', () => {
  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers page requests on client routes with index.html, uncached', async () => {
    for (const url of ['/', '/dashboard', '/en/events/abc/edit?tab=1']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the virtual booth with the guest entry, not the organiser app', async () => {
    for (const url of ['/booth/party', '/en/booth/party', '/booth/party?x=1']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="booth">');
    }
    expect((await page('/booth/party/edit')).body).toContain('<div id="root">');
    expect((await page('/events/booth/x')).body).toContain('<div id="root">');
  });

  it('answers the guest payment page with its own entry, in both languages, uncached', async () => {
    for (const url of ['/pay/pay_abc123', '/en/pay/pay_abc123', '/pay/pay_abc123?paid=1', '/en/pay/pay_abc123/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="pay">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // Only /pay/{slug}: deeper paths and other prefixes stay the organiser app's.
    expect((await page('/pay/abc/refund')).body).toContain('<div id="root">');
    expect((await page('/settings/pay/abc')).body).toContain('<div id="root">');
  });

  it('applies the host rule: sub-domains other than gray and relaunch get the page with 404', async () => {
    expect((await page('/login', 'gray.boothwerk.app')).statusCode).toBe(200);
    expect((await page('/login', 'relaunch.boothwerk.app:3000')).statusCode).toBe(200);
    const refused = await page('/login', 'other.boothwerk.app');
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('<div id="root">');
  });

  it('does not answer missing files with the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root');
  });
});
