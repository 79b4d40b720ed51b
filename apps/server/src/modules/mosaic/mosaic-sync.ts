import { MOSAIC_CELL_TAKEN, featureTierTable, mosaicGrid, planAllowsTier, type Mosaic, type MosaicGrid } from '@booth/shared';
import { settingsOf } from '@/modules/events/event-views.ts';
import { customerPlanLevel, findEventById } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { loadBoard, type BoardState } from './mosaic-board.ts';
import { publishMosaicChange } from './mosaic-changes.ts';
import { mapLimited } from './mosaic-concurrency.ts';
import { mosaicSources } from './mosaic-access.ts';
import { mosaicGenerationFolder } from './mosaic-files.ts';
import { fillerAssets, fillerItems } from './mosaic-fillers.ts';
import { MosaicWallMoved, placeOnWall, type PlacementItem, type PlacementWall } from './mosaic-placement.ts';
import { ensureWall, lockWall, placedSources, removeAllLive, updateWall } from './mosaic-placements.repo.ts';
import { fillModeUsesFillers, takeDownIneligible } from './mosaic-removal.ts';
import { eligibleShoots, mosaicAssets, tileShoots, type EligibleShoot, type MosaicAsset } from './mosaic-sources.repo.ts';
import { prepareMosaicTarget } from './mosaic-target.ts';
import { loadTileSource, shootTileFile, tileLook } from './mosaic-tile-render.ts';

/*
 * Keeps a wall in step with its settings and its sources (campaigns §3 Mosaic, §4 fill modes). Run by
 * the `mosaic_sync` job whenever a source's pictures change, the campaign's settings change, and at
 * every start; idempotent, so a run after a crash finishes what the last one left and nothing twice.
 */

export interface MosaicSyncDeps {
  db: Db;
  files: FileStore;
  /** Not needed by the sync (the mosaic's pixels are platform/media/mosaic-images.ts); accepted so callers can pass their services whole. */
  media?: MediaGateway;
  bus: MessageBus;
  /** Where resetMosaic queues the sync that fills the new generation. */
  jobs?: JobQueue;
  now: () => Date;
  log: Logger;
}

/** Pictures decoded and placed per transaction: one lock and a few statements for this many tiles. */
const BATCH = 24;
const DECODE_CONCURRENCY = 4;
const FILLER_BATCH = 64;
/** A wall that moves to another generation mid-run (a reset) is started over, a few times at most. */
const ATTEMPTS = 3;

/** Queues a sync of one wall; a burst of changes coalesces into one waiting job (singleton per campaign). */
export async function queueMosaicSync(jobs: JobQueue, eventId: string): Promise<void> {
  await jobs.queue({ name: 'mosaic_sync', data: { eventId } });
}

interface WallContext {
  event: EventRow;
  mosaic: Mosaic;
  grid: MosaicGrid;
}

/** The campaign's mosaic when it is on, not archived and on a plan that includes it (Gold). */
async function wallContext(db: Db, eventId: string): Promise<WallContext | undefined> {
  const event = await findEventById(db, eventId);
  if (!event || event.archived) return undefined;
  const mosaic = settingsOf(event).screens.presentation.mosaic;
  if (!mosaic.enabled) return undefined;
  const level = await customerPlanLevel(db, event.customerId);
  if (!planAllowsTier({ level }, featureTierTable.mosaic)) return undefined;
  return { event, mosaic, grid: mosaicGrid(mosaic) };
}

/** Brings the wall of `eventId` up to date; does nothing while its mosaic is off or below Gold. */
export async function syncMosaic(deps: MosaicSyncDeps, eventId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await syncOnce(deps, eventId);
      return;
    } catch (error) {
      if (!(error instanceof MosaicWallMoved) || attempt >= ATTEMPTS) throw error;
      deps.log.info({ eventId }, 'mosaic wall moved to a new generation during the sync; starting over');
    }
  }
}

/** A wall ready to place on: its settings, target and board (undefined while its mosaic is off or below Gold). */
export async function openMosaicWall(
  deps: MosaicSyncDeps,
  eventId: string,
): Promise<(WallContext & { wall: PlacementWall; state: BoardState; startedAt: Date }) | undefined> {
  const context = await wallContext(deps.db, eventId);
  if (!context) return undefined;
  const { event, mosaic, grid } = context;
  const wallRow = await ensureWall(deps.db, eventId, deps.now());
  const target = await prepareMosaicTarget(deps, { eventId, customerId: event.customerId, mosaic, grid, wall: wallRow });
  const state = await loadBoard(deps.db, eventId, target.generation, grid.cells);
  const wall: PlacementWall = { eventId, grid, target, look: tileLook(target, mosaic.placeBehaviour), whenFull: mosaic.placeBehaviour.whenFull };
  return { ...context, wall, state, startedAt: target.startedAt };
}

