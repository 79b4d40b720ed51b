import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  exportTimestamp,
  MOSAIC_SHEET_BLOCK,
  mosaicCellPosition,
  mosaicGrid,
  mosaicResolutions,
  type MosaicGrid,
  type MosaicResolution,
  type MosaicTileSize,
} from '@booth/shared';
import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findEventAssets } from '@/modules/events/events.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { assetKey } from '@/platform/files/file-keys.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { composeMosaicExport, composeMosaicSheet, composeMosaicZoom, mosaicPreviewJpeg, mosaicTileAt, type MosaicCanvasCell, type MosaicZoomTarget } from '@/platform/media/mosaic-compose.ts';
import { mosaicCampaign } from './mosaic-access.ts';
import { laidOutOn } from './mosaic-layout.ts';
import { locateShoot, ZOOM_CELL_PX, zoomWindow } from './mosaic-locate.ts';
import { findPlacement, findShootBySlug, findWall, liveTiles, liveTilesInCells, sheetVersions } from './mosaic.repo.ts';
import { createSheetCache, type SheetCache } from './mosaic-sheet-cache.ts';
import { assertMosaicPlan, organiserMosaic } from './mosaic.service.ts';

/** The wall shows the target and the alternative picture at up to this size (a 1080p screen's width). */
export const MOSAIC_PREVIEW_SIDE = 1920;

export interface MosaicImage {
  body: Buffer;
  /** Whether the address asked for is the current content for good (a sheet at its current version). */
  immutable: boolean;
}

export interface MosaicDownload {
  fileName: string;
  body: Readable;
}

export interface MosaicFilesService {
  /** GET /events/{slug}/mosaic/sheets/{sheet}: the JPEG atlas of a block of cells; `immutable` when `version` is current. */
  sheet(slug: string, sheet: number, size: MosaicTileSize, version: number | undefined): Promise<MosaicImage>;
  /** GET /mosaic-tiles/{id}: a live placement's tile; 404 once it left its cell or its wall is not shown. */
  tile(placementId: string, size: MosaicTileSize): Promise<Buffer>;
  /** GET /events/{slug}/mosaic/target: the target at up to 1920 px, as the placement engine stored it. */
  target(slug: string): Promise<{ body: Readable; contentType: string }>;
  /** GET /events/{slug}/mosaic/alternative: the alternative picture at up to 1920 px. */
  alternative(slug: string): Promise<Buffer>;
  /** GET /events/{slug}/mosaic/export: the finished mosaic at a resolution (default: the mosaic's own). */
  exportJpeg(auth: AuthContext, slug: string, resolution: MosaicResolution | undefined): Promise<MosaicDownload>;
  /** GET /shoots/{slug}/mosaic/zoom: the tile's neighbourhood with the tile outlined. */
  zoom(shootSlug: string): Promise<Buffer>;
}

/**
 * The output size of an export: the wall's cells (placements belong to that grid) as large as the
 * resolution allows, square; a 96 × 54 HD grid is 7680 × 4320 at 8K (80 px cells).
 */
export function exportLayout(grid: Pick<MosaicGrid, 'columns' | 'rows'>, resolution: MosaicResolution): { columns: number; rows: number; cellSize: number } {
  const canvas = mosaicResolutions[resolution];
  const cellSize = Math.max(1, Math.floor(Math.min(canvas.width / grid.columns, canvas.height / grid.rows)));
  return { columns: grid.columns, rows: grid.rows, cellSize };
}

/** The cells of a sheet (row-major within the block), those inside the grid only. */
function sheetCells(grid: MosaicGrid, sheet: number): Array<{ cell: number; x: number; y: number }> {
  const perRow = Math.ceil(grid.columns / MOSAIC_SHEET_BLOCK);
  const left = (sheet % perRow) * MOSAIC_SHEET_BLOCK;
  const top = Math.floor(sheet / perRow) * MOSAIC_SHEET_BLOCK;
  const cells: Array<{ cell: number; x: number; y: number }> = [];
  for (let y = 0; y < MOSAIC_SHEET_BLOCK && top + y < grid.rows; y++) {
    for (let x = 0; x < MOSAIC_SHEET_BLOCK && left + x < grid.columns; x++) cells.push({ cell: (top + y) * grid.columns + left + x, x, y });
  }
  return cells;
}

