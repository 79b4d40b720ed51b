import { randomUUID } from 'node:crypto';
import { mosaicCellPosition, type Event, type MosaicStatus, type MosaicWall, type ShootMosaic } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import { about, openStream, type TestStream } from '@/modules/live/live.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { makeAdmin, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { exportLayout } from './mosaic-files.service.ts';
import { mosaicEvent, picture, solidJpeg, sync } from './mosaic-wall.test-support.ts';

let t: TestApp;
let base: string;
let gold: TestCustomer;
let other: TestCustomer;
let silver: TestCustomer;
const streams: TestStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  gold = await customerOn(t, 'gold@example.com', 'Gold');
  other = await customerOn(t, 'other@example.com', 'Gold');
  silver = await customerOn(t, 'silver@example.com', 'Silver');
});
afterAll(async () => {
  // Streams are left open on purpose: closing the server must end them.
  await t?.close();
  for (const stream of streams) stream.close();
});

const get = (url: string, customer?: TestCustomer) => call(t, customer, 'GET', url);
const wallOf = async (event: Pick<Event, 'slug'>): Promise<MosaicWall> => {
  const response = await get(`/events/${event.slug}/mosaic`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MosaicWall>();
};
const imageSize = async (body: Buffer) => {
  const { width, height, format } = await sharp(body).metadata();
  return { width, height, format };
};

async function ready(path: string, headers: Record<string, string> = {}): Promise<TestStream> {
  const stream = await openStream(`${base}/api${path}`, headers);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((event) => event.event === 'ready');
  return stream;
}

/** A wall with a target picture and three pictures placed. */
async function filledWall() {
  const target = await uploadOk(t, gold, 'mosaicPicture', 'target.jpg', await solidJpeg(200, 120, 40, 1600, 1200));
  const event = await mosaicEvent(t, gold, { picture: target.id });
  const pictures = [await picture(t, event, [220, 30, 30]), await picture(t, event, [30, 220, 30]), await picture(t, event, [30, 30, 220])];
  await sync(t, event.id);
  return { event, pictures };
}

describe('GET /api/events/{slug}/mosaic', () => {
  it('answers the grid, the display settings and every placed tile, the same on every load', async () => {
    const event = await mosaicEvent(t, gold, { backgroundColor: '#112233', progressBar: { enabled: true, color: '#ff0000' } });
    const empty = await wallOf(event);
    expect(empty).toMatchObject({ eventId: event.id, slug: event.slug, generation: 1, cursor: '0', placements: [], pictureCount: 0, targetUrl: null, alternativeUrl: null });
    expect(empty.grid).toEqual({ width: 576, height: 576, cellSize: 144, columns: 4, rows: 4 });
    expect(empty.sheets).toEqual([0]);
    expect(empty.display).toMatchObject({ backgroundColor: '#112233', showFullscreenButton: true, fillMode: 'preload', progressBar: { enabled: true, color: '#ff0000' } });

    const pictures = [await picture(t, event, [220, 30, 30]), await picture(t, event, [30, 220, 30])];
    await sync(t, event.id);
    const wall = await wallOf(event);
    expect(wall.placements).toHaveLength(2);
    expect(new Set(wall.placements.map((placement) => placement.cell)).size).toBe(2);
    expect(wall.pictureCount).toBe(2);
    expect(Number(wall.cursor)).toBe(Math.max(...wall.placements.map((placement) => placement.seq)));
    expect(wall.sheets[0]).toBe(Number(wall.cursor));
    // A reload, and another run of the engine, show the very same wall: placement is stored, once per picture.
    await sync(t, event.id);
    expect((await wallOf(event)).placements).toEqual(wall.placements);
    expect(pictures).toHaveLength(2);
  });

  it('is 404 when unknown or off, 402 below Gold', async () => {
    expect((await get('/events/nosuchwall/mosaic')).statusCode).toBe(404);
    const off = await mosaicEvent(t, gold, { enabled: false });
    expect((await get(`/events/${off.slug}/mosaic`)).statusCode).toBe(404);
    const below = await mosaicEvent(t, silver);
    const refused = await get(`/events/${below.slug}/mosaic`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED' });
    expect((await get(`/events/${below.slug}/mosaic/stream`)).statusCode).toBe(402);
    expect((await get(`/events/${below.slug}/mosaic/sheets/0`)).statusCode).toBe(402);
    // The wall's page is served by the same app, gated the same way (the web app is not built in tests: 503).
    expect((await t.app.inject({ url: `/mosaic/${below.slug}` })).statusCode).toBe(402);
    expect((await t.app.inject({ url: `/en/mosaic/${off.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/mosaic/${(await mosaicEvent(t, gold)).slug}` })).statusCode).toBe(503);
  });

  it('fills the wall of an owner who upgraded to Gold as soon as the wall is opened', async () => {
    const upgrading = await customerOn(t, 'upgrading@example.com', 'Silver');
    const event = await mosaicEvent(t, upgrading);
    await picture(t, event, [200, 60, 60]);
    await sync(t, event.id);
    await t.drainJobs(); // the sync the save queued: below Gold it places nothing
    expect((await get(`/events/${event.slug}/mosaic`)).statusCode).toBe(402);

    // An upgrade announces nothing the placement engine hears; opening the wall asks for a sync.
    await grantPlan(t.runtime.database.db, upgrading.id, 'booth', (await findPlanByName(t.runtime.database.db, 'Gold'))!.id);
    expect((await wallOf(event)).placements).toHaveLength(0);
    await t.drainJobs();
    expect((await wallOf(event)).placements).toHaveLength(1);
  });
});

describe('the wall stream', () => {
  it('tells of a placement, and of its cell freed when moderation hides the picture; the tile is gone too', async () => {
    const { event, pictures } = await filledWall();
    const wall = await wallOf(event);
    expect(wall.targetUrl).toBe(`${t.config.publicUrl}/api/events/${event.slug}/mosaic/target`);
    const feed = await ready(`/events/${event.slug}/mosaic/stream?generation=${wall.generation}`, { 'last-event-id': wall.cursor });

    await picture(t, event, [240, 240, 240]);
    await sync(t, event.id);
    const place = await feed.next((received) => received.event === 'place');
    const before = await wallOf(event);
    const placed = before.placements.find((placement) => !wall.placements.some((old) => old.id === placement.id));
    expect(place.data).toEqual(placed);
    expect(place.id).toBe(String(placed?.seq));

    const hidden = pictures[0];
    if (!hidden) throw new Error('no picture');
    expect((await call(t, gold, 'PATCH', `/shoots/${hidden.id}`, { isPublic: false })).statusCode).toBe(200);
    await sync(t, event.id);
    const after = await wallOf(event);
    expect(after.placements).toHaveLength(before.placements.length - 1);
    const gone = before.placements.find((placement) => !after.placements.some((kept) => kept.id === placement.id));
    if (!gone) throw new Error('nothing left the wall');
    const free = await feed.next(about(gone.id, 'free'));
    expect(free.data).toEqual({ id: gone.id, cell: gone.cell, seq: Number(free.id) });
    expect((await get(`/mosaic-tiles/${gone.id}?size=32`)).statusCode).toBe(404);
    expect((await get(`/shoots/${hidden.slug}/mosaic`)).statusCode).toBe(404);
  });

  it('replays what a wall missed after its Last-Event-ID, and sends reset when the wall was started over', async () => {
    const { event } = await filledWall();
    const first = await wallOf(event);
    const resumed = await ready(`/events/${event.slug}/mosaic/stream`, { 'last-event-id': '0' });
    const replayed = resumed.events.filter((received) => received.event === 'place').map((received) => (received.data as { id: string }).id);
    expect(replayed.sort()).toEqual(first.placements.map((placement) => placement.id).sort());
    expect(resumed.events.at(-1)).toMatchObject({ event: 'ready', id: first.cursor, data: { cursor: first.cursor, generation: 1 } });

    const live = await ready(`/events/${event.slug}/mosaic/stream`, { 'last-event-id': first.cursor });
    expect(live.events.filter((received) => received.event !== 'ready')).toEqual([]);
    expect((await call(t, gold, 'POST', `/events/${event.slug}/mosaic/reset`)).statusCode).toBe(204);
    expect((await live.next((received) => received.event === 'reset')).data).toEqual({ generation: 2 });
    // A wall that loaded before the reset and resumes after it is told to reload, either way it asks.
    const stale = await ready(`/events/${event.slug}/mosaic/stream`, { 'last-event-id': first.cursor });
    expect(stale.events.map((received) => received.event)).toEqual(['reset', 'ready']);
    const staleByGeneration = await ready(`/events/${event.slug}/mosaic/stream?generation=1`);
    expect(staleByGeneration.events.map((received) => received.event)).toEqual(['reset', 'ready']);
    const fresh = await wallOf(event);
    expect(fresh).toMatchObject({ generation: 2, placements: [] });
    // The reset queued the engine: the wall fills again in its new generation.
    await t.drainJobs();
    const refilled = await wallOf(event);
    expect(refilled.placements).toHaveLength(3);
    expect(refilled.placements.every((placement) => !first.placements.some((old) => old.id === placement.id))).toBe(true);
  });
});

describe('sheets and tiles', () => {
  it('draws a sheet of 16 × 16 cells at the size asked, kept for a year only at its current version', async () => {
    const { event } = await filledWall();
    const wall = await wallOf(event);
    const version = wall.sheets[0];
    const current = await t.app.inject({ url: `/api/events/${event.slug}/mosaic/sheets/0?size=32&v=${version}` });
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('image/jpeg');
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await imageSize(current.rawPayload)).toEqual({ width: 512, height: 512, format: 'jpeg' });
    const stale = await t.app.inject({ url: `/api/events/${event.slug}/mosaic/sheets/0?size=16&v=1` });
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(await imageSize(stale.rawPayload)).toMatchObject({ width: 256, height: 256 });
    // The placed cells are drawn from their tiles, the empty ones in the background colour (black).
    const { data, info } = await sharp(current.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const lit = (cell: number) => {
      const { row, column } = mosaicCellPosition(wall.grid, cell);
      const at = ((row * 32 + 16) * info.width + column * 32 + 16) * info.channels;
      return (data[at] ?? 0) + (data[at + 1] ?? 0) + (data[at + 2] ?? 0) > 60;
    };
    const placed = new Set(wall.placements.map((placement) => placement.cell));
    for (let cell = 0; cell < 16; cell++) expect(lit(cell), `cell ${cell}`).toBe(placed.has(cell));
    expect((await get(`/events/${event.slug}/mosaic/sheets/1?size=32`)).statusCode).toBe(404);
    expect((await get(`/events/${event.slug}/mosaic/sheets/0?size=20`)).statusCode).toBe(400);
  });

  it('serves a placed tile at each rendition size; an unknown one is 404', async () => {
    const { event } = await filledWall();
    const [placement] = (await wallOf(event)).placements;
    if (!placement) throw new Error('nothing placed');
    for (const size of [16, 32, 64, 128]) {
      const tile = await t.app.inject({ url: `/api/mosaic-tiles/${placement.id}?size=${size}` });
      expect(tile.statusCode).toBe(200);
      expect(await imageSize(tile.rawPayload)).toEqual({ width: size, height: size, format: 'jpeg' });
    }
    expect((await get(`/mosaic-tiles/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('serves the target and the alternative picture at up to 1920 px', async () => {
    const alternative = await uploadOk(t, gold, 'mosaicPicture', 'alternative.png', await sharp({ create: { width: 2400, height: 1200, channels: 4, background: '#00000000' } }).png().toBuffer());
    const { event } = await filledWall();
    const target = await t.app.inject({ url: `/api/events/${event.slug}/mosaic/target` });
    expect(target.statusCode).toBe(200);
    const size = await imageSize(target.rawPayload);
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(1920);
    await patchSettings(t, event.id, { screens: { presentation: { mosaic: { alternativePicture: alternative.id } } } });
    const wall = await wallOf(event);
    expect(wall.alternativeUrl).toBe(`${t.config.publicUrl}/api/events/${event.slug}/mosaic/alternative`);
    const served = await t.app.inject({ url: `/api/events/${event.slug}/mosaic/alternative` });
    expect(served.statusCode).toBe(200);
    expect(await imageSize(served.rawPayload)).toEqual({ width: 1920, height: 960, format: 'jpeg' });
    // Made once and kept with the asset: the second answer is the same file.
    expect((await t.app.inject({ url: `/api/events/${event.slug}/mosaic/alternative` })).rawPayload.equals(served.rawPayload)).toBe(true);
  });
});

describe("the organiser's calls", () => {
  it('status counts the tiles and the pictures waiting; reset and export need the owner (or an admin to read) and Gold', async () => {
    const { event } = await filledWall();
    await picture(t, event, [10, 10, 10]);
    const status = await get(`/events/${event.slug}/mosaic/status`, gold);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<MosaicStatus>()).toMatchObject({ enabled: true, planAllows: true, generation: 1, pictures: 3, statics: 0, fillers: 0, waiting: 1, hasTarget: true, wallUrl: `${t.config.publicUrl}/mosaic/${event.slug}` });

    for (const [method, url] of [
      ['GET', `/events/${event.slug}/mosaic/status`],
      ['POST', `/events/${event.slug}/mosaic/reset`],
      ['GET', `/events/${event.slug}/mosaic/export`],
    ] as const) {
      expect((await call(t, other, method, url)).statusCode, url).toBe(404);
      expect((await call(t, undefined, method, url)).statusCode, url).toBe(401);
    }
    const admin = await customerOn(t, `admin-${randomUUID().slice(0, 6)}@example.com`, 'Free');
    await makeAdmin(t, admin);
    expect((await get(`/events/${event.slug}/mosaic/status`, admin)).statusCode).toBe(200);
    expect((await call(t, admin, 'POST', `/events/${event.slug}/mosaic/reset`)).statusCode).toBe(404);

    const below = await mosaicEvent(t, silver);
    expect((await get(`/events/${below.slug}/mosaic/status`, silver)).json<MosaicStatus>()).toMatchObject({ planAllows: false });
    expect((await call(t, silver, 'POST', `/events/${below.slug}/mosaic/reset`)).statusCode).toBe(402);
    expect((await get(`/events/${below.slug}/mosaic/export`, silver)).statusCode).toBe(402);
  });

  it("exports a JPEG of the requested resolution's size, drawn from the stored tiles", async () => {
    const { event } = await filledWall();
    const wall = await wallOf(event);
    for (const resolution of ['SD', 'HD'] as const) {
      const response = await t.app.inject({ url: `/api/events/${event.slug}/mosaic/export?resolution=${resolution}`, headers: gold.headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="mosaic_${event.slug}_${resolution}_\\d{8}-\\d{6}\\.jpg"`));
      const layout = exportLayout(wall.grid, resolution);
      expect(await imageSize(response.rawPayload)).toEqual({ width: layout.columns * layout.cellSize, height: layout.rows * layout.cellSize, format: 'jpeg' });
    }
    expect(exportLayout(wall.grid, 'HD')).toEqual({ columns: 4, rows: 4, cellSize: 270 });
    expect((await get(`/events/${event.slug}/mosaic/export?resolution=16K`, gold)).statusCode).toBe(400);
  });
});

describe('GET /api/shoots/{slug}/mosaic', () => {
  it("tells a guest where their picture is, with a zoom of its neighbourhood; a picture on no wall is 404", async () => {
    const { event, pictures } = await filledWall();
    const wall = await wallOf(event);
    const [first] = pictures;
    if (!first) throw new Error('no picture');
    const found = await get(`/shoots/${first.slug}/mosaic?locale=en`);
    expect(found.statusCode, found.body).toBe(200);
    const answer = found.json<ShootMosaic>();
    const cells = new Set(wall.placements.map((placement) => placement.cell));
    expect(cells.has((answer.row - 1) * answer.columns + answer.column - 1)).toBe(true);
    expect(answer).toMatchObject({
      mosaicSlug: event.slug,
      wallUrl: `${t.config.publicUrl}/en/mosaic/${event.slug}`,
      rows: 4,
      columns: 4,
      zoomUrl: `${t.config.publicUrl}/api/shoots/${first.slug}/mosaic/zoom`,
    });
    const zoom = await t.app.inject({ url: `/api/shoots/${first.slug}/mosaic/zoom` });
    expect(zoom.statusCode).toBe(200);
    // The whole 4 × 4 wall fits the 9 × 9 window.
    expect(await imageSize(zoom.rawPayload)).toEqual({ width: 256, height: 256, format: 'jpeg' });

    const unplaced = await picture(t, await mosaicEvent(t, gold, { enabled: false }), [1, 2, 3]);
    expect((await get(`/shoots/${unplaced.slug}/mosaic`)).statusCode).toBe(404);
    expect((await get(`/shoots/${unplaced.slug}/mosaic/zoom`)).statusCode).toBe(404);
    expect((await get('/shoots/nosuchpicture/mosaic')).statusCode).toBe(404);
  });
});