async function syncOnce(deps: MosaicSyncDeps, eventId: string): Promise<void> {
  const opened = await openMosaicWall(deps, eventId);
  if (!opened) return;
  const { event, mosaic, wall, state } = opened;

  const sources = await mosaicSources(deps.db, event, mosaic);
  const eligible = await eligibleShoots(deps.db, sources, mosaic.showNotApproved);
  const statics = await mosaicAssets(deps.db, event.customerId, mosaic.staticSources);
  const plausible = fillModeUsesFillers(mosaic);
  const [alternative] = plausible && mosaic.alternativePicture ? await mosaicAssets(deps.db, event.customerId, [mosaic.alternativePicture]) : [];
  const fillers = plausible ? fillerAssets(statics, alternative) : [];
  await takeDownIneligible(deps, eventId, state, {
    eligibleShootIds: new Set(eligible.map((shoot) => shoot.id)),
    staticAssetIds: new Set(statics.map((asset) => asset.id)),
    fillerAssetIds: new Set(fillers.map((asset) => asset.id)),
  });

  const placed = await placedSources(deps.db, eventId, state.generation);
  const waitingStatics = statics.filter((asset) => !placed.assetIds.has(asset.id));
  const waitingPictures = picturesToPlace(eligible, placed.shootIds, mosaic, opened.startedAt);
  await placeStatics(deps, wall, state, waitingStatics);
  await placePictures(deps, wall, state, waitingPictures, mosaic.useOverlayedPicture);
  if (plausible) await placeFillers(deps, wall, state, fillers);
}

/** The eligible pictures not placed in this generation, oldest first; fill mode live only takes those from the wall's start on. */
export function picturesToPlace(eligible: readonly EligibleShoot[], placed: ReadonlySet<string>, mosaic: Pick<Mosaic, 'placeBehaviour'>, startedAt: Date): EligibleShoot[] {
  const live = mosaic.placeBehaviour.fillMode === 'live';
  return eligible
    .filter((shoot) => !placed.has(shoot.id) && (!live || shoot.createdAt.getTime() >= startedAt.getTime()))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Places a batch and tells every screen (only when something changed). */
async function placeBatch(deps: MosaicSyncDeps, wall: PlacementWall, state: BoardState, items: PlacementItem[]): Promise<void> {
  const outcome = await placeOnWall(deps, wall, state, items);
  if (outcome.placed.length > 0 || outcome.replaced > 0) await publishMosaicChange(deps.bus, wall.eventId);
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

async function placePictures(deps: MosaicSyncDeps, wall: PlacementWall, state: BoardState, waiting: readonly EligibleShoot[], useOverlayedPicture: boolean): Promise<void> {
  for (const batch of batches(waiting, BATCH)) {
    const rows = new Map((await tileShoots(deps.db, batch.map((shoot) => shoot.id))).map((row) => [row.id, row]));
    const decoded = await mapLimited(batch, DECODE_CONCURRENCY, async (shoot): Promise<PlacementItem | undefined> => {
      const row = rows.get(shoot.id);
      const file = row && shootTileFile(row, useOverlayedPicture);
      if (!row || !file) return undefined;
      try {
        return { kind: 'picture', shootId: row.id, sourceEventId: row.eventId, source: await loadTileSource(deps.files, file.path) };
      } catch (error) {
        // Tried again on the next sync; one unreadable picture never holds up the others.
        deps.log.warn({ err: error, shootId: row.id }, 'mosaic tile source unreadable');
        return undefined;
      }
    });
    await placeBatch(deps, wall, state, decoded.filter((item) => item !== undefined));
  }
}

async function placeStatics(deps: MosaicSyncDeps, wall: PlacementWall, state: BoardState, waiting: readonly MosaicAsset[]): Promise<void> {
  for (const batch of batches(waiting, BATCH)) {
    // A static source never pushes out a picture: once the wall is full the rest wait.
    if (!state.board.occupied.some((code) => code < MOSAIC_CELL_TAKEN)) return;
    const decoded = await mapLimited(batch, DECODE_CONCURRENCY, async (asset): Promise<PlacementItem | undefined> => {
      try {
        return { kind: 'static', assetId: asset.id, source: await loadTileSource(deps.files, asset.fileKey) };
      } catch (error) {
        deps.log.warn({ err: error, assetId: asset.id }, 'mosaic static source unreadable');
        return undefined;
      }
    });
    await placeBatch(deps, wall, state, decoded.filter((item) => item !== undefined));
  }
}

async function placeFillers(deps: MosaicSyncDeps, wall: PlacementWall, state: BoardState, assets: readonly MosaicAsset[]): Promise<void> {
  const items = await fillerItems(deps, state, wall.target.features, assets);
  for (const batch of batches(items, FILLER_BATCH)) await placeBatch(deps, wall, state, batch);
}

/**
 * Starts the wall over (the organiser's reset): a new generation, every tile off (reason `reset`),
 * fill mode live counting from now; then a sync fills it again as the settings say.
 */
export async function resetMosaic(deps: MosaicSyncDeps, eventId: string): Promise<void> {
  const now = deps.now();
  await ensureWall(deps.db, eventId, now);
  const previous = await deps.db.transaction(async (tx) => {
    const wall = await lockWall(tx, eventId);
    if (!wall) throw new Error(`mosaic wall ${eventId} vanished`);
    await removeAllLive(tx, eventId, 'reset', now);
    await updateWall(tx, eventId, { generation: wall.generation + 1, startedAt: now, updatedAt: now });
    return wall.generation;
  });
  await publishMosaicChange(deps.bus, eventId);
  await deps.files.deletePrefix(mosaicGenerationFolder(eventId, previous)).catch((error: unknown) => deps.log.warn({ err: error, eventId }, 'old mosaic tiles not deleted'));
  if (deps.jobs) await queueMosaicSync(deps.jobs, eventId);
}
