import type { Mosaic } from '@booth/shared';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import { recordRemoval, refreshBoard, type BoardState } from './mosaic-board.ts';
import { publishMosaicChange } from './mosaic-changes.ts';
import { MosaicWallMoved } from './mosaic-placement.ts';
import { livePlacements, lockWall, removePlacements, type LivePlacement } from './mosaic-placements.repo.ts';

/*
 * Tiles that must leave a wall at once (campaigns §3: the one moderation decision holds on every
 * screen): a picture hidden by moderation, deleted, opted out, or whose campaign is no longer a
 * source; a static source taken out of the list; a filler once the fill mode is no longer plausible
 * or its picture is gone. They leave with reason `hidden`, so a picture approved again is placed again.
 */

export interface WallSources {
  /** Ids of every eligible picture of the wall's sources now. */
  eligibleShootIds: ReadonlySet<string>;
  staticAssetIds: ReadonlySet<string>;
  /** Assets fillers may show (empty unless the fill mode is plausible). */
  fillerAssetIds: ReadonlySet<string>;
}

/** Whether a live tile may stay on the wall. */
export function mayStay(row: Pick<LivePlacement, 'kind' | 'shootId' | 'assetId'>, sources: WallSources): boolean {
  switch (row.kind) {
    case 'picture':
      return row.shootId !== null && sources.eligibleShootIds.has(row.shootId);
    case 'static':
      return row.assetId !== null && sources.staticAssetIds.has(row.assetId);
    case 'filler':
      return row.assetId !== null && sources.fillerAssetIds.has(row.assetId);
  }
}

export function fillModeUsesFillers(mosaic: Pick<Mosaic, 'placeBehaviour'>): boolean {
  return mosaic.placeBehaviour.fillMode === 'plausible';
}

/** Takes every tile off that may no longer stay; announces it. Returns how many left. */
export async function takeDownIneligible(
  deps: { db: Db; files: FileStore; bus: MessageBus; now: () => Date; log: Logger },
  eventId: string,
  state: BoardState,
  sources: WallSources,
): Promise<number> {
  const leaving = (await livePlacements(deps.db, eventId)).filter((row) => !mayStay(row, sources)).map((row) => row.id);
  if (leaving.length === 0) return 0;
  const removed = await deps.db.transaction(async (tx) => {
    const locked = await lockWall(tx, eventId);
    if (!locked || locked.generation !== state.generation) throw new MosaicWallMoved(eventId);
    // Up to date first: the rows this transaction changes get seqs after everything committed so far.
    await refreshBoard(tx, eventId, state);
    return removePlacements(tx, leaving, 'hidden', deps.now());
  });
  for (const row of removed) recordRemoval(state, row);
  if (removed.length > 0) {
    await publishMosaicChange(deps.bus, eventId);
    // A tile that left is never served again (its placement answers 404).
    await Promise.all(removed.map((row) => deps.files.delete(row.tileKey).catch(() => undefined)));
    deps.log.info({ eventId, tiles: removed.length }, 'mosaic tiles taken down');
  }
  return removed.length;
}
