import { randomUUID } from 'node:crypto';
import {
  MOSAIC_CELL_EMPTY,
  MOSAIC_FEATURE_LENGTH,
  chooseCell,
  featureDistance,
  occupyCell,
  type MosaicGrid,
  type MosaicPlacementKind,
  type MosaicTileLook,
  type MosaicWhenFull,
} from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { cellCode, refreshBoard, type BoardState } from './mosaic-board.ts';
import { mapLimited } from './mosaic-concurrency.ts';
import { mosaicTileKey } from './mosaic-files.ts';
import { insertPlacements, lockWall, placedSources, removePlacements, type NewPlacement } from './mosaic-placements.repo.ts';
import type { MosaicTarget } from './mosaic-target.ts';
import { storePlacedTile, type TileSource } from './mosaic-tile-render.ts';

/*
 * Placing tiles on a wall. One transaction per batch locks the wall's row (SELECT … FOR UPDATE), so
 * placements of the same wall take turns across every process: the board is brought up to date
 * inside the lock, each item gets its cell on that board, and its tile is rendered and stored before
 * the rows commit, so a wall that hears of a placement can always fetch its tile.
 */

/** Something to place: a picture, a static source, or a filler for one empty cell. */
export interface PlacementItem {
  kind: MosaicPlacementKind;
  shootId?: string;
  /** The campaign the picture was taken at. */
  sourceEventId?: string;
  assetId?: string;
  source: TileSource;
  /** A filler's cell: it goes there only while the cell is empty. */
  cell?: number;
}

export interface PlacementWall {
  eventId: string;
  grid: MosaicGrid;
  target: MosaicTarget;
  look: MosaicTileLook;
  whenFull: MosaicWhenFull;
}

export interface PlacedTile {
  id: string;
  cell: number;
  kind: MosaicPlacementKind;
  shootId: string | null;
  assetId: string | null;
}

export interface PlacementOutcome {
  placed: PlacedTile[];
  /** Tiles that gave way to a newcomer (full wall, or a filler's cell). */
  replaced: number;
  /** Items not placed: already on the wall, a filler whose cell was taken, a static source on a full wall. */
  skipped: number;
}

/** The wall moved to another generation (reset, new grid or target) while a sync was placing on it. */
export class MosaicWallMoved extends Error {
  constructor(eventId: string) {
    super(`mosaic wall ${eventId} moved to another generation`);
  }
}

/** Tiles rendered at once inside the lock: the encodes run on libvips' threads, the writes overlap. */
const RENDER_CONCURRENCY = 8;

interface Pending extends NewPlacement {
  id: string;
  item: PlacementItem;
}

function snapshot(state: BoardState): () => void {
  const occupied = state.board.occupied.slice();
  const order = state.board.order.slice();
  const distance = state.board.distance.slice();
  const ids = state.ids.slice();
  const seq = state.seq;
  return () => {
    state.board.occupied.set(occupied);
    state.board.order.set(order);
    state.board.distance.set(distance);
    state.ids = ids;
    state.seq = seq;
  };
}

/** Chooses cells for the items on the board (changing it); the rows to insert and the live rows that give way. */
function chooseCells(wall: PlacementWall, state: BoardState, items: readonly PlacementItem[], already: { shootIds: Set<string>; assetIds: Set<string> }, now: Date) {
  const pending: Pending[] = [];
  const pendingById = new Map<string, Pending>();
  const giveWay: string[] = [];
  let skipped = 0;
  for (const item of items) {
    const placedBefore =
      (item.kind === 'picture' && item.shootId !== undefined && already.shootIds.has(item.shootId)) ||
      (item.kind === 'static' && item.assetId !== undefined && already.assetIds.has(item.assetId));
    let choice: { cell: number; distance: number } | null = null;
    if (placedBefore) choice = null;
    else if (item.kind === 'filler') {
      const cell = item.cell ?? -1;
      if (cell >= 0 && cell < state.board.cells && state.board.occupied[cell] === MOSAIC_CELL_EMPTY && state.ids[cell] === '') {
        choice = { cell, distance: featureDistance(wall.target.features, cell * MOSAIC_FEATURE_LENGTH, item.source.features) };
      }
    } else {
      // A static source waits for a free cell; a picture always gets one.
      choice = chooseCell(wall.target.features, state.board, item.source.features, wall.whenFull, item.kind === 'picture');
    }
    if (!choice) {
      skipped += 1;
      continue;
    }
    const victim = state.ids[choice.cell];
    if (victim) {
      const earlier = pendingById.get(victim);
      if (earlier) Object.assign(earlier, { removedAt: now, removedReason: 'replaced' });
      else giveWay.push(victim);
    }
    const id = randomUUID();
    const row: Pending = {
      id,
      item,
      eventId: wall.eventId,
      generation: state.generation,
      cell: choice.cell,
      kind: item.kind,
      shootId: item.shootId ?? null,
      sourceEventId: item.sourceEventId ?? null,
      assetId: item.assetId ?? null,
      distance: choice.distance,
      tileKey: mosaicTileKey(wall.eventId, state.generation, id),
      placedAt: now,
    };
    pending.push(row);
    pendingById.set(id, row);
    if (item.kind === 'picture' && item.shootId) already.shootIds.add(item.shootId);
    if (item.kind === 'static' && item.assetId) already.assetIds.add(item.assetId);
    // Provisional order (newer than anything on the board); the committed seq replaces it below.
    occupyCell(state.board, choice.cell, cellCode(item.kind), state.seq + pending.length, choice.distance);
    state.ids[choice.cell] = id;
  }
  return { pending, giveWay, skipped };
}

