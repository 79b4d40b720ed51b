import { eventPagePath, mosaicCellPosition, mosaicGrid, type Locale, type MosaicGrid } from '@booth/shared';
import { AppError } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { mosaicCampaign, type MosaicCampaign } from './mosaic-access.ts';
import { laidOutOn } from './mosaic-layout.ts';
import { findWall, shootPlacements } from './mosaic.repo.ts';

/** Cells the zoom of a tile shows around it, per side, and the pixels each cell gets there. */
export const ZOOM_CELLS = 9;
export const ZOOM_CELL_PX = 64;

/** Where a picture sits on a wall that is shown now. Row and column count from 0 here. */
export interface ShootLocation {
  campaign: MosaicCampaign;
  grid: MosaicGrid;
  cell: number;
  row: number;
  column: number;
  generation: number;
}

/** Whether a wall's refusal means "not shown now" (off, archived, below Gold) rather than a failure. */
function isClosedWall(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'PLAN_REQUIRED');
}

/**
 * The wall a picture's guest is pointed to: its own campaign's wall first, else the wall it joined
 * first (a campaign's pictures can fill other campaigns' walls of the same organiser). Walls that are
 * off, archived or below Gold are skipped, as is a cell outside the grid the settings give now (the
 * wall is being laid out again and the picture will get a new cell).
 */
export async function locateShoot(db: Db, shoot: { id: string; eventId: string }): Promise<ShootLocation | null> {
  const rows = await shootPlacements(db, shoot.id);
  const ordered = [...rows.filter((row) => row.eventId === shoot.eventId), ...rows.filter((row) => row.eventId !== shoot.eventId)];
  for (const row of ordered) {
    let campaign: MosaicCampaign;
    try {
      campaign = await mosaicCampaign(db, row.eventSlug);
    } catch (error) {
      if (isClosedWall(error)) continue;
      throw error;
    }
    const grid = mosaicGrid(campaign.mosaic);
    const wall = await findWall(db, row.eventId);
    if (row.cell >= grid.cells || !laidOutOn(wall, grid)) continue;
    return { campaign, grid, cell: row.cell, ...mosaicCellPosition(grid, row.cell), generation: wall?.generation ?? 1 };
  }
  return null;
}

/** The wall's page, absolute (links in answers and pages point at it). */
export function wallUrl(publicUrl: string, eventSlug: string, locale: Locale = 'de'): string {
  return publicUrl.replace(/\/+$/, '') + eventPagePath('mosaic', eventSlug, locale);
}

/**
 * The zoom's window of cells: about ZOOM_CELLS per side with the tile near the middle, kept inside the
 * wall (a tile in a corner is off-centre rather than beside empty space).
 */
export function zoomWindow(grid: Pick<MosaicGrid, 'columns' | 'rows'>, at: { row: number; column: number }) {
  const columns = Math.min(ZOOM_CELLS, grid.columns);
  const rows = Math.min(ZOOM_CELLS, grid.rows);
  const half = Math.floor(ZOOM_CELLS / 2);
  const left = Math.min(Math.max(0, at.column - half), grid.columns - columns);
  const top = Math.min(Math.max(0, at.row - half), grid.rows - rows);
  return { left, top, columns, rows, width: columns * ZOOM_CELL_PX, height: rows * ZOOM_CELL_PX };
}
