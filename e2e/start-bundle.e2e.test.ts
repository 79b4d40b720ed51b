import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitUntilUp, type Child } from '../bench/support/processes.ts';
import { ensureBuilt, ROOT, startServer } from '../bench/support/server-process.ts';
import { OrganiserApi } from './support/api.ts';

// The server as `npm start` runs it: the bundle in apps/server/dist on plain Node (not tsx), on a new
// embedded database (created in a child process). The browser suites run the sources; this checks
// that the bundle keeps what bundling could break: paths relative to source files (migrations, the
// web app), npm packages loaded at run time (sharp), precompressed files and compression.

let child: Child;
let url: string;
let dataDir: string;

beforeAll(async () => {
  ensureBuilt();
  dataDir = await mkdtemp(join(tmpdir(), 'booth-bundle-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'info', DATABASE_URL: '', SMTP_URL: '' });
  await waitUntilUp(`${url}/api/health`, child, 120_000);
});

afterAll(async () => {
  await child?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the bundled server (npm start)', () => {
  it('migrates a new embedded database and signs the demo organiser in', async () => {
    const api = await OrganiserApi.login(url);
    const user = await api.request<{ email: string }>('GET', '/auth/user');
    expect(user.email).toBe('demo@boothwerk.app');
  });

  it('checks an uploaded image with sharp and stores it', async () => {
    const api = await OrganiserApi.login(url);
    const png = await sharp({ create: { width: 1536, height: 1536, channels: 4, background: '#cc3366' } }).png().toBuffer();
    const { id } = await api.uploadAsset('shutterOverlay', 'band.png', png);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readdir(join(dataDir, 'files'), { recursive: true })).not.toHaveLength(0);
  });

  it('serves the booth page and its script compressed, from the built web app', async () => {
    const page = await fetch(`${url}/booth/anything`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="booth">');
    const script = /src="(\/assets\/booth-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    // fetch decodes transparently; ask with a raw client to see what travels.
    const raw = await rawGet(`${url}${script}`, 'br');
    expect(raw.headers['content-encoding']).toBe('br');
    const built = await readFile(join(ROOT, 'apps/web/dist', script!), 'utf8');
    expect(brotliDecompressSync(raw.body).toString()).toBe(built);
  });
});

async function rawGet(address: string, encoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { get } = await import('node:http');
  return new Promise((done, fail) => {
    get(address, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', fail);
    }).on('error', fail);
  });
}
