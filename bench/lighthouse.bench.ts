/**
 * What a guest's phone loads (issue 9 "Weight and speed"): Lighthouse 12, mobile preset (its default:
 * Moto G class CPU, slow 4G simulated), performance only, against
 *   - the microsite of a picture processed by the real server (goal ≥ 0.95),
 *   - the booth page of that campaign (goal ≥ 0.9),
 *   - the baseline: a bare static page with the same picture (the full processed JPEG) in an <img>,
 *     served by a plain Node server — what "just show the picture" costs.
 * The server is started fresh (PGlite, new data directory, the built web app from apps/web/dist); the
 * system Chromium is driven through its debugging port, and everything stays on 127.0.0.1 (no network).
 * The three sides are interleaved, each run RUNS times; median and spread (min–max) are printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { OrganiserApi } from '../e2e/support/api.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { freePort } from './support/processes.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = resolve(import.meta.dirname, '../apps/web/dist');
const GOALS = { microsite: 0.95, booth: 0.9 } as const;

interface Sample {
  score: number;
  bytes: number;
  lcpMs: number;
}

/**
 * A camera-sized photo (1920×1440) with the grain that makes real photos heavy: the processed JPEG
 * comes out at about the weight of a phone picture (~1 MB), so the baseline page pays what guests did.
 */
async function cameraPhoto(): Promise<Buffer> {
  const width = 1920;
  const height = 1440;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 3;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = seed % 56;
    const x = i % width;
    const y = Math.floor(i / width);
    raw.set([((x / width) * 190 + grain) | 0, ((y / height) * 180 + grain) | 0, (((x >> 3) ^ (y >> 3)) % 160) + (grain >> 1)], i * 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

/** A campaign with the photo mode on and one processed picture, made through the API as a guest would. */
async function processedPicture(server: RunningServer): Promise<{ eventSlug: string; shootSlug: string; fullPath: string; width: number; height: number }> {
  const api = await OrganiserApi.login(server.url);
  const event = await api.request<{ slug: string }>('POST', '/events', {
    eventType: 'live',
    name: `Lighthouse ${Date.now()}`,
    boothType: 'virtual',
    dimension: '4:3',
    shutter: { photo: { enabled: true } },
  });
  const session = await fetch(`${server.url}/api/events/${event.slug}/vbSessions`, { method: 'POST', headers: { 'user-agent': 'bench' } });
  if (!session.ok) throw new Error(`guest session: ${session.status} ${await session.text()}`);
  const { token } = (await session.json()) as { token: string };
  const form = new FormData();
  const id = randomUUID();
  form.append('id', id);
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(await cameraPhoto())], { type: 'image/jpeg' }), 'capture.jpg');
  const upload = await fetch(`${server.url}/api/events/${event.slug}/shoots`, { method: 'POST', headers: { 'x-booth-session': token }, body: form });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { slug } = (await upload.json()) as { slug: string };

  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = (await (await fetch(`${server.url}/api/events/${event.slug}/shoots/${id}/status`)).json()) as { status: string; src: string | null };
    if (status.status === 'ready' && status.src) {
      const full = Buffer.from(await (await fetch(`${server.url}${status.src}`)).arrayBuffer());
      const meta = await sharp(full).metadata();
      return { eventSlug: event.slug, shootSlug: slug, fullPath: status.src, width: meta.width, height: meta.height };
    }
    if (status.status === 'failed' || Date.now() > deadline) throw new Error(`the picture was not processed: ${status.status}\n${server.logs()}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/** The baseline: the same full-size picture in a bare page, as a static file server would send it. */
async function bareServer(picture: Buffer, size: { width: number; height: number }): Promise<{ url: string; server: Server }> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Picture</title>
<style>body{margin:0;padding:16px}img{display:block;max-width:100%;height:auto}</style></head>
<body><h1>Your picture</h1><img src="/picture.jpg" width="${size.width}" height="${size.height}" alt="Your picture"></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/picture.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': picture.length, 'cache-control': 'public, max-age=31536000, immutable' });
      response.end(picture);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}/`, server };
}

interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** The system Chromium, headless, with its DevTools port for Lighthouse; a fresh profile, no first-run noise. */
async function startChromium(): Promise<Chromium> {
  const profile = await mkdtemp(join(tmpdir(), 'booth-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--disable-background-networking',
      '--disable-component-update',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Chromium did not open its DevTools port:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    child.once('exit', (code) => fail(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`no performance score for ${url}: ${JSON.stringify(lhr.runWarnings)}`);
  return {
    score,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function summary(name: string, samples: Sample[]): string {
  const pick = (key: keyof Sample) => samples.map((sample) => sample[key]);
  const spread = (values: number[], format: (value: number) => string) => `${format(median(values))} [${format(Math.min(...values))}–${format(Math.max(...values))}]`;
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return `${name}: score ${spread(pick('score'), (value) => value.toFixed(2))}, transferred ${spread(pick('bytes'), kb)}, LCP ${spread(pick('lcpMs'), s)}`;
}

export async function benchLighthouse(): Promise<string> {
  if (!existsSync(resolve(WEB_DIST, 'booth.html'))) throw new Error('the web app is not built: run `npm run build` first');
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const server = await startServer({ LOG_LEVEL: 'warn' });
  let bare: { url: string; server: Server } | undefined;
  let chrome: Chromium | undefined;
  try {
    const picture = await processedPicture(server);
    const fullBytes = Buffer.from(await (await fetch(`${server.url}${picture.fullPath}`)).arrayBuffer());
    bare = await bareServer(fullBytes, picture);
    chrome = await startChromium();
    const pages = {
      baseline: bare.url,
      microsite: `${server.url}/m/${picture.shootSlug}`,
      booth: `${server.url}/booth/${picture.eventSlug}`,
    };
    const samples: Record<keyof typeof pages, Sample[]> = { baseline: [], microsite: [], booth: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const name of Object.keys(pages) as Array<keyof typeof pages>) samples[name].push(await audit(pages[name], chrome.port));
    }
    const micrositeScore = median(samples.microsite.map((sample) => sample.score));
    const boothScore = median(samples.booth.map((sample) => sample.score));
    return [
      `lighthouse (mobile, ${RUNS} runs interleaved, median [min–max]; full picture ${Math.round(fullBytes.length / 1024)} kB, ${picture.width}×${picture.height}):`,
      `  ${summary('bare page with the full picture (baseline)', samples.baseline)}`,
      `  ${summary('microsite', samples.microsite)} → ${(micrositeScore / GOALS.microsite).toFixed(2)}× the ${GOALS.microsite} goal`,
      `  ${summary('booth page', samples.booth)} → ${(boothScore / GOALS.booth).toFixed(2)}× the ${GOALS.booth} goal`,
    ].join('\n');
  } finally {
    await chrome?.stop();
    bare?.server.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchLighthouse());
}
