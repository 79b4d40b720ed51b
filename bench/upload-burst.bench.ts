/**
 * 20 guests uploading a photo at once, until all 20 pictures are ready (issue 9): through the real
 * server — multipart upload, checks and decoding, the row, the job, the job runner, the renditions —
 * against bare sharp rendering the same 20 photos into the same files with the same parallelism (the
 * server's JOB_CONCURRENCY). Goal: at most 2× bare sharp. On the embedded database, and on PostgreSQL
 * when one answers on 127.0.0.1:5432 (user postgres, no password: a scratch database is created and
 * dropped). Fresh data directory, the demo's sample pictures off (nothing else is processed meanwhile);
 * interleaved rounds after one unmeasured round of each, median and spread.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrganiserApi } from '../e2e/support/api.ts';
import { bareRenderPhoto, withParallelism } from './support/bare-render.ts';
import { startBenchServer, type BenchServer } from './support/bench-server.ts';
import { compare, formatComparison } from './support/compare.ts';
import { photoInputs } from './support/photo-inputs.ts';
import { runIfMain } from './support/runner.ts';
import { postgresAnswers, withScratchPostgres } from './support/server-process.ts';

const GUESTS = 20;
const ROUNDS = 3;

interface Booth {
  url: string;
  api: OrganiserApi;
  slug: string;
  overlayId: string;
  server: BenchServer;
}

async function startBooth(overlay: Buffer, databaseUrl: string): Promise<Booth> {
  const server = await startBenchServer({ demo: true, env: { DATABASE_URL: databaseUrl, JOB_CONCURRENCY: String(availableParallelism()) } });
  try {
    const api = await OrganiserApi.login(server.base);
    const overlayId = (await api.uploadAsset('shutterOverlay', 'overlay.png', overlay)).id;
    const { slug } = await api.request<{ slug: string }>('POST', '/events', {
      eventType: 'live',
      name: `Burst ${Date.now()}`,
      boothType: 'virtual',
      dimension: '3:4',
      shutter: { photo: { enabled: true, overlays: [overlayId] } },
    });
    return { url: server.base, api, slug, overlayId, server };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function session(booth: Booth): Promise<string> {
  const response = await fetch(`${booth.url}/api/events/${booth.slug}/vbSessions`, { method: 'POST', headers: { 'user-agent': 'BurstBench/1.0' } });
  if (response.status !== 201) throw new Error(`session: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function uploadOne(booth: Booth, token: string, frame: Buffer): Promise<string> {
  const id = randomUUID();
  const form = new FormData();
  form.append('id', id);
  form.append('kind', 'photo');
  form.append('overlayId', booth.overlayId);
  form.append('file', new Blob([new Uint8Array(frame)], { type: 'image/jpeg' }), 'capture.jpg');
  const response = await fetch(`${booth.url}/api/events/${booth.slug}/shoots`, { method: 'POST', headers: { 'x-booth-session': token, 'user-agent': 'BurstBench/1.0' }, body: form });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return id;
}

/** Watches the organiser's list (one light request every 100 ms), so that watching does not load the server being measured. */
async function allReady(booth: Booth, ids: readonly string[]): Promise<void> {
  const wanted = new Set(ids);
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { shoots } = await booth.api.request<{ shoots: Array<{ id: string; status: string }> }>('GET', `/events/${booth.slug}/shoots?limit=${GUESTS}`);
    const mine = shoots.filter((shoot) => wanted.has(shoot.id));
    if (mine.some((shoot) => shoot.status === 'failed')) throw new Error('a picture failed to process');
    if (mine.length === wanted.size && mine.every((shoot) => shoot.status === 'ready')) return;
    if (Date.now() > deadline) throw new Error(`pictures not ready after 3 minutes:\n${booth.server.child.output().slice(-2000)}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** One round through the server: sessions first (a guest opens the booth earlier), then the timed burst. */
async function serverRound(booth: Booth, frame: Buffer): Promise<number> {
  const tokens = await Promise.all(Array.from({ length: GUESTS }, () => session(booth)));
  const started = performance.now();
  const ids = await Promise.all(tokens.map((token) => uploadOne(booth, token, frame)));
  await allReady(booth, ids);
  return performance.now() - started;
}

async function bareRound(frame: Buffer, overlay: Buffer): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'booth-bench-bare-'));
  try {
    const started = performance.now();
    await withParallelism(
      availableParallelism(),
      Array.from({ length: GUESTS }, (_, index) => () => bareRenderPhoto(frame, overlay, join(dir, String(index)))),
    );
    return performance.now() - started;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function measureOn(label: string, databaseUrl: string, frame: Buffer, overlay: Buffer): Promise<string> {
  const booth = await startBooth(overlay, databaseUrl);
  try {
    // Warm both paths once (libvips start-up, the server's first queries and renders).
    await serverRound(booth, frame);
    await bareRound(frame, overlay);
    const result = await compare({ name: 'server', run: () => serverRound(booth, frame) }, { name: 'bare', run: () => bareRound(frame, overlay) }, ROUNDS);
    const verdict = result.ratio.median <= 2 ? 'within' : 'over';
    return `${formatComparison(`upload burst on ${label} (${GUESTS} photos, ${availableParallelism()} at once, until all ready)`, ['server', 'bare sharp rendering the same files'], result, 'ms')}; ${verdict} the 2× goal`;
  } finally {
    await booth.server.stop();
  }
}

export async function benchUploadBurst(): Promise<string> {
  const { frame, overlay } = await photoInputs();
  const lines = [await measureOn('the embedded database', '', frame, overlay)];
  if (await postgresAnswers()) lines.push(await withScratchPostgres('booth_bench_burst', (url) => measureOn('PostgreSQL', url, frame, overlay)));
  else lines.push('upload burst on PostgreSQL: skipped, nothing answers on 127.0.0.1:5432');
  return lines.join('\n');
}

await runIfMain(import.meta.url, benchUploadBurst);
