// Test support for shoot processing: real rows and real files, as the upload leaves them.
import type { EventDimension, Shutter, UploadCaptureKind } from '@booth/shared';
import { shootKindOfCapture } from '@booth/shared';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { jobCatalog, type JobName } from '@/job-catalog.ts';
import type { JobSystemOptions } from '@/platform/jobs/boss.ts';
import { signedInCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { createEvent } from '../events/events.test-support.ts';
import { events } from '../events/events.table.ts';
import { shoots, type ShootRow, type StoredFile } from './shoots.table.ts';

export interface TestEvent {
  id: string;
  customerId: string;
}

export async function eventWith(t: TestApp, email: string, dimension: EventDimension = '3:4'): Promise<TestEvent> {
  const customer = await signedInCustomer(t, email);
  const event = await createEvent(t, customer, { name: `Party ${email}`, dimension });
  return { id: event.id, customerId: customer.id };
}

/** Changes shutter settings of the event the way the editor would store them. */
export async function setShutter(t: TestApp, eventId: string, change: (shutter: Shutter) => void): Promise<void> {
  const db = t.runtime.database.db;
  const [row] = await db.select({ settings: events.settings }).from(events).where(eq(events.id, eventId));
  if (!row) throw new Error('no event');
  const settings = structuredClone(row.settings);
  change(settings.shutter);
  await db.update(events).set({ settings }).where(eq(events.id, eventId));
}

/** An asset of the library (overlay, background, roll video) with its file in the store. */
export async function insertAsset(t: TestApp, customerId: string, data: Buffer, mimetype: string, assetType = 'overlay'): Promise<string> {
  const id = randomUUID();
  const fileKey = `assets/${customerId}/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}/original.bin`;
  await t.runtime.files.put(fileKey, data, { contentType: mimetype });
  const now = new Date();
  await t.runtime.database.db.insert(assets).values({
    id,
    customerId,
    slug: id.slice(0, 12),
    originalname: 'asset',
    encoding: '7bit',
    mimetype,
    fileKey,
    fileSize: data.length,
    assetType: assetType as 'overlay',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export interface UploadedFile {
  data: Buffer;
  mimetype: string;
}

/** A shoot as the upload leaves it: originals in the store, the row `processing`. */
export async function insertShoot(
  t: TestApp,
  event: TestEvent,
  kind: UploadCaptureKind,
  uploads: UploadedFile[],
  choices: { overlayId?: string; backgroundId?: string; backgroundApplied?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  const files: StoredFile[] = [];
  for (const [index, upload] of uploads.entries()) {
    const path = `shoots/${event.id}/${id}/upload-${index}.bin`;
    await t.runtime.files.put(path, upload.data, { contentType: upload.mimetype });
    files.push({ path, size: upload.data.length, mimetype: upload.mimetype });
  }
  const now = new Date(Date.now() - 50);
  await t.runtime.database.db.insert(shoots).values({
    id,
    eventId: event.id,
    slug: id.replaceAll('-', '').slice(0, 10),
    kind: shootKindOfCapture[kind],
    input: {
      captureKind: kind,
      files,
      overlayId: choices.overlayId ?? null,
      backgroundId: choices.backgroundId ?? null,
      backgroundApplied: choices.backgroundApplied ?? false,
    },
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Queues the job as the upload does and runs it now. */
export async function processNow(t: TestApp, shootId: string): Promise<ShootRow> {
  await t.runtime.jobs.queue({ name: 'shoot_process', data: { shootId } });
  await t.drainJobs();
  return shootRow(t, shootId);
}

export async function shootRow(t: TestApp, shootId: string): Promise<ShootRow> {
  const [row] = await t.runtime.database.db.select().from(shoots).where(eq(shoots.id, shootId));
  if (!row) throw new Error('no shoot');
  return row;
}

export async function stored(t: TestApp, file: StoredFile | undefined): Promise<Buffer> {
  if (!file) throw new Error('rendition missing');
  return buffer((await t.runtime.files.get(file.path)).stream);
}

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
}

/** ffprobe's streams and duration of a stored video or GIF. */
export async function probe(data: Buffer): Promise<{ streams: ProbedStream[]; format: { format_name: string; duration: string } }> {
  const dir = await mkdtemp(join(tmpdir(), 'probe-'));
  try {
    const path = join(dir, 'media');
    await writeFile(path, data);
    const result = spawnSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The RGB of one pixel. */
export async function pixel(image: Buffer, x: number, y: number, page = 0): Promise<[number, number, number]> {
  const { data, info } = await sharp(image, { page }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
}

/** Close enough for lossy JPEG, GIF palettes and H.264. */
export function near(actual: [number, number, number], expected: [number, number, number], tolerance = 40): boolean {
  return actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= tolerance);
}

/** Test colours far enough apart that JPEG and GIF quantisation cannot confuse them. */
export const RED: [number, number, number] = [220, 30, 30];
export const GREEN: [number, number, number] = [30, 200, 40];
export const BLUE: [number, number, number] = [20, 40, 220];
export const YELLOW: [number, number, number] = [240, 220, 20];

export function solidJpeg(width: number, height: number, colour: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } }).jpeg({ quality: 95 }).toBuffer();
}

/** A PNG whose rows from `opaqueFrom` to `opaqueTo` (fractions of the height) are `colour`, the rest transparent. */
export async function bandPng(width: number, height: number, colour: [number, number, number], opaqueFrom: number, opaqueTo: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const opaque = y >= Math.floor(height * opaqueFrom) && y < Math.ceil(height * opaqueTo);
    for (let x = 0; x < width; x++) pixels.set([...colour, opaque ? 255 : 0], (y * width + x) * 4);
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

/** A tiny test video made by ffmpeg: `testsrc` with a tone, WebM (VP8/Opus) or MP4 (H.264). */
export async function testVideo(width: number, height: number, seconds: number, format: 'webm' | 'mp4'): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'clip-'));
  try {
    const path = join(dir, `clip.${format}`);
    const codecs = format === 'webm' ? ['-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus'] : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
    const result = spawnSync(
      'ffmpeg',
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=10:duration=${seconds}`, '-f', 'lavfi', '-i', `sine=duration=${seconds}`, ...codecs, '-shortest', path],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The RGB of one pixel in every decoded frame of a stored video, in playing order. */
export async function pixelPerFrame(video: Buffer, x: number, y: number): Promise<Array<[number, number, number]>> {
  const dir = await mkdtemp(join(tmpdir(), 'frames-'));
  try {
    const path = join(dir, 'media');
    await writeFile(path, video);
    const result = spawnSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `format=rgb24,crop=1:1:${x}:${y}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 1 << 20 });
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.toString()}`);
    const rgb = result.stdout;
    return Array.from({ length: Math.floor(rgb.length / 3) }, (_, index) => [rgb[index * 3] ?? -1, rgb[index * 3 + 1] ?? -1, rgb[index * 3 + 2] ?? -1]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A WebM (VP9 with alpha) overlay made by ffmpeg: a band over the top quarter, one frame per colour
 * (ffmpeg colour names) at 10 fps, the rest fully transparent.
 */
export async function bandWebm(width: number, height: number, colours: [string, ...string[]]): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'overlay-'));
  try {
    const path = join(dir, 'overlay.webm');
    const [first, ...rest] = colours;
    const repaint = rest.map((colour, index) => `,drawbox=c=${colour}@1:t=fill:enable='eq(n,${index + 1})'`).join('');
    const band = `color=c=${first}@1:s=${width}x${Math.round(height / 4)}:r=10,format=yuva420p${repaint},pad=${width}:${height}:0:0:color=black@0`;
    const result = spawnSync(
      'ffmpeg',
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', band, '-frames:v', String(colours.length), '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuva420p', '-auto-alt-ref', '0', path],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * An animated GIF (100 ms a frame) with a band over the top quarter, one frame per colour, the rest
 * transparent; `loop` as in the GIF (0: forever, else that many times).
 */
export async function bandGif(width: number, height: number, colours: Array<[number, number, number]>, loop = 0): Promise<Buffer> {
  const frames = await Promise.all(colours.map((colour) => bandPng(width, height, colour, 0, 0.25)));
  return sharp(frames, { join: { animated: true } })
    .gif({ loop, delay: colours.map(() => 100) })
    .toBuffer();
}

/** Job timings in seconds instead of minutes: a lease not renewed for 1.5 s is dead, and the retry starts 1 s later. */
export const quickJobs: Pick<JobSystemOptions<typeof jobCatalog>, 'timings' | 'queueOptions'> = {
  timings: { pollMs: 200, leaseRenewMs: 300, leaseStaleMs: 1500, sweepMs: 250 },
  queueOptions: (name: JobName) => ({ ...jobCatalog[name].options, retryDelay: 1, retryBackoff: false }),
};

/** The shoot's status once it is no longer processing, or after `limitMs`. */
export async function waitForProcessed(t: TestApp, shootId: string, limitMs: number): Promise<string> {
  let row = await shootRow(t, shootId);
  for (let waited = 0; row.status === 'processing' && waited < limitMs; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    row = await shootRow(t, shootId);
  }
  return row.status;
}
