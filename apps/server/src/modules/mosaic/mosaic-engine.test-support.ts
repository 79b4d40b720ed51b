import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { tileFeatures, type Event } from '@booth/shared';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createEvent, customerOn, type PlanName } from '@/modules/events/events.test-support.ts';
import { events } from '@/modules/events/events.table.ts';
import { publishVirtualInvalidation } from '@/modules/live/live-changes.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { insertAsset } from '@/modules/shoots/shoot-processing.test-support.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import type { NewShootRow } from '@/modules/shoots/shoots.table.ts';
import { MOSAIC_TILE_SIZE } from '@/platform/media/mosaic-images.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import type { MosaicSyncDeps } from './mosaic-sync.ts';
import { mosaicPlacements, mosaicWalls, type MosaicPlacementRow } from './mosaic.table.ts';
import type { TileSource } from './mosaic-tile-render.ts';

/*
 * Test support for the placement engine: Gold campaigns with a mosaic, target pictures as
 * mosaicPicture assets with real files, ready pictures with real stills, and the stored rows.
 */

export type Rgb = [number, number, number];
export const RED: Rgb = [220, 30, 30];
export const GREEN: Rgb = [30, 200, 40];
export const BLUE: Rgb = [20, 40, 220];
export const YELLOW: Rgb = [240, 220, 20];

/**
 * A mosaic of exactly 2 × 2 cells: SD, square, fixed 288 px cells. `cellSize` 144 gives 4 × 4.
 * Fill mode preload unless `extra` says otherwise.
 */
export function smallMosaic(extra: Record<string, unknown> = {}, cellSize = 288): Record<string, unknown> {
  const { placeBehaviour, ...rest } = extra as { placeBehaviour?: Record<string, unknown> };
  return {
    enabled: true,
    resolution: 'SD',
    dimension: { width: 1, height: 1 },
    options: { automaticCellSize: false, extraCellSize: null },
    placeBehaviour: { cellSize, fillMode: 'preload', ...placeBehaviour },
    ...rest,
  };
}

/**
 * Deep-merges `mosaic` into the campaign's stored mosaic settings and announces the change as a save
 * through the API does (every process drops what it cached of the campaign).
 */
export async function setMosaic(t: TestApp, eventId: string, mosaic: Record<string, unknown>): Promise<void> {
  await patchSettings(t, eventId, { screens: { presentation: { mosaic } } });
  const [row] = await t.runtime.database.db.select({ slug: events.slug }).from(events).where(eq(events.id, eventId));
  if (row) await publishVirtualInvalidation(t.runtime.bus, row.slug);
}

/** A customer on `plan` with a campaign whose mosaic is set as given. */
export async function mosaicCampaign(t: TestApp, email: string, mosaic: Record<string, unknown>, plan: PlanName = 'Gold'): Promise<{ customer: TestCustomer; event: Event }> {
  const customer = await customerOn(t, email, plan);
  const event = await createEvent(t, customer, { name: `Mosaic ${email}`, boothType: 'virtual' } as never);
  await setMosaic(t, event.id, mosaic);
  return { customer, event };
}

export function solidJpeg(colour: Rgb, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } }).jpeg({ quality: 95 }).toBuffer();
}

/** Four quadrants (top-left, top-right, bottom-left, bottom-right) as PNG. */
export async function quadrantPng(colours: [Rgb, Rgb, Rgb, Rgb], side = 400): Promise<Buffer> {
  const half = Math.floor(side / 2);
  const parts = await Promise.all(
    colours.map((colour) => sharp({ create: { width: half, height: half, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } }).png().toBuffer()),
  );
  return sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
    .composite(parts.map((input, index) => ({ input, left: (index % 2) * half, top: Math.floor(index / 2) * half })))
    .png()
    .toBuffer();
}

/** A mosaicPicture asset of the customer with its file in the store. */
export function mosaicAsset(t: TestApp, customerId: string, data: Buffer, mimetype = 'image/png'): Promise<string> {
  return insertAsset(t, customerId, data, mimetype, 'mosaicPicture');
}

/**
 * A ready, approved photo of one colour with real files: the overlayed still in `colour`, the
 * original in `originalColour` (the same unless given). `values` override the row.
 */
export async function readyPicture(t: TestApp, eventId: string, colour: Rgb, values: Partial<NewShootRow> & { originalColour?: Rgb } = {}): Promise<string> {
  const { originalColour, ...row } = values;
  const id = row.id ?? randomUUID();
  const folder = `shoots/${eventId}/${id}`;
  const overlayed = await solidJpeg(colour);
  const original = originalColour ? await solidJpeg(originalColour) : overlayed;
  const file = async (name: string, data: Buffer) => {
    await t.runtime.files.put(`${folder}/${name}`, data, { contentType: 'image/jpeg' });
    return { path: `${folder}/${name}`, size: data.length, mimetype: 'image/jpeg' };
  };
  const overlayedFile = await file('overlayed.jpg', overlayed);
  const renditions = { main: overlayedFile, overlayed: overlayedFile, original: await file('original.jpg', original) };
  await insertShootRow(t, eventId, 'm', { isPublic: true, renditions, ...row, id });
  return id;
}

export function engineDeps(t: TestApp): MosaicSyncDeps {
  return { db: t.runtime.database.db, files: t.runtime.files, bus: t.runtime.bus, jobs: t.runtime.jobs, now: () => new Date(), log: t.runtime.log };
}

/** A tile source of one flat colour (what loadTileSource makes of a plain picture). */
export function flatSource(colour: Rgb): TileSource {
  const rgb = Buffer.alloc(MOSAIC_TILE_SIZE * MOSAIC_TILE_SIZE * 3);
  for (let at = 0; at < rgb.length; at += 3) rgb.set(colour, at);
  return { rgb, features: tileFeatures(rgb, MOSAIC_TILE_SIZE, MOSAIC_TILE_SIZE) };
}

export async function placements(t: TestApp, eventId: string): Promise<MosaicPlacementRow[]> {
  return t.runtime.database.db.select().from(mosaicPlacements).where(eq(mosaicPlacements.eventId, eventId)).orderBy(asc(mosaicPlacements.seq));
}

export async function live(t: TestApp, eventId: string): Promise<MosaicPlacementRow[]> {
  return (await placements(t, eventId)).filter((row) => row.removedAt === null);
}

export async function wallRow(t: TestApp, eventId: string) {
  const [row] = await t.runtime.database.db.select().from(mosaicWalls).where(and(eq(mosaicWalls.eventId, eventId)));
  return row;
}

/** The RGB in the middle of a stored tile. */
export async function tileColour(t: TestApp, tileKey: string): Promise<Rgb> {
  const jpeg = await buffer((await t.runtime.files.get(tileKey)).stream);
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

export function near(actual: Rgb, expected: Rgb, tolerance = 30): boolean {
  return actual.every((value, index) => Math.abs(value - expected[index]!) <= tolerance);
}
