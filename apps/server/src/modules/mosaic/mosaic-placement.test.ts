import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  engineDeps,
  flatSource,
  live,
  mosaicAsset,
  mosaicCampaign,
  near,
  placements,
  quadrantPng,
  setMosaic,
  smallMosaic,
  tileColour,
  type Rgb,
} from './mosaic-engine.test-support.ts';
import { placeItem, placeOnWall, type PlacementItem } from './mosaic-placement.ts';
import { removePlacements } from './mosaic-placements.repo.ts';
import { openMosaicWall } from './mosaic-sync.ts';

let t: TestApp;
let walls = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A Gold campaign whose 2 × 2 mosaic (4 × 4 with cellSize 144) recreates red, green / blue, yellow quadrants. */
async function wallOf(extra: Record<string, unknown> = {}, cellSize = 288) {
  walls += 1;
  const { customer, event } = await mosaicCampaign(t, `placement${walls}@example.com`, {});
  const picture = await mosaicAsset(t, customer.id, await quadrantPng([RED, GREEN, BLUE, YELLOW]));
  await setMosaic(t, event.id, smallMosaic({ picture, ...extra }, cellSize));
  return event.id;
}

async function open(eventId: string) {
  const opened = await openMosaicWall(engineDeps(t), eventId);
  if (!opened) throw new Error('the wall did not open');
  return opened;
}

const picture = (colour: Rgb, shootId = randomUUID()): PlacementItem => ({ kind: 'picture', shootId, source: flatSource(colour) });

describe('placing one picture', () => {
  it('puts it in the cell nearest in colour, corrected toward the cell, and stores the tile', async () => {
    const eventId = await wallOf();
    const { wall, state } = await open(eventId);
    expect(wall.grid).toMatchObject({ columns: 2, rows: 2, cells: 4 });
    const placed = await placeItem(engineDeps(t), wall, state, picture(BLUE));
    expect(placed?.cell).toBe(2);
    const [row] = await live(t, eventId);
    expect(row).toMatchObject({ cell: 2, kind: 'picture', generation: 1, removedAt: null });
    expect(await tileColour(t, row!.tileKey)).toSatisfy((colour: Rgb) => near(colour, BLUE));
    // A grey picture takes its cell's colour (intensity 0.95, then 40 % of the target over it).
    const grey = await placeItem(engineDeps(t), wall, state, picture([128, 128, 128]));
    const greyRow = (await live(t, eventId)).find((item) => item.id === grey?.id);
    const cellColour = [RED, GREEN, BLUE, YELLOW][greyRow!.cell]!;
    expect(await tileColour(t, greyRow!.tileKey)).toSatisfy((colour: Rgb) => near(colour, cellColour, 25));
  });
});

describe('two pictures at once', () => {
  it('never share a cell, even when both best fit the same one and each process has its own board', async () => {
    const eventId = await wallOf();
    const [first, second] = await Promise.all([open(eventId), open(eventId)]);
    const placed = await Promise.all([
      placeItem(engineDeps(t), first.wall, first.state, picture(RED)),
      placeItem(engineDeps(t), second.wall, second.state, picture(RED)),
    ]);
    expect(new Set(placed.map((tile) => tile?.cell)).size).toBe(2);
    expect(placed.map((tile) => tile?.cell)).toContain(0);
    expect((await live(t, eventId)).map((row) => row.cell).sort()).toEqual([...new Set(placed.map((tile) => tile!.cell))].sort());
  });

  it('fills a 4 × 4 wall from eight processes at once without a clash', async () => {
    const eventId = await wallOf({}, 144);
    const opened = await Promise.all(Array.from({ length: 8 }, () => open(eventId)));
    const placed = await Promise.all(
      opened.map(({ wall, state }, index) =>
        placeOnWall(engineDeps(t), wall, state, [picture(index % 2 === 0 ? RED : GREEN), picture(index % 2 === 0 ? RED : GREEN)]),
      ),
    );
    const cells = placed.flatMap((outcome) => outcome.placed.map((tile) => tile.cell));
    expect(cells).toHaveLength(16);
    expect(new Set(cells).size).toBe(16);
    expect(await live(t, eventId)).toHaveLength(16);
  });
});

