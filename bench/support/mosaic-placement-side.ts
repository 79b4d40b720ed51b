/**
 * Both sides of bench/mosaic-placement.bench.ts, in one child process under apps/server (where tsx
 * resolves the server's `@/` imports; see child-side.ts), driven over IPC:
 * - `{ setup }`: the server's runtime as `npm start` runs it (embedded PGlite under a fresh DATA_DIR,
 *   migrations, the local file store; the job workers stay off, placement is called directly), a Gold
 *   customer whose campaign has a 100 × 100 mosaic (8K, square, 43 px cells: 10,000 cells) over the
 *   test card, half of its cells already taken, and a dozen booth photos (1536 × 2048 JPEG) in the store;
 * - `{ side: 'server', count }`: `count` pictures placed one after the other as the sync places them:
 *   the photo's tile file chosen as the sync chooses it (its 480 px display copy), decoded to its 128 px
 *   tile and features, then `placeItem` (a transaction locking the wall,
 *   the board brought up to date, the best free cell, the tile corrected, blended, encoded and stored,
 *   the row inserted); answers each picture's time and its two parts;
 * - `{ side: 'bare', count }`: for the same pictures' features, a bare loop over the same 10,000 cells'
 *   colour arrays (every distance, no occupancy, no early exit) — the matching alone, as cheap as it gets;
 * - `{ side: 'best', count }`: the engine's own `bestCell` on the same arrays and board.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MOSAIC_FEATURE_LENGTH, bestCell, eventSettingsSchema, testCard } from '@booth/shared';
import sharp from 'sharp';
import { loadConfig } from '@/config.ts';
import { assets } from '@/modules/assets/assets.table.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { storeNewEvent } from '@/modules/events/create-event.ts';
import { refreshBoard } from '@/modules/mosaic/mosaic-board.ts';
import { placeItem } from '@/modules/mosaic/mosaic-placement.ts';
import { insertPlacements } from '@/modules/mosaic/mosaic-placements.repo.ts';
import { openMosaicWall, type MosaicSyncDeps } from '@/modules/mosaic/mosaic-sync.ts';
import { loadTileSource, shootTileFile, type TileSource } from '@/modules/mosaic/mosaic-tile-render.ts';
import type { ShootRenditions } from '@/modules/shoots/shoots.table.ts';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import { openDatabase } from '@/platform/db/open.ts';
import { createLogger } from '@/platform/logger.ts';
import { startRuntime, type Runtime } from '@/runtime.ts';
import { serveChildSide } from './child-side.ts';

export interface MosaicSetup {
  setup: true;
}
export interface SetupAnswer {
  cells: number;
  taken: number;
}
export interface SideMessage {
  side: 'server' | 'bare' | 'best';
  count: number;
}
/** Milliseconds per picture, in the order placed. */
export interface ServerRound {
  total: number[];
  decode: number[];
  place: number[];
}
export interface LoopRound {
  perPicture: number[];
}

const PHOTOS = 12;
const TAKEN = 5_000;

interface Sides {
  cells: number;
  server(count: number): Promise<ServerRound>;
  loop(count: number, kind: 'bare' | 'best'): LoopRound;
  close(): Promise<void>;
}

