// Test support for the kiosk's review edits: a tablet-booth campaign, its uploads, and their rendering.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Event, EventCreateInput, EventSettingsInput } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { createEvent } from '@/modules/events/events.test-support.ts';
import { events } from '@/modules/events/events.table.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { FormPart } from '@/test/multipart.ts';
import type { TestApp } from '@/test/test-app.ts';
import { parseAspect } from '@/platform/media/shoot-canvas.ts';
import { loadRenderEdits } from './shoot-edits-render.ts';
import { renderShoot, shootFileKey, type LocalFile } from './shoot-render.ts';
import { findShootAssets } from './shoot-processing.repo.ts';
import { shootRow } from './shoot-processing.test-support.ts';
import type { ShootRenditions } from './shoots.table.ts';

/** A live tablet-booth campaign (boothType ipad) with the capture modes and review screen given. */
export function kioskEvent(t: TestApp, customer: TestCustomer, settings: EventSettingsInput): Promise<Event> {
  return createEvent(t, customer, { name: `Kiosk ${randomUUID().slice(0, 6)}`, boothType: 'ipad', eventType: 'live', ...settings } as EventCreateInput);
}

/**
 * Stores review-screen settings the way the editor would, straight into the row: the contract's
 * `guestFilters` are registered as asset references, so the API refuses FILTER_PRESETS ids there
 * (reported to the contract's owner); `presetFilterId` passes.
 */
export async function setReview(t: TestApp, eventId: string, review: Record<string, unknown>): Promise<void> {
  const db = t.runtime.database.db;
  const [row] = await db.select({ settings: events.settings }).from(events).where(eq(events.id, eventId));
  if (!row) throw new Error('no event');
  const settings = structuredClone(row.settings) as { screens: Record<string, unknown> };
  settings.screens = { ...settings.screens, review: { ...(settings.screens.review as object), ...review } };
  await db.update(events).set({ settings: settings as typeof row.settings }).where(eq(events.id, eventId));
}

/** A transparent PNG with one opaque rectangle of `colour`: what the review screen's export makes. */
export function layerPng(width: number, height: number, colour: [number, number, number], rect: { x: number; y: number; width: number; height: number }): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) pixels.set([...colour, 255], (y * width + x) * 4);
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

/** A grey PNG person mask as the kiosk makes it: the person (`rect`) white, the rest black. */
export function maskPng(width: number, height: number, rect: { x: number; y: number; width: number; height: number }): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height);
  for (let y = rect.y; y < rect.y + rect.height; y++) pixels.fill(255, y * width + rect.x, y * width + rect.x + rect.width);
  return sharp(pixels, { raw: { width, height, channels: 1 } }).png().toBuffer();
}

export const editsField = (edits: Record<string, unknown>): FormPart => ({ name: 'edits', value: JSON.stringify(edits) });
export const maskPart = (data: Buffer, contentType = 'image/png'): FormPart => ({ name: 'personMask', filename: 'person-mask.png', data, contentType });
export const layerPart = (data: Buffer, contentType = 'image/png'): FormPart => ({ name: 'editLayer', filename: 'edit-layer.png', data, contentType });

/**
 * Renders an uploaded shoot the way the `shoot_process` job does once it passes the shoot's edits to
 * the renderer (loadRenderEdits; see the report of issue 13's review helper): the uploaded frames on
 * disk with the overlay and background, the edits loaded, the renditions stored under the shoot's keys.
 */
export async function renderUploaded(t: TestApp, shootId: string): Promise<ShootRenditions> {
  const row = await shootRow(t, shootId);
  const [event] = await t.runtime.database.db.select().from(events).where(eq(events.id, row.eventId));
  if (!event) throw new Error('no event');
  const workdir = await mkdtemp(join(tmpdir(), 'edits-render-'));
  try {
    const frames: LocalFile[] = [];
    for (const [index, file] of row.input.files.entries()) {
      const path = join(workdir, `input-${index}`);
      await writeFile(path, await buffer((await t.runtime.files.get(file.path)).stream));
      frames.push({ path, mimetype: file.mimetype });
    }
    const { files, media } = t.runtime;
    const local = async (id: string | null): Promise<LocalFile | undefined> => {
      const [asset] = id ? await findShootAssets(t.runtime.database.db, event.customerId, [id]) : [];
      if (!asset) return undefined;
      const path = join(workdir, asset.id);
      await writeFile(path, await buffer((await files.get(asset.fileKey)).stream));
      return { path, mimetype: asset.mimetype };
    };
    const edits = await loadRenderEdits({ files, log: pino({ level: 'silent' }) }, event, row.input, workdir);
    const rendered = await renderShoot(
      { kind: row.input.captureKind, frames, aspect: parseAspect(event.dimension), shutter: settingsOf(event).shutter, overlay: await local(row.input.overlayId), background: await local(row.input.backgroundId), backgroundApplied: row.input.backgroundApplied, edits },
      {
        media,
        workdir,
        async store(rendition, ext, body, mimetype) {
          const key = shootFileKey(row.eventId, row.id, rendition, ext);
          const { size } = await files.put(key, Buffer.isBuffer(body) ? body : await readFile(body.path), { contentType: mimetype });
          return { path: key, size, mimetype };
        },
      },
    );
    return rendered.renditions;
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
}
