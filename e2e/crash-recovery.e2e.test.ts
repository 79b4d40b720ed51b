import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { freePort, startTs, waitUntilUp, type Child } from '../bench/support/processes.ts';
import { OrganiserApi } from './support/api.ts';

// The server killed with SIGKILL in the middle of 50 guests' uploads, restarted on the same DATA_DIR,
// and every guest's phone retrying with the same picture id (as the booth does over flaky Wi-Fi).

const SERVER_DIR = resolve(import.meta.dirname, '../apps/server');
const GUESTS = 50;

let dataDir: string;
let child: Child | undefined;

afterAll(async () => {
  await child?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<Child> {
  const url = `http://127.0.0.1:${port}`;
  const started = startTs('src/server.ts', {
    cwd: SERVER_DIR,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '' },
  });
  await waitUntilUp(`${url}/api/health`, started);
  return started;
}

/** A booth capture (the canvas of a phone camera, 3:4) with real detail, so decoding and rendering cost what they cost at a venue. */
async function photo(seed: number): Promise<Buffer> {
  const width = 768;
  const height = 1024;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * (seed + 3) + (i >> 9) * 7) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

interface Guest {
  id: string;
  token?: string;
  /** The server answered 200/201 for this picture: it must never be lost. */
  acknowledged: boolean;
}

async function startSession(url: string, slug: string): Promise<string> {
  const response = await fetch(`${url}/api/events/${slug}/vbSessions`, { method: 'POST', headers: { 'user-agent': 'CrashTest/1.0' } });
  if (response.status !== 201) throw new Error(`session: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function upload(url: string, slug: string, guest: Guest, picture: Buffer): Promise<number> {
  guest.token ??= await startSession(url, slug);
  const form = new FormData();
  form.append('id', guest.id);
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'capture.jpg');
  const response = await fetch(`${url}/api/events/${slug}/shoots`, { method: 'POST', headers: { 'x-booth-session': guest.token, 'user-agent': 'CrashTest/1.0' }, body: form });
  await response.arrayBuffer();
  if (response.status === 200 || response.status === 201) guest.acknowledged = true;
  return response.status;
}

/** The status as the guest's share screen asks it: by id, with the session that took the picture. */
async function status(url: string, slug: string, guest: Guest): Promise<string> {
  const response = await fetch(`${url}/api/events/${slug}/shoots/${guest.id}/status`, { headers: { 'x-booth-session': guest.token ?? '' } });
  if (!response.ok) return `http ${response.status}`;
  return ((await response.json()) as { status: string }).status;
}

async function readyWithin(url: string, slug: string, guests: readonly Guest[], limitMs: number): Promise<{ ms: number; notReady: string[] }> {
  const started = Date.now();
  let waiting = [...guests];
  while (waiting.length > 0 && Date.now() - started < limitMs) {
    const states = await Promise.all(waiting.map((guest) => status(url, slug, guest)));
    waiting = waiting.filter((_, index) => states[index] !== 'ready');
    if (waiting.length > 0) await new Promise((wait) => setTimeout(wait, 250));
  }
  return { ms: Date.now() - started, notReady: waiting.map((guest) => guest.id) };
}

const tmpEntries = () => readdir(join(dataDir, 'tmp')).catch(() => [] as string[]);

it('loses no acknowledged picture, duplicates none, and lets nothing wait behind the dead process', { timeout: 115_000 }, async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'booth-e2e-crash-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  child = await start(port);
  const api = await OrganiserApi.login(url);
  const campaign = (name: string) => api.request<{ slug: string }>('POST', '/events', { eventType: 'live', name, boothType: 'virtual', dimension: '3:4', shutter: { photo: { enabled: true } } });
  const busy = (await campaign(`Crowd ${Date.now()}`)).slug;
  const quiet = (await campaign(`Quiet ${Date.now()}`)).slug;
  const pictures = await Promise.all([0, 1, 2, 3, 4].map((seed) => photo(seed)));
  const guests: Guest[] = Array.from({ length: GUESTS }, () => ({ id: randomUUID(), acknowledged: false }));

  // 50 guests at once; the server dies (SIGKILL) once a third of them have their answer.
  const exited = new Promise((done) => child?.process.once('exit', done));
  const attempts = guests.map((guest, index) => upload(url, busy, guest, pictures[index % pictures.length] as Buffer).catch(() => 0));
  while (guests.filter((guest) => guest.acknowledged).length < GUESTS / 3) await new Promise((wait) => setTimeout(wait, 20));
  child.process.kill('SIGKILL');
  await exited;
  await Promise.all(attempts);
  const acknowledgedBeforeCrash = guests.filter((guest) => guest.acknowledged).map((guest) => guest.id);
  expect(acknowledgedBeforeCrash.length).toBeGreaterThanOrEqual(GUESTS / 3);
  expect(acknowledgedBeforeCrash.length, 'the crash came too late to interrupt any upload').toBeLessThan(GUESTS);
  // Whether the kill caught an upload mid-spool is chance; one such folder is added so the clean-up is always tested.
  await mkdir(join(dataDir, 'tmp', 'booth-upload-interrupted'), { recursive: true });
  await writeFile(join(dataDir, 'tmp', 'booth-upload-interrupted', 'capture.jpg'), pictures[0] as Buffer);
  const leftovers = await tmpEntries();

  const restartedAt = Date.now();
  child = await start(port);
  // The restarted server is already processing (new work folders), but what the crash left is gone.
  const now = await tmpEntries();
  expect(leftovers.filter((name) => now.includes(name)), 'DATA_DIR/tmp is emptied at start').toEqual([]);

  // Another campaign's guest uploads right after the restart, while the crowd's backlog is processed.
  const other: Guest = { id: randomUUID(), acknowledged: false };
  expect(await upload(url, quiet, other, pictures[0] as Buffer)).toBe(201);
  const otherUploaded = Date.now();

  // Every phone retries with the same id: acknowledged ones get their picture back (200), the rest are taken now.
  const retries = await Promise.all(guests.map((guest, index) => upload(url, busy, guest, pictures[index % pictures.length] as Buffer)));
  expect(retries.every((code) => code === 200 || code === 201), `retry answers: ${retries.join(',')}`).toBe(true);
  for (const id of acknowledgedBeforeCrash) expect(retries[guests.findIndex((guest) => guest.id === id)]).toBe(200);

  const quietPicture = await readyWithin(url, quiet, [other], 15_000);
  expect(quietPicture.notReady, child.output()).toEqual([]);
  const otherWaitedMs = Date.now() - otherUploaded;
  expect(otherWaitedMs, "another campaign's picture waits only seconds behind the crowd").toBeLessThan(10_000);

  const crowd = await readyWithin(url, busy, guests, 60_000 - (Date.now() - restartedAt));
  expect(crowd.notReady, `not ready 60 s after the restart:\n${child.output().slice(-3000)}`).toEqual([]);
  const allReadyAfterMs = Date.now() - restartedAt;

  // Exactly one picture per guest: no duplicates from the retries, the boot sweep or the recovered jobs.
  const list = await api.request<{ shoots: Array<{ id: string; status: string }>; total: number }>('GET', `/events/${busy}/shoots?limit=100`);
  expect(list.total).toBe(GUESTS);
  expect(new Set(list.shoots.map((shoot) => shoot.id))).toEqual(new Set(guests.map((guest) => guest.id)));
  expect(list.shoots.every((shoot) => shoot.status === 'ready')).toBe(true);
  expect(await tmpEntries()).toEqual([]);
  console.log(
    `crash recovery: ${acknowledgedBeforeCrash.length}/${GUESTS} acknowledged before SIGKILL; all ${GUESTS} ready ${(allReadyAfterMs / 1000).toFixed(1)} s after the restart; ` +
      `the other campaign's picture ready ${(otherWaitedMs / 1000).toFixed(1)} s after its upload`,
  );
});