/** The shared test card tinted toward `hue`: photos of different colours, so they go to different cells. */
async function photo(width: number, height: number, tint: [number, number, number]): Promise<Buffer> {
  const card = testCard(width, height);
  return sharp(Buffer.from(card.buffer, card.byteOffset, card.byteLength), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .tint({ r: tint[0], g: tint[1], b: tint[2] })
    .jpeg({ quality: 90 })
    .toBuffer();
}

let sides: Sides | undefined;

async function prepare(): Promise<Sides> {
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-bench-mosaic-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_ACCOUNT: 'false', WORKERS: 'false', PUBLIC_URL: 'http://127.0.0.1:3000', WEB_DIST_DIR: join(dataDir, 'none') });
  const log = createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const runtime: Runtime = await startRuntime({ config, log, database, migrate: true });
  const { db } = database;
  const { files } = runtime;
  const now = () => new Date();

  const customerId = randomUUID();
  await db.insert(customers).values({ id: customerId, email: `mosaic-${customerId}@example.com`, passwordHash: 'x' });
  const gold = await findPlanByName(db, 'Gold');
  if (!gold) throw new Error('no Gold plan');
  await grantPlan(db, customerId, 'booth', gold.id);
  const target = await photo(2048, 2048, [255, 255, 255]);
  const targetId = randomUUID();
  const targetKey = `assets/${customerId}/${targetId.slice(0, 2)}/${targetId.slice(2, 4)}/${targetId}/original.jpg`;
  await files.put(targetKey, target, { contentType: 'image/jpeg' });
  await db.insert(assets).values({ id: targetId, customerId, slug: targetId.slice(0, 12), originalname: 'target.jpg', encoding: '7bit', mimetype: 'image/jpeg', fileKey: targetKey, fileSize: target.length, assetType: 'mosaicPicture', createdAt: now(), updatedAt: now() });
  const settings = eventSettingsSchema.parse({
    screens: { presentation: { mosaic: { enabled: true, picture: targetId, resolution: '8K', dimension: { width: 1, height: 1 }, options: { automaticCellSize: false }, placeBehaviour: { cellSize: 43, fillMode: 'preload' } } } },
  });
  const event = await storeNewEvent(db, { customerId, name: 'Mosaic bench', settings, now: now() });
  const deps: MosaicSyncDeps = { db, files, bus: runtime.bus, now, log };
  const opened = await openMosaicWall(deps, event.id);
  if (!opened) throw new Error('the bench wall did not open');
  const { wall, state } = opened;
  if (wall.grid.cells !== 10_000) throw new Error(`expected 10,000 cells, got ${wall.grid.cells}`);

  // Half the wall taken, in random cells (rows only: the matching and the transaction are what is measured).
  const cells = Array.from({ length: wall.grid.cells }, (_, cell) => cell).sort(() => Math.random() - 0.5).slice(0, TAKEN);
  for (let start = 0; start < cells.length; start += 1000) {
    await insertPlacements(
      db,
      cells.slice(start, start + 1000).map((cell) => ({ eventId: event.id, generation: state.generation, cell, kind: 'picture' as const, shootId: randomUUID(), distance: Math.random(), tileKey: `mosaic/bench/${cell}.jpg`, placedAt: now() })),
    );
  }
  await db.transaction((tx) => refreshBoard(tx, event.id, state));

  // Each photo as processing leaves it: the overlayed JPEG and its display copies (the 480 px WebP is what a tile is read from).
  const photos: ShootRenditions[] = [];
  for (let index = 0; index < PHOTOS; index++) {
    const folder = `shoots/${event.id}/bench-${index}`;
    const hue = (index * 360) / PHOTOS;
    const tint = [0, -120, 120].map((offset) => Math.round(128 + 127 * Math.cos(((hue + offset) * Math.PI) / 180))) as [number, number, number];
    const full = await photo(1536, 2048, tint);
    const display = await sharp(full).resize({ width: 480 }).webp({ quality: 78, effort: 2 }).toBuffer();
    await files.put(`${folder}/overlayed.jpg`, full, { contentType: 'image/jpeg' });
    await files.put(`${folder}/display-480.webp`, display, { contentType: 'image/webp' });
    const overlayed = { path: `${folder}/overlayed.jpg`, size: full.length, mimetype: 'image/jpeg' };
    photos.push({ main: overlayed, overlayed, widths: [{ width: 480, height: 640, file: { path: `${folder}/display-480.webp`, size: display.length, mimetype: 'image/webp' } }] });
  }
  const tileFileOf = (renditions: ShootRenditions) => {
    const file = shootTileFile({ renditions }, true);
    if (!file) throw new Error('a bench photo has no still');
    return file.path;
  };
  const sources: TileSource[] = await Promise.all(photos.map((renditions) => loadTileSource(files, tileFileOf(renditions))));
  let next = 0;

  return {
    cells: wall.grid.cells,
    async server(count) {
      const round: ServerRound = { total: [], decode: [], place: [] };
      for (let index = 0; index < count; index++) {
        const renditions = photos[next++ % PHOTOS]!;
        const started = performance.now();
        const source = await loadTileSource(files, tileFileOf(renditions));
        const decoded = performance.now();
        const placed = await placeItem(deps, wall, state, { kind: 'picture', shootId: randomUUID(), sourceEventId: event.id, source });
        const done = performance.now();
        if (!placed) throw new Error('a picture found no cell');
        round.total.push(done - started);
        round.decode.push(decoded - started);
        round.place.push(done - decoded);
      }
      return round;
    },
    loop(count, kind) {
      const features = wall.target.features;
      const perPicture: number[] = [];
      for (let index = 0; index < count; index++) {
        const tile = sources[index % PHOTOS]!.features;
        const started = performance.now();
        if (kind === 'best') {
          if (!bestCell(features, state.board.occupied, tile, state.board.cells)) throw new Error('no cell');
        } else {
          let best = Infinity;
          for (let cell = 0; cell < state.board.cells; cell++) {
            let sum = 0;
            for (let at = 0; at < MOSAIC_FEATURE_LENGTH; at++) {
              const difference = features[cell * MOSAIC_FEATURE_LENGTH + at]! - tile[at]!;
              sum += difference * difference;
            }
            if (sum < best) best = sum;
          }
          if (!Number.isFinite(best)) throw new Error('no cell');
        }
        perPicture.push(performance.now() - started);
      }
      return { perPicture };
    },
    async close() {
      await runtime.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

serveChildSide(
  async (message) => {
    if (typeof message === 'object' && message && 'setup' in message) {
      sides = await prepare();
      return { cells: sides.cells, taken: TAKEN } satisfies SetupAnswer;
    }
    if (!sides) throw new Error('not set up');
    const { side, count } = message as SideMessage;
    if (side === 'server') return sides.server(count);
    return sides.loop(count, side);
  },
  () => sides?.close() ?? Promise.resolve(),
);
