/**
 * The offline kiosk's queue (issue 14): 200 pictures waiting in a paired tablet's IndexedDB, drained
 * by the kiosk's own runner in Chromium once the network is back, against uploading the same 200 files
 * one by one with curl (the fastest a single client can go, without the browser). Both send the same
 * JPEG as the same multipart upload to the same server, one at a time, and both count until the server
 * answered for the last one; interleaved, three rounds, median and spread. Also: the browser storage a
 * queued picture takes, against the picture's own size. The server: fresh data directory, the demo
 * account without its sample pictures, the web app built first if it is missing or stale.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import type { Device, PairingCreated } from '@booth/shared';
import { OrganiserApi } from '../e2e/support/api.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startBenchServer } from './support/bench-server.ts';
import { compare, formatComparison, formatStats, statsOf } from './support/compare.ts';
import { ensureBuilt } from './support/server-process.ts';

const run = promisify(execFile);
const PICTURES = Number(process.env.QUEUE_BENCH_PICTURES ?? 200);
const ROUNDS = 3;
/** Pictures per guest session: 10, well under the per-session upload limit over all rounds. */
const SESSIONS = Math.ceil(PICTURES / 10);

/** A microsite slug as the kiosk fixes it (8 of 0-9a-z; hex is a subset). */
const slug8 = () => randomBytes(4).toString('hex');

declare global {
  interface Window {
    queueBench?: { fill(count: number, sessions: string[], eventSlug: string): Promise<{ usageBefore: number; usageAfter: number }>; drain(): Promise<number> };
  }
}

/** The page's side (plain JavaScript): write `count` captures in the kiosk's own queue format, then time the runner emptying it. */
const PAGE_BENCH = `
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const open = () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('boothwerk-kiosk');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const count = async () => {
      const db = await open();
      const n = await new Promise((resolve) => {
        const request = db.transaction('captures').objectStore('captures').count();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return n;
    };
    const slug = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => '0123456789abcdefghijklmnopqrstuvwxyz'[byte % 36]).join('');
    window.queueBench = {
      async fill(total, sessions, eventSlug) {
        const before = (await navigator.storage.estimate()).usage ?? 0;
        const db = await open();
        const at = Date.now();
        await new Promise((resolve, reject) => {
          const tx = db.transaction('captures', 'readwrite');
          for (let index = 0; index < total; index++) {
            const id = crypto.randomUUID();
            const fixed = slug();
            const file = new Blob([bytes], { type: 'image/jpeg' });
            tx.objectStore('captures').add({
              id,
              eventSlug,
              sessionToken: sessions[index % sessions.length],
              slug: fixed,
              locale: 'de',
              kind: 'photo',
              parts: [
                { name: 'id', value: id },
                { name: 'kind', value: 'photo' },
                { name: 'locale', value: 'de' },
                { name: 'slug', value: fixed },
                { name: 'file', blob: file, filename: 'photo.jpg' },
              ],
              emails: [],
              uploadedAt: null,
              sentFeedback: null,
              capturedAt: at + index,
              attempts: 0,
              nextAttemptAt: at,
              lastError: null,
              refused: false,
            });
          }
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
        // Each item as the kiosk writes it (queue-capture.ts): the whole upload, text fields first.
        const after = (await navigator.storage.estimate()).usage ?? 0;
        return { usageBefore: before, usageAfter: after };
      },
      async drain() {
        const started = performance.now();
        // The runner drains when the browser says it is back online (queue-runner.ts).
        window.dispatchEvent(new Event('online'));
        while ((await count()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        return performance.now() - started;
      },
    };
  `;

async function installPageBench(page: Page, photo: Buffer): Promise<void> {
  // A script string, not a function: tsx's keepNames would wrap inner functions in a helper the page lacks.
  await page.evaluate(`((base64) => {${PAGE_BENCH}})(${JSON.stringify(photo.toString('base64'))})`);
}

export async function benchKioskQueue(): Promise<string> {
  ensureBuilt('web');
  const workDir = await mkdtemp(join(tmpdir(), 'booth-bench-queue-'));
  const server = await startBenchServer({ demo: true, copyWebApp: true });
  const base = server.base;
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const photo = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110, sigma: 40 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const photoPath = join(workDir, 'photo.jpg');
    await writeFile(photoPath, photo);
    const api = await OrganiserApi.login(base);
    const campaign = await api.request<{ id: string; slug: string }>('POST', '/events', {
      name: `Queue bench ${Date.now()}`,
      boothType: 'ipad',
      eventType: 'live',
      shutter: { photo: { enabled: true, offlineMode: true } },
    });
    const token = randomBytes(32).toString('base64url');
    const pairing = (await (
      await fetch(`${base}/api/devices/pairings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tokenHash: createHash('sha256').update(token).digest('hex'), appVersion: 'bench' }),
      })
    ).json()) as PairingCreated;
    await api.request<Device>('POST', '/devices', { pairingCode: pairing.code, name: 'Bench tablet', eventId: campaign.id });
    // Guests' sessions as a day at the booth makes them, a few pictures each: one session sending
    // hundreds would meet its own upload limit (120 in 10 minutes), which is not what is measured here.
    const sessions: string[] = [];
    for (let index = 0; index < SESSIONS; index++) {
      const response = await fetch(`${base}/api/events/${campaign.slug}/vbSessions`, { method: 'POST', headers: { 'x-device-token': token } });
      sessions.push(((await response.json()) as { token: string }).token);
    }

    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript((value) => window.localStorage.setItem('boothwerk.device.token', value), token);
    const page = await context.newPage();
    await page.goto(`/kiosk/${campaign.slug}`);
    await page.getByTestId('attention-prompt').waitFor({ timeout: 60_000 });
    await installPageBench(page, photo);

    const perPicture: number[] = [];
    const drain = {
      name: 'kiosk queue drain',
      async run() {
        const usage = await page.evaluate(([count, s, e]) => window.queueBench!.fill(count, s, e), [PICTURES, sessions, campaign.slug] as [number, string[], string]);
        perPicture.push((usage.usageAfter - usage.usageBefore) / PICTURES);
        return page.evaluate(() => window.queueBench!.drain());
      },
    };
    const curl = {
      name: 'curl one by one',
      async run() {
        const started = performance.now();
        for (let index = 0; index < PICTURES; index++) {
          const { stdout } = await run('curl', [
            '--max-time',
            '60',
            '-s',
            '-o',
            '/dev/null',
            '-w',
            '%{http_code}',
            '-H',
            `x-booth-session: ${sessions[index % sessions.length]}`,
            '-F',
            `id=${randomUUID()}`,
            '-F',
            'kind=photo',
            '-F',
            'locale=de',
            '-F',
            `slug=${slug8()}`,
            '-F',
            `file=@${photoPath};type=image/jpeg`,
            `${base}/api/events/${campaign.slug}/shoots`,
          ]);
          if (stdout !== '201') throw new Error(`curl upload answered ${stdout}`);
        }
        return performance.now() - started;
      },
    };
    const result = await compare(drain, curl, ROUNDS);
    const storage = statsOf(perPicture);
    await context.close();
    return [
      formatComparison(`Offline queue drain, ${PICTURES} pictures of ${(photo.length / 1024).toFixed(0)} kB`, ['kiosk runner', 'curl one by one'], result, 'ms'),
      `  browser storage per queued picture: ${formatStats(storage, 'B')} for a ${photo.length} B picture (×${(storage.median / photo.length).toFixed(2)})`,
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
