import type { MosaicGrid } from '@booth/shared';
import { assertValidKey, assertValidPrefix } from '@/platform/files/file-keys.ts';

/*
 * Where a wall's files live, all under `mosaic/{eventId}/`:
 *   target-{assetId|none}-{columns}x{rows}/features.bin  the target's colour features (Float32, cells × 27)
 *   target-{assetId|none}-{columns}x{rows}/cell-map.png  the target at 16 px per cell (blended into tiles)
 *   target-{assetId|none}-{columns}x{rows}/preview.jpg   the target at ≤ 1920 px, cropped like the grid
 *   g{generation}/{id[0..1]}/{placementId}.jpg          a placed tile, 128 px
 * Keys are deterministic (a retried job writes the same key) and tiles are sharded by id, so no folder
 * of the local store holds more than a few hundred files.
 */

export function mosaicFolder(eventId: string): string {
  const prefix = `mosaic/${eventId.toLowerCase()}/`;
  assertValidPrefix(prefix);
  return prefix;
}

/** The folder of one target (picture and grid): a new picture or grid gets a new folder. */
export function mosaicTargetFolder(eventId: string, assetId: string | null, grid: Pick<MosaicGrid, 'key'>): string {
  const prefix = `${mosaicFolder(eventId)}target-${assetId?.toLowerCase() ?? 'none'}-${grid.key}/`;
  assertValidPrefix(prefix);
  return prefix;
}

export function mosaicTargetFileKey(folder: string, name: 'features.bin' | 'cell-map.png' | 'preview.jpg'): string {
  const key = `${folder}${name}`;
  assertValidKey(key);
  return key;
}

/** The tiles of one generation of a wall, for deleting them once the generation is over. */
export function mosaicGenerationFolder(eventId: string, generation: number): string {
  const prefix = `${mosaicFolder(eventId)}g${generation}/`;
  assertValidPrefix(prefix);
  return prefix;
}

export function mosaicTileKey(eventId: string, generation: number, placementId: string): string {
  const id = placementId.toLowerCase();
  const key = `${mosaicGenerationFolder(eventId, generation)}${id.slice(0, 2)}/${id}.jpg`;
  assertValidKey(key);
  return key;
}
