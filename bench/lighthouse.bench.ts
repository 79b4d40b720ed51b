/**
 * What a guest's phone loads (issue 9 "Weight and speed"): Lighthouse 12, mobile preset (its default:
 * Moto G class CPU, slow 4G simulated), performance only, against
 *   - the microsite of a picture processed by the real server (goal ≥ 0.95),
 *   - the booth page of that campaign (goal ≥ 0.9),
 *   - the reference (the floor, not the same page): a bare static page with the same picture (the
 *     full processed JPEG) in an <img>, served by a plain Node server — what "just show the picture" costs.
 * The goals are absolute scores. The server is started fresh (PGlite, new data directory, the demo's
 * sample pictures off, the web app built first if it is missing or stale, and served from a copy that
 * a build meanwhile cannot touch); the system Chromium is driven through its debugging port, and
 * everything stays on 127.0.0.1 (no network). The three sides are interleaved, each run RUNS times (at
 * least three); median and spread (min–max) are printed.
 * The server and Chromium are stopped in any case (their process groups).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOTH_SESSION_HEADER } from '@booth/shared';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { OrganiserApi } from '../e2e/support/api.ts';
import { startBenchServer, type BenchServer } from './support/bench-server.ts';
import { formatSpread, interleave, MIN_ROUNDS, statsOf } from './support/compare.ts';
import { freePort, spawnChild, waitFor, type Child } from './support/processes.ts';
import { runIfMain } from './support/runner.ts';
import { ensureBuilt, ROOT } from './support/server-process.ts';

const RUNS = Math.max(MIN_ROUNDS, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
async function processedPicture(server: BenchServer): Promise<{ eventSlug: string; shootSlug: string; fullPath: string; width: number; height: number }> {
  const api = await OrganiserApi.login(server.base);
  const event = await api.request<{ slug: string }>('POST', '/events', {
    eventType: 'live',
    name: `Lighthouse ${Date.now()}`,
    boothType: 'virtual',
    dimension: '4:3',
    shutter: { photo: { enabled: true } },
  });
  const session = await fetch(`${server.base}/api/events/${event.slug}/vbSessions`, { method: 'POST', headers: { 'user-agent': 'bench' } });
  if (!session.ok) throw new Error(`guest session: ${session.status} ${await session.text()}`);
  const { token } = (await session.json()) as { token: string };
  const form = new FormData();
  const id = randomUUID();
  form.append('id', id);
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(await cameraPhoto())], { type: 'image/jpeg' }), 'capture.jpg');
  const upload = await fetch(`${server.base}/api/events/${event.slug}/shoots`, { method: 'POST', headers: { [BOOTH_SESSION_HEADER]: token }, body: form });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { slug } = (await upload.json()) as { slug: string };

  const deadline = Date.now() + 60_000;
  for (;;) {
    // By id, the status is the taking session's alone.
    const answer = await fetch(`${server.base}/api/events/${event.slug}/shoots/${id}/status`, { headers: { [BOOTH_SESSION_HEADER]: token } });
    if (!answer.ok) throw new Error(`picture status: ${answer.status} ${await answer.text()}`);
    const status = (await answer.json()) as { status: string; src: string | null };
    if (status.status === 'ready' && status.src) {
      const full = Buffer.from(await (await fetch(`${server.base}${status.src}`)).arrayBuffer());
      const meta = await sharp(full).metadata();
      return { eventSlug: event.slug, shootSlug: slug, fullPath: status.src, width: meta.width, height: meta.height };
    }
    if (status.status === 'failed' || Date.now() > deadline) throw new Error(`the picture was not processed: ${status.status}\n${server.child.output().slice(-4000)}`);
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

/** The system Chromium, headless, with its DevTools port for Lighthouse; a fresh profile, no first-run noise; its own process group. */
async function startChromium(): Promise<Chromium> {
  const profile = await mkdtemp(join(tmpdir(), 'booth-lighthouse-'));
  const child: Child = spawnChild(
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
    { cwd: ROOT, group: true },
  );
  const stop = async () => {
    await child.stop();
    await rm(profile, { recursive: true, force: true });
  };
  const devTools = () => /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(child.output());
  try {
    await waitFor(async () => devTools() !== null, child, 30_000, 'Chromium did not open its DevTools port');
  } catch (error) {
    await stop();
    throw error;
  }
  return { port: Number(devTools()![1]), stop };
}

async function audit(url: string, port: number): Promise<Sample> {
  // Lighthouse's own waits (30 s for the first paint, 45 s for the load) are for a machine that does
  // nothing else; on a busy shared one they expire before a page paints (NO_FCP). Longer waits change
  // nothing for a page that paints in time.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], maxWaitForFcp: 120_000, maxWaitForLoad: 180_000 });
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

function summary(name: string, samples: Sample[]): string {
  const pick = (key: keyof Sample) => samples.map((sample) => sample[key]);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return `${name}: score ${formatSpread(pick('score'), (value) => value.toFixed(2))}, transferred ${formatSpread(pick('bytes'), kb)}, LCP ${formatSpread(pick('lcpMs'), s)}`;
}

export async function benchLighthouse(): Promise<string> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  ensureBuilt('web');
  const server = await startBenchServer({ demo: true, copyWebApp: true });
  let bare: { url: string; server: Server } | undefined;
  let chrome: Chromium | undefined;
  try {
    const picture = await processedPicture(server);
    const fullBytes = Buffer.from(await (await fetch(`${server.base}${picture.fullPath}`)).arrayBuffer());
    bare = await bareServer(fullBytes, picture);
    chrome = await startChromium();
    const port = chrome.port;
    const pages = {
      baseline: bare.url,
      microsite: `${server.base}/m/${picture.shootSlug}`,
      booth: `${server.base}/booth/${picture.eventSlug}`,
    };
    const [baseline, microsite, booth] = await interleave([pages.baseline, pages.microsite, pages.booth].map((url) => ({ run: () => audit(url, port) })), RUNS).catch(
      (error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nserver log:\n${server.child.output().slice(-4000)}`, { cause: error });
      },
    );
    const score = (samples: Sample[]) => statsOf(samples.map((sample) => sample.score)).median;
    return [
      `lighthouse (mobile, ${RUNS} interleaved rounds, median [min–max]; full picture ${Math.round(fullBytes.length / 1024)} kB, ${picture.width}×${picture.height}):`,
      `  ${summary('floor: a bare page with the full picture (not the same page)', baseline!)}`,
      `  ${summary('microsite', microsite!)} → ${(score(microsite!) / GOALS.microsite).toFixed(2)}× the ${GOALS.microsite} goal`,
      `  ${summary('booth page', booth!)} → ${(score(booth!) / GOALS.booth).toFixed(2)}× the ${GOALS.booth} goal`,
    ].join('\n');
  } finally {
    await chrome?.stop();
    bare?.server.closeAllConnections();
    bare?.server.close();
    await server.stop();
  }
}

await runIfMain(import.meta.url, benchLighthouse);
