import { buffer } from 'node:stream/consumers';
import { MOSAIC_FEATURE_LENGTH, targetFeatures, type Mosaic, type MosaicGrid } from '@booth/shared';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import { decodeCellMap, mosaicTargetImages, type RawRgb } from '@/platform/media/mosaic-images.ts';
import { publishMosaicChange } from './mosaic-changes.ts';
import { mosaicGenerationFolder, mosaicTargetFileKey, mosaicTargetFolder } from './mosaic-files.ts';
import { lockWall, removeAllLive, updateWall } from './mosaic-placements.repo.ts';
import { mosaicAssets } from './mosaic-sources.repo.ts';
import type { MosaicWallRow } from './mosaic.table.ts';

/*
 * The target a wall recreates, for one grid: its colour features (what tiles are matched against),
 * its cell map (what tiles are blended with) and its preview (what the wall shows under empty cells).
 * Computed once per picture and grid and kept in the file store; the wall's row names them by
 * `targetKey` = `{assetId|none}:{grid.key}`. A new picture or grid starts a new generation: the old
 * tiles leave (reason `regrid`) and every picture is placed again on the new grid.
 */

export interface MosaicTarget {
  generation: number;
  startedAt: Date;
  /** Features of every cell (cells × MOSAIC_FEATURE_LENGTH). */
  features: Float32Array;
  /** The target's pixels, 16 per cell side; null for a wall without a target picture. */
  cellMap: RawRgb | null;
}

export interface MosaicTargetDeps {
  db: Db;
  files: FileStore;
  bus: MessageBus;
  now: () => Date;
  log: Logger;
}

export function mosaicTargetKey(assetId: string | null, grid: Pick<MosaicGrid, 'key'>): string {
  return `${assetId?.toLowerCase() ?? 'none'}:${grid.key}`;
}

/**
 * Without a target picture every cell looks alike (a mid grey): tiles then fill the wall in reading
 * order, and are neither corrected nor blended (see mosaic-tile-render.ts).
 */
function flatFeatures(cells: number): Float32Array {
  const features = new Float32Array(cells * MOSAIC_FEATURE_LENGTH);
  for (let at = 0; at < features.length; at += 3) features[at] = 0.6;
  return features;
}

interface StoredTarget {
  assetId: string | null;
  featuresKey: string | null;
  cellMapKey: string | null;
  previewKey: string | null;
  features: Float32Array;
  cellMap: RawRgb | null;
}

async function readFile(files: FileStore, key: string): Promise<Buffer> {
  return buffer((await files.get(key)).stream);
}

/** Reads the target picture once (streamed from the store) and stores its three derived files. */
async function computeTarget(deps: MosaicTargetDeps, eventId: string, asset: { id: string; fileKey: string } | undefined, grid: MosaicGrid, background: string): Promise<StoredTarget> {
  if (!asset) return { assetId: null, featuresKey: null, cellMapKey: null, previewKey: null, features: flatFeatures(grid.cells), cellMap: null };
  const started = Date.now();
  const images = await mosaicTargetImages((await deps.files.get(asset.fileKey)).stream, grid, background);
  const features = targetFeatures(images.features.data, grid.columns, grid.rows);
  const folder = mosaicTargetFolder(eventId, asset.id, grid);
  const keys = {
    featuresKey: mosaicTargetFileKey(folder, 'features.bin'),
    cellMapKey: mosaicTargetFileKey(folder, 'cell-map.png'),
    previewKey: mosaicTargetFileKey(folder, 'preview.jpg'),
  };
  await Promise.all([
    deps.files.put(keys.featuresKey, Buffer.from(features.buffer, features.byteOffset, features.byteLength), { contentType: 'application/octet-stream' }),
    deps.files.put(keys.cellMapKey, images.cellMap.png, { contentType: 'image/png' }),
    deps.files.put(keys.previewKey, images.preview.jpeg, { contentType: 'image/jpeg' }),
  ]);
  deps.log.info({ eventId, grid: grid.key, ms: Date.now() - started }, 'mosaic target prepared');
  return { assetId: asset.id, ...keys, features, cellMap: images.cellMap.raw };
}

