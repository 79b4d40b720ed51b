import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import sharp from 'sharp';
import { createEvent } from '@/modules/events/events.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import type { NewShootRow } from '@/modules/shoots/shoots.table.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import { syncMosaic } from './mosaic-sync.ts';

/*
 * Walls for the mosaic's route tests: a campaign with its mosaic on and a small grid, pictures with
 * real files (the placement engine decodes them), and the engine's sync run in the test (workers are
 * off in tests, so nothing places until a test says so).
 */

/**
 * A 4 × 4 wall: SD (720 × 576) in a 1:1 shape is 576 px square; 144 px cells give 16 cells, one sheet.
 * Preload, so pictures already there are placed.
 */
export const SMALL_WALL = {
  enabled: true,
  resolution: 'SD',
  dimension: { width: 1, height: 1 },
  options: { automaticCellSize: false, minCellSize: 20, extraCellSize: null, expectedPictures: 16 },
  placeBehaviour: { cellSize: 144, fillMode: 'preload' },
};

/** A campaign of `owner` (made through the API) with its mosaic set straight in the table (any plan). */
export async function mosaicEvent(t: TestApp, owner: TestCustomer, mosaic: Record<string, unknown> = {}): Promise<Event> {
  const event = await createEvent(t, owner, { name: `Wall ${randomUUID().slice(0, 6)}`, boothType: 'virtual', eventType: 'live', shutter: { photo: { enabled: true } } } as never);
  await patchSettings(t, event.id, { screens: { presentation: { mosaic: { ...SMALL_WALL, ...mosaic } } } });
  return event;
}

/** A solid-colour JPEG. */
export function solidJpeg(red: number, green: number, blue: number, width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: green, b: blue } } }).jpeg().toBuffer();
}

/** A ready, approved picture of `event` whose main file is a solid colour in the file store. */
export async function picture(t: TestApp, event: Pick<Event, 'id'>, colour: [number, number, number], values: Partial<NewShootRow> = {}): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const key = `shoots/${event.id}/${id}/main.jpg`;
  const { size } = await t.runtime.files.put(key, await solidJpeg(...colour), { contentType: 'image/jpeg' });
  const main = { path: key, size, mimetype: 'image/jpeg' };
  return insertShootRow(t, event.id, 'm', { id, isPublic: true, width: 320, height: 240, renditions: { main, overlayed: main }, ...values });
}

/** Runs the placement engine on the wall now, as the `mosaic_sync` job would. */
export function sync(t: TestApp, eventId: string): Promise<void> {
  const { database, files, bus } = t.runtime;
  return syncMosaic({ db: database.db, files, bus, jobs: t.runtime.jobs, now: () => new Date(), log: t.runtime.log }, eventId);
}
