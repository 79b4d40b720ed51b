import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

// The whole app (not-found limiter, compression, static files) on a small built web app: a venue's
// guests share one public address, so what a booth page loads must never meet a per-address limit.

let dist: string;
let t: TestApp;

const BOOTH_HTML = `<!doctype html><html lang="de"><head><meta charset="UTF-8" /><title>Virtual Photo Booth</title>
<script type="module" crossorigin src="/assets/booth-abc123.js"></script>
${'<link rel="modulepreload" crossorigin href="/assets/chunk-0123456789.js">\n'.repeat(20)}</head><body><div id="booth"></div></body></html>`;
const WASM = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4096)]);
const BOOTH_JS = `export function booth(){return ${JSON.stringify('guest '.repeat(2000))}}`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'booth-venue-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'booth.html'), BOOTH_HTML);
  await writeFile(join(dist, 'assets', 'booth-abc123.js'), BOOTH_JS);
  // What the build's precompress plugin writes beside each text file.
  await writeFile(join(dist, 'assets', 'booth-abc123.js.br'), brotliCompressSync(BOOTH_JS));
  await writeFile(join(dist, 'assets', 'booth-abc123.js.gz'), gzipSync(BOOTH_JS));
  // WebAssembly.instantiateStreaming needs application/wasm on the compressed variant too.
  await mkdir(join(dist, 'ml', 'wasm'), { recursive: true });
  await writeFile(join(dist, 'ml', 'wasm', 'backend.wasm'), WASM);
  await writeFile(join(dist, 'ml', 'wasm', 'backend.wasm.br'), brotliCompressSync(WASM));
  const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
  await writeFile(join(dist, 'assets', 'cover-abc123.jpg'), jpeg);
  t = await buildTestApp({ WEB_DIST_DIR: dist });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const VENUE = '203.0.113.7';

function load(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, remoteAddress: VENUE, headers: { accept: '*/*', ...headers } });
}

describe('a venue behind one address', () => {
  // 750 page loads: more than the 600 a minute that unknown paths are allowed from one address.
  it('loads the booth page and its files 1,000 times without one refusal', async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 250; i++) {
      for (const [url, accept] of [
        ['/booth/party', 'text/html'],
        ['/en/booth/party?lang=en', 'text/html'],
        ['/booth/party/', 'text/html'],
        i % 2 ? ['/assets/booth-abc123.js', '*/*'] : ['/assets/cover-abc123.jpg', 'image/*'],
      ] as const) {
        const response = await load(url, { accept });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
  }, 60_000);

  it('still limits unknown paths from one address (scanners)', async () => {
    const scanner = '198.51.100.9';
    let refused = 0;
    for (let i = 0; i < 620; i++) {
      const response = await t.app.inject({ method: 'GET', url: `/wp-admin/${i}.php`, remoteAddress: scanner });
      if (response.statusCode === 429) refused++;
      else expect(response.statusCode).toBe(404);
    }
    expect(refused).toBe(20);
  }, 60_000);
});

describe('compression', () => {
  it('sends the precompressed booth script for brotli, gzip or neither, varying on Accept-Encoding', async () => {
    const br = await load('/assets/booth-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BOOTH_JS);

    const gzip = await load('/assets/booth-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const identity = await load('/assets/booth-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(BOOTH_JS);
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses the booth page on the fly, and leaves it alone when the browser does not accept it', async () => {
    const br = await load('/booth/party', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BOOTH_HTML);

    const plain = await load('/booth/party', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BOOTH_HTML);
  });

  it('compresses JSON on the fly (the API description)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps the type of a precompressed wasm file', async () => {
    const response = await load('/ml/wasm/backend.wasm', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/wasm');
    expect(brotliDecompressSync(response.rawPayload).equals(WASM)).toBe(true);
  });

  it('never compresses a JPEG', async () => {
    const response = await load('/assets/cover-abc123.jpg', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