export function createMosaicFilesService(deps: { db: Db; files: FileStore; now: () => Date; sheetCache?: SheetCache }): MosaicFilesService {
  const { db, files, now } = deps;
  const sheets = deps.sheetCache ?? createSheetCache();
  /** Alternative pictures being made, so a wall's screens starting together make each once. */
  const making = new Map<string, Promise<Buffer>>();

  /** A stored tile's bytes; a tile that went missing draws as an empty cell. */
  /** The wall's target preview for a zoom, when the wall is laid out on this generation. */
  const zoomTarget = async (generation: number, eventId: string, place: Omit<MosaicZoomTarget, 'preview'>): Promise<MosaicZoomTarget | null> => {
    const wall = await findWall(db, eventId);
    if (!wall?.previewKey || wall.generation !== generation) return null;
    const preview = await readTile(wall.previewKey)();
    return preview ? { preview, ...place } : null;
  };

  const readTile = (key: string) => async (): Promise<Buffer | null> => {
    try {
      return await buffer((await files.get(key)).stream);
    } catch {
      return null;
    }
  };

  async function storedPreview(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    if (await files.exists(key)) return buffer((await files.get(key)).stream);
    const pending = making.get(key);
    if (pending) return pending;
    const made = (async () => {
      const body = await make();
      // Keyed by the asset: stored with it (and deleted with it), the same bytes whoever makes it.
      await files.put(key, body, { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' });
      return body;
    })().finally(() => making.delete(key));
    making.set(key, made);
    return made;
  }

  return {
    async sheet(slug, sheet, size, version) {
      const { event, mosaic } = await mosaicCampaign(db, slug);
      const grid = mosaicGrid(mosaic);
      const cells = sheetCells(grid, sheet);
      if (cells.length === 0) throw new NotFound('No such sheet');
      const wall = await findWall(db, event.id);
      const generation = wall?.generation ?? 1;
      if (!laidOutOn(wall, grid)) {
        return { body: await composeMosaicSheet({ block: MOSAIC_SHEET_BLOCK, size, background: mosaic.backgroundColor, cells: [] }), immutable: false };
      }
      // The version is read before the tiles: the picture is never older than the version it is kept under.
      const current = (await sheetVersions(db, event.id, generation, grid.columns)).get(sheet) ?? 0;
      const key = `${event.id}:${generation}:${grid.key}:${sheet}:${size}:${current}:${mosaic.backgroundColor}`;
      const body = await sheets.get(key, async () => {
        const tiles = await liveTilesInCells(db, event.id, generation, cells.map((cell) => cell.cell));
        const byCell = new Map(tiles.map((tile) => [tile.cell, tile.tileKey]));
        const drawn: MosaicCanvasCell[] = cells.flatMap(({ cell, x, y }) => {
          const tileKey = byCell.get(cell);
          return tileKey ? [{ column: x, row: y, load: readTile(tileKey) }] : [];
        });
        return composeMosaicSheet({ block: MOSAIC_SHEET_BLOCK, size, background: mosaic.backgroundColor, cells: drawn });
      });
      // An empty sheet (version 0) is only the background colour, which the organiser may change: never kept for good.
      return { body, immutable: current > 0 && version === current };
    },

    async tile(placementId, size) {
      const placement = await findPlacement(db, placementId);
      if (!placement || placement.removedAt !== null || placement.generation !== placement.wallGeneration) throw new NotFound('This tile is not on the wall');
      // The wall it is on must be shown now (not off, archived or below Gold).
      await mosaicCampaign(db, placement.eventSlug);
      const stored = await readTile(placement.tileKey)();
      if (!stored) throw new NotFound('This tile is not on the wall');
      return mosaicTileAt(stored, size);
    },

    async target(slug) {
      const { event } = await mosaicCampaign(db, slug);
      const wall = await findWall(db, event.id);
      if (!wall?.previewKey) throw new NotFound('This mosaic has no target picture yet');
      const file = await files.get(wall.previewKey).catch(() => {
        throw new NotFound('This mosaic has no target picture yet');
      });
      return { body: file.stream, contentType: file.contentType };
    },

    async alternative(slug) {
      const { event, mosaic } = await mosaicCampaign(db, slug);
      const id = mosaic.alternativePicture;
      const [asset] = id ? await findEventAssets(db, event.customerId, [id]) : [];
      if (!asset?.fileKey) throw new NotFound('This mosaic has no alternative picture');
      const key = assetKey({ customerId: asset.customerId ?? event.customerId, assetId: asset.id, variant: `mosaic-${MOSAIC_PREVIEW_SIDE}`, ext: 'jpg' });
      return storedPreview(key, async () => mosaicPreviewJpeg(await buffer((await files.get(asset.fileKey)).stream), { maxSide: MOSAIC_PREVIEW_SIDE, background: mosaic.backgroundColor }));
    },

    async exportJpeg(auth, slug, resolution) {
      const { event, mosaic, planAllows } = await organiserMosaic(db, auth, slug, 'read');
      assertMosaicPlan(planAllows);
      const grid = mosaicGrid(mosaic);
      const chosen = resolution ?? mosaic.resolution;
      const wall = await findWall(db, event.id);
      const tiles = laidOutOn(wall, grid) ? (await liveTiles(db, event.id, wall?.generation ?? 1)).filter((tile) => tile.cell < grid.cells) : [];
      // Rows only (cell and key, about 100 bytes each): the tiles themselves are read as they are drawn.
      const cells = tiles.map((tile): MosaicCanvasCell => ({ ...mosaicCellPosition(grid, tile.cell), load: readTile(tile.tileKey) }));
      // The target under empty cells, as the wall shows it (absent before the engine made it, or after a regrid).
      const underlay = wall?.previewKey && laidOutOn(wall, grid) ? await readTile(wall.previewKey)() : null;
      const body = await composeMosaicExport({ ...exportLayout(grid, chosen), background: mosaic.backgroundColor, underlay, cells });
      return { fileName: `mosaic_${event.slug}_${chosen}_${exportTimestamp(now())}.jpg`, body };
    },

    async zoom(shootSlug) {
      const shoot = await findShootBySlug(db, shootSlug);
      const found = shoot ? await locateShoot(db, shoot) : null;
      if (!found) throw new NotFound('This picture is on no mosaic wall');
      const { grid, campaign } = found;
      const { left, top, columns, rows } = zoomWindow(grid, found);
      const wanted: number[] = [];
      for (let y = 0; y < rows; y++) for (let x = 0; x < columns; x++) wanted.push((top + y) * grid.columns + left + x);
      const tiles = await liveTilesInCells(db, campaign.event.id, found.generation, wanted);
      const cells = tiles.map((tile): MosaicCanvasCell => {
        const position = mosaicCellPosition(grid, tile.cell);
        return { column: position.column - left, row: position.row - top, load: readTile(tile.tileKey) };
      });
      return composeMosaicZoom({
        columns,
        rows,
        cellSize: ZOOM_CELL_PX,
        background: campaign.mosaic.backgroundColor,
        cells,
        outline: { column: found.column - left, row: found.row - top },
        // The target faint under the empty neighbours, as on the wall.
        target: await zoomTarget(found.generation, campaign.event.id, { gridColumns: grid.columns, gridRows: grid.rows, left, top }),
      });
    },
  };
}
