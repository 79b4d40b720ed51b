import type { MosaicGrid } from '@booth/shared';
import type { MosaicWallRow } from './mosaic.table.ts';

/**
 * Whether the wall's placements were made on `grid` (the grid its settings give now). Right after the
 * organiser changes the grid they were not, until the placement engine starts the next generation on
 * the new one (`targetKey` = `{asset}:{grid.key}`, mosaic-target.ts): meanwhile the wall shows no tiles
 * rather than tiles in the wrong cells, and its screens reload when the new generation begins.
 */
export function laidOutOn(wall: Pick<MosaicWallRow, 'targetKey'> | undefined, grid: Pick<MosaicGrid, 'key'>): boolean {
  const key = wall?.targetKey;
  return !key || key.slice(key.indexOf(':') + 1) === grid.key;
}
