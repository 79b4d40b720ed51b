import { MOSAIC_FEATURE_LENGTH, featureDistance } from '@booth/shared';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import { emptyCells, type BoardState } from './mosaic-board.ts';
import { mapLimited } from './mosaic-concurrency.ts';
import type { PlacementItem } from './mosaic-placement.ts';
import type { MosaicAsset } from './mosaic-sources.repo.ts';
import { loadTileSource, type TileSource } from './mosaic-tile-render.ts';

/*
 * Fill mode plausible (campaigns §4): every cell still empty after the real pictures gets a filler,
 * so the wall looks complete from the start. A filler is one of the static sources (reused, the one
 * nearest in colour to its cell) or, without any, the alternative picture — each colour-corrected
 * and blended toward its own cell like a real tile. Fillers count as free: a real picture takes a
 * filler's cell as if it were empty.
 */

const DECODE_CONCURRENCY = 4;

interface FillerSource {
  assetId: string;
  source: TileSource;
}

async function decodeSources(files: FileStore, assets: readonly MosaicAsset[], log: Logger): Promise<FillerSource[]> {
  const decoded = await mapLimited(assets, DECODE_CONCURRENCY, async (asset) => {
    try {
      return { assetId: asset.id, source: await loadTileSource(files, asset.fileKey) };
    } catch (error) {
      log.warn({ err: error, assetId: asset.id }, 'mosaic filler source unreadable');
      return undefined;
    }
  });
  return decoded.filter((source): source is FillerSource => source !== undefined);
}

/** The nearest source to `cell` (static sources are many; the alternative picture is one). */
function nearest(features: Float32Array, cell: number, sources: readonly FillerSource[]): FillerSource {
  let best = sources[0]!;
  let bestDistance = Infinity;
  for (const candidate of sources) {
    const distance = featureDistance(features, cell * MOSAIC_FEATURE_LENGTH, candidate.source.features);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** The assets fillers are made from: the static sources, else the alternative picture. */
export function fillerAssets(statics: readonly MosaicAsset[], alternative: MosaicAsset | undefined): MosaicAsset[] {
  if (statics.length > 0) return [...statics];
  return alternative ? [alternative] : [];
}

/** A filler for every empty cell of the board (none when there is nothing to make fillers from). */
export async function fillerItems(
  deps: { files: FileStore; log: Logger },
  state: BoardState,
  features: Float32Array,
  assets: readonly MosaicAsset[],
): Promise<PlacementItem[]> {
  const cells = emptyCells(state);
  if (cells.length === 0 || assets.length === 0) return [];
  const sources = await decodeSources(deps.files, assets, deps.log);
  if (sources.length === 0) return [];
  return cells.map((cell) => {
    const chosen = nearest(features, cell, sources);
    return { kind: 'filler', assetId: chosen.assetId, source: chosen.source, cell };
  });
}
