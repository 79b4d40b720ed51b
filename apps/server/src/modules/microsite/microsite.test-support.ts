import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Event, ShootKind, ShootStatus } from '@booth/shared';
import sharp from 'sharp';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import type { ShootRenditions, StoredFile } from '@/modules/shoots/shoots.table.ts';
import { jpeg, makeMp4 } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

/*
 * Shoot rows for microsite tests, inserted directly (as processing leaves them) with real files in the
 * file store, so the page's links can be fetched back through /api/files.
 */

export const PICTURE = { width: 1200, height: 1600 };

async function put(t: TestApp, key: string, data: Buffer, mimetype: string): Promise<StoredFile> {
  const { size } = await t.runtime.files.put(key, data, { contentType: mimetype });
  return { path: key, size, mimetype };
}

/** main (JPEG), overlayed, original and a 512 px thumbnail of a photo. */
export async function photoRenditions(t: TestApp, folder: string): Promise<ShootRenditions> {
  const main = await put(t, `${folder}/main.jpg`, await jpeg(PICTURE.width, PICTURE.height), 'image/jpeg');
  const thumb = await sharp(await jpeg(PICTURE.width, PICTURE.height)).resize(512, 512, { fit: 'inside' }).webp().toBuffer();
  const thumbnail = await put(t, `${folder}/thumbnail.webp`, thumb, 'image/webp');
  return { main, overlayed: main, original: await put(t, `${folder}/original.jpg`, await jpeg(PICTURE.width, PICTURE.height), 'image/jpeg'), thumbnail };
}

/** main (GIF) with its MP4 and a thumbnail. */
export async function gifRenditions(t: TestApp, folder: string): Promise<ShootRenditions> {
  const frame = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#3366cc' } }).gif().toBuffer();
  const main = await put(t, `${folder}/main.gif`, frame, 'image/gif');
  return { main, gif: main, thumbnail: await put(t, `${folder}/thumbnail.webp`, await sharp(frame).webp().toBuffer(), 'image/webp') };
}

/** main (MP4) and its poster, as a video or boomerang has them. */
export async function videoRenditions(t: TestApp, folder: string): Promise<ShootRenditions> {
  const dir = await mkdtemp(join(tmpdir(), 'microsite-test-'));
  const mp4 = await put(t, `${folder}/main.mp4`, await readFile(makeMp4(join(dir, 'video.mp4'), 320, 240)), 'video/mp4');
  await rm(dir, { recursive: true, force: true });
  const poster = await put(t, `${folder}/poster.jpg`, await jpeg(320, 240), 'image/jpeg');
  return { main: mp4, mp4, poster, thumbnail: poster };
}

export interface ShootOptions {
  id?: string;
  kind?: ShootKind;
  status?: ShootStatus;
  renditions?: ShootRenditions;
  width?: number | null;
  height?: number | null;
}

/** Inserts a shoot of the event; answers its id and slug. */
export async function insertShoot(t: TestApp, event: Event, options: ShootOptions = {}): Promise<{ id: string; slug: string }> {
  return insertShootRow(t, event.id, 's', {
    ...(options.id ? { id: options.id } : {}),
    kind: options.kind ?? 'Photo',
    status: options.status ?? 'ready',
    renditions: options.renditions ?? {},
    width: options.width === undefined ? PICTURE.width : options.width,
    height: options.height === undefined ? PICTURE.height : options.height,
  });
}

/** The contents of every inline <script> of a page, and their sizes raw and gzip-compressed. */
export function scriptBytes(page: string): { raw: number; gzip: number } {
  const scripts = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const text = scripts.join('\n');
  return { raw: Buffer.byteLength(text), gzip: gzipSync(Buffer.from(text)).byteLength };
}