/**
 * Places `items` on the wall in one transaction, in order, on `state` (which is kept current and
 * restored if the transaction fails). Pictures and static sources already placed in this generation
 * are skipped, so running the same batch twice places nothing twice.
 */
export async function placeOnWall(
  deps: { db: Db; files: FileStore; now: () => Date },
  wall: PlacementWall,
  state: BoardState,
  items: readonly PlacementItem[],
): Promise<PlacementOutcome> {
  if (items.length === 0) return { placed: [], replaced: 0, skipped: 0 };
  const restore = snapshot(state);
  const written: string[] = [];
  let outcome: PlacementOutcome & { gone: string[] };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const locked = await lockWall(tx, wall.eventId);
      if (!locked || locked.generation !== state.generation) throw new MosaicWallMoved(wall.eventId);
      await refreshBoard(tx, wall.eventId, state);
      const already = await placedSources(tx, wall.eventId, state.generation, {
        shootIds: items.flatMap((item) => (item.kind === 'picture' && item.shootId ? [item.shootId] : [])),
        assetIds: items.flatMap((item) => (item.kind === 'static' && item.assetId ? [item.assetId] : [])),
      });
      const now = deps.now();
      const { pending, giveWay, skipped } = chooseCells(wall, state, items, already, now);
      // Only tiles that stay are drawn; one replaced within the same batch keeps its row (once per picture) but no file.
      await mapLimited(
        pending.filter((row) => !row.removedAt),
        RENDER_CONCURRENCY,
        async (row) => {
          written.push(row.tileKey);
          await storePlacedTile(deps.files, { target: wall.target, grid: wall.grid, look: wall.look, source: row.item.source, cell: row.cell, key: row.tileKey });
        },
      );
      // Frees first, so a stream reading in seq order hears of the free before the new tile in that cell.
      const removed = await removePlacements(tx, giveWay, 'replaced', now);
      const inserted = await insertPlacements(
        tx,
        pending.map(({ item: _item, ...row }) => row),
      );
      for (const row of removed) state.seq = Math.max(state.seq, row.seq);
      const seqs = new Map(inserted.map((row) => [row.id, row.seq]));
      for (const row of pending) {
        const seq = seqs.get(row.id) ?? state.seq;
        if (!row.removedAt) state.board.order[row.cell] = seq;
        state.seq = Math.max(state.seq, seq);
      }
      const placed = pending
        .filter((row) => !row.removedAt)
        .map((row) => ({ id: row.id, cell: row.cell, kind: row.kind, shootId: row.shootId ?? null, assetId: row.assetId ?? null }));
      return { placed, replaced: giveWay.length + (pending.length - placed.length), skipped, gone: removed.map((row) => row.tileKey) };
    });
  } catch (error) {
    restore();
    await Promise.all(written.map((key) => deps.files.delete(key).catch(() => undefined)));
    throw error;
  }
  // A tile that gave way is never served again (its placement answers 404 from now on).
  const { gone, ...result } = outcome;
  await Promise.all(gone.map((key) => deps.files.delete(key).catch(() => undefined)));
  return result;
}

/** Places one item (see placeOnWall). */
export async function placeItem(
  deps: { db: Db; files: FileStore; now: () => Date },
  wall: PlacementWall,
  state: BoardState,
  item: PlacementItem,
): Promise<PlacedTile | undefined> {
  return (await placeOnWall(deps, wall, state, [item])).placed[0];
}