/** The stored target of a wall whose key is current; undefined when a file is missing (it is made again). */
async function loadTarget(deps: MosaicTargetDeps, wall: MosaicWallRow, grid: MosaicGrid): Promise<StoredTarget | undefined> {
  const assetId = wall.targetKey?.split(':')[0] ?? 'none';
  if (assetId === 'none') return { assetId: null, featuresKey: null, cellMapKey: null, previewKey: null, features: flatFeatures(grid.cells), cellMap: null };
  if (!wall.featuresKey || !wall.cellMapKey) return undefined;
  try {
    const [bytes, png] = await Promise.all([readFile(deps.files, wall.featuresKey), readFile(deps.files, wall.cellMapKey)]);
    if (bytes.byteLength !== grid.cells * MOSAIC_FEATURE_LENGTH * 4) return undefined;
    // A copy into an aligned buffer: the store's bytes may start at any offset.
    const features = new Float32Array(grid.cells * MOSAIC_FEATURE_LENGTH);
    new Uint8Array(features.buffer).set(bytes);
    return { assetId, featuresKey: wall.featuresKey, cellMapKey: wall.cellMapKey, previewKey: wall.previewKey, features, cellMap: await decodeCellMap(png) };
  } catch (error) {
    deps.log.warn({ err: error, eventId: wall.eventId }, 'mosaic target files unreadable; preparing them again');
    return undefined;
  }
}

/**
 * The wall's target for its current settings, prepared if needed. When the picture or the grid
 * changed since the wall's tiles were placed, the wall moves to a new generation (its tiles leave
 * with reason `regrid`; the caller places everything again) and the change is announced.
 */
export async function prepareMosaicTarget(
  deps: MosaicTargetDeps,
  input: { eventId: string; customerId: string; mosaic: Mosaic; grid: MosaicGrid; wall: MosaicWallRow },
): Promise<MosaicTarget> {
  const { eventId, mosaic, grid, wall } = input;
  const [asset] = mosaic.picture ? await mosaicAssets(deps.db, input.customerId, [mosaic.picture]) : [];
  const key = mosaicTargetKey(asset?.id ?? null, grid);
  const current = wall.targetKey === key ? await loadTarget(deps, wall, grid) : undefined;
  if (current) return { generation: wall.generation, startedAt: wall.startedAt, features: current.features, cellMap: current.cellMap };

  const target = await computeTarget(deps, eventId, asset, grid, mosaic.backgroundColor);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockWall(tx, eventId);
    if (!locked) throw new Error(`mosaic wall ${eventId} vanished`);
    // A wall that never had a target has no tiles to move; one whose target changed starts over.
    const regrid = locked.targetKey !== null && locked.targetKey !== key;
    const generation = regrid ? locked.generation + 1 : locked.generation;
    if (regrid) await removeAllLive(tx, eventId, 'regrid', now);
    await updateWall(tx, eventId, {
      generation,
      targetKey: key,
      featuresKey: target.featuresKey,
      cellMapKey: target.cellMapKey,
      previewKey: target.previewKey,
      updatedAt: now,
    });
    return { regrid, generation, previous: locked.generation, startedAt: locked.startedAt };
  });
  if (outcome.regrid) {
    await publishMosaicChange(deps.bus, eventId);
    // The old generation's tiles are never served again (their rows have left).
    await deps.files.deletePrefix(mosaicGenerationFolder(eventId, outcome.previous)).catch((error: unknown) => deps.log.warn({ err: error, eventId }, 'old mosaic tiles not deleted'));
  }
  return { generation: outcome.generation, startedAt: outcome.startedAt, features: target.features, cellMap: target.cellMap };
}
