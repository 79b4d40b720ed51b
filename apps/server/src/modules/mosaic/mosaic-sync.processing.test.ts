import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createEvent } from '@/modules/events/events.test-support.ts';
import { publishShootChange } from '@/modules/live/live-changes.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  engineDeps,
  live,
  mosaicAsset,
  mosaicCampaign,
  near,
  placements,
  quadrantPng,
  readyPicture,
  setMosaic,
  smallMosaic,
  solidJpeg,
  tileColour,
  wallRow,
  type Rgb,
} from './mosaic-engine.test-support.ts';
import { resetMosaic, syncMosaic } from './mosaic-sync.ts';
import { startMosaicWatch } from './mosaic-watch.ts';

let t: TestApp;
let campaigns = 0;
let stopWatch: () => Promise<void>;

beforeAll(async () => {
  t = await buildTestApp();
  stopWatch = await startMosaicWatch({ db: t.runtime.database.db, bus: t.runtime.bus, jobs: t.runtime.jobs, log: t.runtime.log });
});
afterAll(async () => {
  await stopWatch?.();
  await t?.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
const CELL_COLOURS: [Rgb, Rgb, Rgb, Rgb] = [RED, GREEN, BLUE, YELLOW];

/** A Gold campaign with a 2 × 2 mosaic over red/green/blue/yellow quadrants (fill mode preload unless `extra` says). */
async function wall(extra: Record<string, unknown> = {}) {
  campaigns += 1;
  const made = await mosaicCampaign(t, `sync${campaigns}@example.com`, {});
  const picture = await mosaicAsset(t, made.customer.id, await quadrantPng(CELL_COLOURS));
  await setMosaic(t, made.event.id, smallMosaic({ picture, ...extra }));
  return { ...made, picture };
}

const sync = (eventId: string) => syncMosaic(engineDeps(t), eventId);
const stored = async (key: string) => buffer((await t.runtime.files.get(key)).stream);

/** The colour of the cell each live picture sits in, by shoot id. */
async function cellColourOf(eventId: string): Promise<Map<string, Rgb>> {
  return new Map((await live(t, eventId)).filter((row) => row.shootId).map((row) => [row.shootId!, CELL_COLOURS[row.cell]!]));
}

/** Runs queued jobs until `check` passes (the watcher queues on the bus, a turn of the event loop later). */
async function eventually(check: () => Promise<void>): Promise<void> {
  await vi.waitFor(
    async () => {
      await t.drainJobs();
      await check();
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('fill mode preload', () => {
  it('places every picture already there, each in the cell nearest its colour, with a corrected tile', async () => {
    const { event } = await wall();
    const red = await readyPicture(t, event.id, RED, { createdAt: hoursAgo(3) });
    const blue = await readyPicture(t, event.id, BLUE, { createdAt: hoursAgo(2) });
    // Not eligible: hidden by moderation, still processing, a test picture.
    await readyPicture(t, event.id, GREEN, { isPublic: false, moderatedAt: hoursAgo(1) });
    await readyPicture(t, event.id, GREEN, { status: 'processing' });
    await readyPicture(t, event.id, GREEN, { isTest: true });
    await sync(event.id);
    const cells = await cellColourOf(event.id);
    expect([...cells.keys()].sort()).toEqual([red, blue].sort());
    expect(cells.get(red)).toEqual(RED);
    expect(cells.get(blue)).toEqual(BLUE);
    for (const row of await live(t, event.id)) expect(near(await tileColour(t, row.tileKey), CELL_COLOURS[row.cell]!)).toBe(true);
    expect(await sharp(await stored((await live(t, event.id))[0]!.tileKey)).metadata()).toMatchObject({ width: 128, height: 128, format: 'jpeg' });
    expect(await wallRow(t, event.id)).toMatchObject({ generation: 1, targetKey: expect.stringMatching(/:2x2$/) });
  });

  it('takes the overlayed still or the original as useOverlayedPicture says, and a moving picture’s poster', async () => {
    const overlayed = await wall();
    const original = await wall({ useOverlayedPicture: false });
    for (const { event } of [overlayed, original]) await readyPicture(t, event.id, RED, { id: undefined, originalColour: BLUE });
    await sync(overlayed.event.id);
    await sync(original.event.id);
    expect([...(await cellColourOf(overlayed.event.id)).values()]).toEqual([RED]);
    expect([...(await cellColourOf(original.event.id)).values()]).toEqual([BLUE]);

    const gif = await wall();
    const poster = await solidJpeg(GREEN);
    const folder = `shoots/${gif.event.id}/poster-test`;
    await t.runtime.files.put(`${folder}/poster.jpg`, poster, { contentType: 'image/jpeg' });
    await readyPicture(t, gif.event.id, RED, { kind: 'Gif', renditions: { main: { path: `${folder}/main.gif`, size: 1, mimetype: 'image/gif' }, poster: { path: `${folder}/poster.jpg`, size: poster.length, mimetype: 'image/jpeg' } } });
    await sync(gif.event.id);
    expect([...(await cellColourOf(gif.event.id)).values()]).toEqual([GREEN]);
  });
});

describe('fill mode live', () => {
  it('takes only pictures from the wall’s start on', async () => {
    const { event } = await wall({ placeBehaviour: { fillMode: 'live' } });
    await sync(event.id);
    const started = (await wallRow(t, event.id))!.startedAt;
    await readyPicture(t, event.id, RED, { createdAt: new Date(started.getTime() - 60_000) });
    const fresh = await readyPicture(t, event.id, BLUE, { createdAt: new Date(started.getTime() + 1000) });
    await sync(event.id);
    expect([...(await cellColourOf(event.id)).keys()]).toEqual([fresh]);
  });
});

describe('fill mode plausible', () => {
  it('places the static sources once, fills every other cell with fillers, and a real picture takes a filler’s cell', async () => {
    const made = await wall({ placeBehaviour: { fillMode: 'plausible' } });
    const staticId = await mosaicAsset(t, made.customer.id, await solidJpeg(GREEN, 80, 80), 'image/jpeg');
    await setMosaic(t, made.event.id, { staticSources: [staticId] });
    await sync(made.event.id);
    const rows = await live(t, made.event.id);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.kind === 'static')).toMatchObject([{ assetId: staticId, cell: 1 }]);
    expect(rows.filter((row) => row.kind === 'filler').map((row) => row.assetId)).toEqual([staticId, staticId, staticId]);
    // Each filler takes its cell's colour.
    for (const row of rows) expect(near(await tileColour(t, row.tileKey), CELL_COLOURS[row.cell]!, 40)).toBe(true);

    const red = await readyPicture(t, made.event.id, RED);
    await sync(made.event.id);
    const after = await live(t, made.event.id);
    expect(after.find((row) => row.shootId === red)).toMatchObject({ cell: 0, kind: 'picture' });
    expect(after).toHaveLength(4);
    const replaced = (await placements(t, made.event.id)).filter((row) => row.removedReason === 'replaced');
    expect(replaced).toMatchObject([{ kind: 'filler', cell: 0 }]);
    // Run again: nothing changes, the static source is not placed twice.
    await sync(made.event.id);
    expect(await placements(t, made.event.id)).toHaveLength(5);
  });

  it('makes the fillers from the alternative picture when there are no static sources', async () => {
    const made = await wall({ placeBehaviour: { fillMode: 'plausible' } });
    const alternative = await mosaicAsset(t, made.customer.id, await solidJpeg([128, 128, 128]), 'image/jpeg');
    await setMosaic(t, made.event.id, { alternativePicture: alternative });
    await sync(made.event.id);
    const rows = await live(t, made.event.id);
    expect(rows.map((row) => [row.kind, row.assetId])).toEqual(Array.from({ length: 4 }, () => ['filler', alternative]));
    // Switching plausible off takes them down.
    await setMosaic(t, made.event.id, { placeBehaviour: { fillMode: 'preload' } });
    await sync(made.event.id);
    expect(await live(t, made.event.id)).toHaveLength(0);
  });
});

describe('pictures leaving the wall', () => {
  it('a picture hidden by moderation leaves its cell at once, and comes back when approved again', async () => {
    const { customer, event } = await wall();
    const red = await readyPicture(t, event.id, RED);
    await sync(event.id);
    const [tile] = await live(t, event.id);
    const decide = (decision: 'approve' | 'hide') => call(t, customer, 'POST', `/events/${event.slug}/moderation/decisions`, { shootIDs: [red], decision });
    expect((await decide('hide')).statusCode).toBe(200);
    await eventually(async () => expect(await live(t, event.id)).toHaveLength(0));
    expect((await placements(t, event.id)).at(-1)).toMatchObject({ shootId: red, removedReason: 'hidden' });
    expect(await t.runtime.files.exists(tile!.tileKey)).toBe(false);
    expect((await decide('approve')).statusCode).toBe(200);
    await eventually(async () => expect((await live(t, event.id)).map((row) => row.shootId)).toEqual([red]));
  });

  it('a deleted picture leaves its cell', async () => {
    const { customer, event } = await wall();
    const blue = await readyPicture(t, event.id, BLUE);
    await sync(event.id);
    expect((await call(t, customer, 'DELETE', `/shoots/${blue}`)).statusCode).toBeLessThan(300);
    await eventually(async () => expect(await live(t, event.id)).toHaveLength(0));
  });
});

describe('sources', () => {
  it('takes the owner’s other campaigns in eventSources and never another customer’s', async () => {
    const made = await wall();
    const own = await createEvent(t, made.customer, { name: 'Own other', boothType: 'virtual' } as never);
    const stranger = await mosaicCampaign(t, `stranger${campaigns}@example.com`, {});
    const ownPicture = await readyPicture(t, own.id, YELLOW);
    await readyPicture(t, stranger.event.id, RED);
    // Written straight into the settings: saving refuses the stranger's id, an old document may still hold it.
    await setMosaic(t, made.event.id, { eventSources: [own.id, stranger.event.id] });
    await sync(made.event.id);
    const rows = await live(t, made.event.id);
    expect(rows.map((row) => [row.shootId, row.sourceEventId, row.cell])).toEqual([[ownPicture, own.id, 3]]);
    // A picture arriving in the source campaign reaches the wall through the watcher.
    const later = await readyPicture(t, own.id, RED);
    await publishShootChange(t.runtime.bus, { eventId: own.id, shootIds: [later] });
    await eventually(async () => expect((await live(t, made.event.id)).map((row) => row.shootId)).toContain(later));
    // Dropping the source takes its pictures down.
    await setMosaic(t, made.event.id, { eventSources: [] });
    await sync(made.event.id);
    expect(await live(t, made.event.id)).toHaveLength(0);
  });

  it('does nothing while the mosaic is off or the plan is below Gold', async () => {
    const off = await mosaicCampaign(t, `off${campaigns}@example.com`, { enabled: false });
    const silver = await mosaicCampaign(t, `silver${campaigns}@example.com`, smallMosaic(), 'Silver');
    for (const { event } of [off, silver]) {
      await readyPicture(t, event.id, RED);
      await sync(event.id);
      expect(await placements(t, event.id)).toHaveLength(0);
      expect(await wallRow(t, event.id)).toBeUndefined();
    }
  });
});

describe('a target of any size', () => {
  it('reads a 12,000 × 8,000 PNG target and places on it', async () => {
    const made = await wall();
    const big = await sharp({ create: { width: 12_000, height: 8_000, channels: 3, background: { r: 20, g: 40, b: 220 } } }).png({ compressionLevel: 9 }).toBuffer();
    const target = await mosaicAsset(t, made.customer.id, big);
    await setMosaic(t, made.event.id, { picture: target, placeBehaviour: { cellSize: 20 }, dimension: { width: 3, height: 2 } });
    const picture = await readyPicture(t, made.event.id, BLUE);
    const started = Date.now();
    await sync(made.event.id);
    expect(Date.now() - started).toBeLessThan(20_000);
    const row = await wallRow(t, made.event.id);
    expect(row).toMatchObject({ targetKey: `${target}:36x24` });
    expect(await sharp(await stored(row!.previewKey!)).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 1280 });
    expect((await live(t, made.event.id)).map((item) => item.shootId)).toEqual([picture]);
  }, 60_000);
});

describe('idempotence', () => {
  it('leaves no duplicate when a sync runs twice, one after the other or at once', async () => {
    const { event } = await wall();
    const ids = [await readyPicture(t, event.id, RED), await readyPicture(t, event.id, GREEN), await readyPicture(t, event.id, BLUE)];
    await Promise.all([sync(event.id), sync(event.id)]);
    await sync(event.id);
    const rows = await placements(t, event.id);
    expect(rows.map((row) => row.shootId).sort()).toEqual([...ids].sort());
    expect(new Set(rows.map((row) => row.cell)).size).toBe(3);
  });

  it('starts a new generation when the grid changes, and on a reset', async () => {
    const { event } = await wall();
    const red = await readyPicture(t, event.id, RED);
    await sync(event.id);
    await setMosaic(t, event.id, { placeBehaviour: { cellSize: 144 } });
    await sync(event.id);
    expect(await wallRow(t, event.id)).toMatchObject({ generation: 2, targetKey: expect.stringMatching(/:4x4$/) });
    expect((await placements(t, event.id))[0]).toMatchObject({ generation: 1, removedReason: 'regrid' });
    expect(await live(t, event.id)).toMatchObject([{ shootId: red, generation: 2, cell: 0 }]);

    await resetMosaic(engineDeps(t), event.id);
    expect(await live(t, event.id)).toHaveLength(0);
    expect(await wallRow(t, event.id)).toMatchObject({ generation: 3 });
    await t.drainJobs();
    // Preload fills the new generation again from the pictures already there.
    expect(await live(t, event.id)).toMatchObject([{ shootId: red, generation: 3 }]);
    expect((await placements(t, event.id)).filter((row) => row.removedReason === 'reset')).toHaveLength(1);
  });
});