describe('a full wall', () => {
  it('replaceOldest: a newcomer takes the cell of the tile placed first, and every newcomer appears', async () => {
    const eventId = await wallOf();
    const { wall, state } = await open(eventId);
    const order = [YELLOW, RED, GREEN, BLUE];
    const first: string[] = [];
    for (const colour of order) first.push((await placeItem(engineDeps(t), wall, state, picture(colour)))!.id);
    const newcomer = await placeItem(engineDeps(t), wall, state, picture(RED));
    // Yellow was placed first: its cell goes, though red would fit cell 0 better.
    expect(newcomer?.cell).toBe(3);
    const rows = await placements(t, eventId);
    const gaveWay = rows.find((row) => row.id === first[0]);
    expect(gaveWay).toMatchObject({ removedReason: 'replaced' });
    expect(await t.runtime.files.exists(gaveWay!.tileKey)).toBe(false);
    expect(await live(t, eventId)).toHaveLength(4);
    // And the next one takes the red tile's cell (now the oldest).
    expect((await placeItem(engineDeps(t), wall, state, picture(BLUE)))?.cell).toBe(0);
  });

  it('replaceWorst: a newcomer takes the cell whose tile matches worst', async () => {
    const eventId = await wallOf({ placeBehaviour: { whenFull: 'replaceWorst' } });
    const { wall, state } = await open(eventId);
    expect(wall.whenFull).toBe('replaceWorst');
    await placeItem(engineDeps(t), wall, state, picture(RED));
    await placeItem(engineDeps(t), wall, state, picture(GREEN));
    await placeItem(engineDeps(t), wall, state, picture(BLUE));
    // The last free cell is yellow's: red there is a poor match.
    const poor = await placeItem(engineDeps(t), wall, state, picture(RED));
    expect(poor?.cell).toBe(3);
    const newcomer = await placeItem(engineDeps(t), wall, state, picture(GREEN));
    expect(newcomer?.cell).toBe(3);
    expect((await placements(t, eventId)).find((row) => row.id === poor?.id)).toMatchObject({ removedReason: 'replaced' });
  });

  it('in one batch bigger than the wall: each cell keeps one live tile, the replaced ones keep their rows', async () => {
    const eventId = await wallOf();
    const { wall, state } = await open(eventId);
    const items = [RED, GREEN, BLUE, YELLOW, RED, GREEN].map((colour) => picture(colour));
    const outcome = await placeOnWall(engineDeps(t), wall, state, items);
    expect(outcome).toMatchObject({ replaced: 2, skipped: 0 });
    const rows = await placements(t, eventId);
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.removedReason === 'replaced').map((row) => row.shootId)).toEqual([items[0]!.shootId, items[1]!.shootId]);
    expect((await live(t, eventId)).map((row) => row.cell).sort()).toEqual([0, 1, 2, 3]);
    // Seqs follow the order of placement.
    const seqs = rows.map((row) => row.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });

  it('lets a static source wait rather than push out a picture', async () => {
    const eventId = await wallOf();
    const { wall, state } = await open(eventId);
    await placeOnWall(engineDeps(t), wall, state, [RED, GREEN, BLUE, YELLOW].map((colour) => picture(colour)));
    const outcome = await placeOnWall(engineDeps(t), wall, state, [{ kind: 'static', assetId: randomUUID(), source: flatSource(RED) }]);
    expect(outcome).toMatchObject({ placed: [], skipped: 1 });
  });
});

describe('once per picture', () => {
  it('places a picture once, even when asked twice or after it was replaced, but again after it was hidden', async () => {
    const eventId = await wallOf();
    const { wall, state } = await open(eventId);
    const shootId = randomUUID();
    expect(await placeItem(engineDeps(t), wall, state, picture(RED, shootId))).toBeDefined();
    expect(await placeOnWall(engineDeps(t), wall, state, [picture(RED, shootId), picture(RED, shootId)])).toMatchObject({ placed: [], skipped: 2 });

    // Replaced by newcomers on a full wall: still counts as placed.
    await placeOnWall(engineDeps(t), wall, state, [GREEN, BLUE, YELLOW, BLUE].map((colour) => picture(colour)));
    expect((await placements(t, eventId)).find((row) => row.shootId === shootId)).toMatchObject({ removedReason: 'replaced' });
    expect(await placeItem(engineDeps(t), wall, state, picture(RED, shootId))).toBeUndefined();

    // Hidden by moderation: it may come back.
    const other = await wallOf();
    const second = await open(other);
    const placed = await placeItem(engineDeps(t), second.wall, second.state, picture(RED, shootId));
    await t.runtime.database.db.transaction((tx) => removePlacements(tx, [placed!.id], 'hidden', new Date()));
    expect(await placeItem(engineDeps(t), second.wall, second.state, picture(RED, shootId))).toMatchObject({ cell: 0 });
  });
});
