import type { Box } from './node-geometry.ts';

/** `1:1`, `4:3` … as width / height; a malformed or zero ratio counts as square. */
export function ratioValue(ratio: string): number {
  const [width = 0, height = 0] = ratio.split(':').map(Number);
  return width > 0 && height > 0 ? width / height : 1;
}

/**
 * Places `count` frames of one aspect ratio in `area` as large as they can be: every column count is
 * tried, and the grid whose frames are biggest wins (a strip stacks them, a landscape sheet lines them up).
 */
export function frameGrid(count: number, area: Box, aspect: number): Box[] {
  const gap = Math.round(Math.min(area.width, area.height) * 0.03);
  let best = { columns: 1, rows: count, width: 0, height: 0 };
  for (let columns = 1; columns <= count; columns += 1) {
    const rows = Math.ceil(count / columns);
    const cellWidth = (area.width - gap * (columns - 1)) / columns;
    const cellHeight = (area.height - gap * (rows - 1)) / rows;
    const width = Math.min(cellWidth, cellHeight * aspect);
    if (width > best.width) best = { columns, rows, width, height: width / aspect };
  }
  const gridWidth = best.columns * best.width + gap * (best.columns - 1);
  const gridHeight = best.rows * best.height + gap * (best.rows - 1);
  const left = area.x + (area.width - gridWidth) / 2;
  const top = area.y + (area.height - gridHeight) / 2;
  return Array.from({ length: count }, (_, index) => ({
    x: Math.round(left + (index % best.columns) * (best.width + gap)),
    y: Math.round(top + Math.floor(index / best.columns) * (best.height + gap)),
    width: Math.round(best.width),
    height: Math.round(best.height),
  }));
}
