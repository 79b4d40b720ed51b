import { featureMean, mosaicCellPosition, renderMosaicTile, tileFeatures, MOSAIC_FEATURE_LENGTH, type MosaicGrid, type MosaicTileLook } from '@booth/shared';
import type { StoredFile } from '@/modules/shoots/shoots.table.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { MOSAIC_CELL_MAP_CELL, MOSAIC_TILE_SIZE, cellMapCrop, decodeCover, encodeRgbJpeg } from '@/platform/media/mosaic-images.ts';
import type { MosaicTarget } from './mosaic-target.ts';
import type { TileShoot } from './mosaic-sources.repo.ts';

/*
 * A placement's tile: the picture decoded at 128 px (a still: the overlayed version or the original
 * per `useOverlayedPicture`; a video, GIF or boomerang's poster), matched by its features, then
 * colour-corrected toward its cell and blended with the target's pixels of the cell, stored as a
 * 128 px JPEG (the wall's largest rendition; smaller ones are made from it).
 */

/** A picture ready to be placed: its pixels at MOSAIC_TILE_SIZE² and its colour features. */
export interface TileSource {
  rgb: Buffer;
  features: Float32Array;
}

const isStill = (file: StoredFile | undefined): file is StoredFile => Boolean(file?.mimetype.startsWith('image/'));

/**
 * The file a picture's tile is made from: the poster of a moving picture, else the overlayed or the
 * original still (the other one when the wanted one does not exist), else the main file if it is a
 * still. Undefined when the picture has no still at all. When the display copies (made of the poster,
 * or of the main still) show that same picture, the smallest is read instead: a 480 px WebP decodes
 * several times faster than a camera-sized JPEG, and the tile is 128 px either way.
 */
export function shootTileFile(shoot: Pick<TileShoot, 'renditions'>, useOverlayedPicture: boolean): StoredFile | undefined {
  const { poster, overlayed, original, main, widths } = shoot.renditions;
  const preferred = useOverlayedPicture ? [overlayed, original] : [original, overlayed];
  const chosen = [poster, ...preferred, main].find(isStill);
  if (!chosen) return undefined;
  const copiesOf = isStill(poster) ? poster : main;
  const small = widths?.find((copy) => Math.min(copy.width, copy.height) >= MOSAIC_TILE_SIZE)?.file;
  return small && copiesOf?.path === chosen.path ? small : chosen;
}

/** Reads a stored picture into a tile source. */
export async function loadTileSource(files: FileStore, key: string): Promise<TileSource> {
  const decoded = await decodeCover((await files.get(key)).stream, MOSAIC_TILE_SIZE, MOSAIC_TILE_SIZE);
  return { rgb: decoded.data, features: tileFeatures(decoded.data, decoded.width, decoded.height) };
}

/** How tiles are corrected and blended on this wall: not at all without a target picture. */
export function tileLook(target: Pick<MosaicTarget, 'cellMap'>, placeBehaviour: { colorCorrectionIntensity: number; sourceOverlayOpacity: number }): MosaicTileLook {
  if (!target.cellMap) return { colorCorrectionIntensity: 0, sourceOverlayOpacity: 0 };
  return { colorCorrectionIntensity: placeBehaviour.colorCorrectionIntensity, sourceOverlayOpacity: placeBehaviour.sourceOverlayOpacity };
}

const NO_CELL = new Uint8Array(0);

/** The tile as it sits in `cell`, as JPEG bytes. */
export function renderTileJpeg(target: MosaicTarget, grid: Pick<MosaicGrid, 'columns'>, look: MosaicTileLook, source: TileSource, cell: number): Promise<Buffer> {
  const mean = featureMean(target.features, cell * MOSAIC_FEATURE_LENGTH, new Float32Array(3));
  const { row, column } = mosaicCellPosition(grid, cell);
  const cellPixels = target.cellMap ? cellMapCrop(target.cellMap, column, row) : NO_CELL;
  const pixels = renderMosaicTile(source.rgb, MOSAIC_TILE_SIZE, mean, cellPixels, target.cellMap ? MOSAIC_CELL_MAP_CELL : 0, look);
  return encodeRgbJpeg(pixels, MOSAIC_TILE_SIZE, MOSAIC_TILE_SIZE);
}

/** Renders the tile for `cell` and stores it under `key`. */
export async function storePlacedTile(
  files: FileStore,
  tile: { target: MosaicTarget; grid: Pick<MosaicGrid, 'columns'>; look: MosaicTileLook; source: TileSource; cell: number; key: string },
): Promise<void> {
  const jpeg = await renderTileJpeg(tile.target, tile.grid, tile.look, tile.source, tile.cell);
  // A placed tile never changes (a new placement gets a new id and key).
  await files.put(tile.key, jpeg, { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' });
}
