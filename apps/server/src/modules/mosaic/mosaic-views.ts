import type { Mosaic, MosaicDisplay, MosaicFree, MosaicGrid, MosaicPlacement } from '@booth/shared';
import type { WallPlacementRow } from './mosaic.repo.ts';

/** The wall's answer shapes (packages/shared mosaic-api.ts) from rows and settings. */

export function toMosaicPlacement(row: WallPlacementRow): MosaicPlacement {
  return { id: row.id, cell: row.cell, seq: row.seq, kind: row.kind, placedAt: row.placedAt.toISOString() };
}

export function toMosaicFree(row: WallPlacementRow): MosaicFree {
  return { id: row.id, cell: row.cell, seq: row.seq };
}

export function toGridDto(grid: MosaicGrid) {
  return { width: grid.width, height: grid.height, cellSize: grid.cellSize, columns: grid.columns, rows: grid.rows };
}

/** The display settings a wall needs, and nothing else of the campaign. */
export function toMosaicDisplay(mosaic: Mosaic): MosaicDisplay {
  const { placeBehaviour: place } = mosaic;
  return {
    backgroundColor: mosaic.backgroundColor,
    showFullscreenButton: mosaic.showFullscreenButton,
    bigPicture: { enabled: mosaic.bigPicture.enabled, durationSeconds: mosaic.bigPicture.durationSeconds },
    demo: { ...mosaic.demo },
    fillMode: place.fillMode,
    fillDurationSeconds: place.fillDurationSeconds,
    newImageDelaySeconds: place.newImageDelaySeconds,
    mouseSleepTimerSeconds: place.mouseSleepTimerSeconds,
    progressBar: { ...mosaic.progressBar },
    slideshow: { ...mosaic.slideshow },
  };
}
