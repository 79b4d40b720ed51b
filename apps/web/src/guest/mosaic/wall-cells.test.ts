import type { MosaicPlacement } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { WallCells } from './wall-cells.ts';

const grid = { width: 320, height: 320, cellSize: 10, columns: 32, rows: 32 };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const placement = (cell: number, seq: number, n = seq, kind: MosaicPlacement['kind'] = 'picture'): MosaicPlacement => ({ id: id(n), cell, seq, kind, placedAt: '2026-06-01T18:00:00Z' });

describe('the cells of a wall', () => {
  it('starts from the wall JSON and counts real pictures apart from fillers', () => {
    const cells = new WallCells(grid, [placement(0, 3), placement(40, 5), placement(1023, 7, 7, 'filler')], [5, 0, 7, 0], 7);
    expect(cells.list()).toEqual([
      [0, id(3)],
      [40, id(5)],
      [1023, id(7)],
    ]);
    expect(cells.count).toBe(3);
    expect(cells.pictureCount).toBe(2);
    expect(cells.cursor).toBe(7);
    expect(cells.placedIn(0)).toBe(2);
    expect(cells.placedIn(3)).toBe(1);
    expect(cells.sheetVersion(0)).toBe(5);
  });

  it('applies place and free in seq order; repeats and older messages change nothing', () => {
    const cells = new WallCells(grid, [], [0, 0, 0, 0], 10);
    expect(cells.place(placement(5, 11))).toBe(true);
    expect(cells.place(placement(5, 11))).toBe(false);
    // A later picture in the same cell wins; the earlier message arriving late does not undo it.
    expect(cells.place(placement(5, 13))).toBe(true);
    expect(cells.place(placement(5, 12))).toBe(false);
    expect(cells.get(5)?.id).toBe(id(13));
    // A free of another placement (the one already replaced) leaves the cell alone.
    expect(cells.free({ id: id(11), cell: 5, seq: 14 })).toBe(false);
    expect(cells.free({ id: id(13), cell: 5, seq: 15 })).toBe(true);
    expect(cells.count).toBe(0);
    expect(cells.placedIn(0)).toBe(0);
    // Every change moves its sheet's version (the `v` of its next image) and the cursor.
    expect(cells.sheetVersion(0)).toBe(15);
    expect(cells.cursor).toBe(15);
  });

  it('ignores anything the wall JSON already holds, and cells outside the grid', () => {
    const cells = new WallCells(grid, [placement(1, 20)], [20, 0, 0, 0], 30);
    // Placed at 25 and freed at 28 before the JSON (cursor 30) was made: a late repeat must not bring it back.
    expect(cells.place(placement(2, 25))).toBe(false);
    expect(cells.free({ id: id(20), cell: 1, seq: 29 })).toBe(false);
    expect(cells.place(placement(32 * 32, 31))).toBe(false);
    expect(cells.place(placement(-1, 32))).toBe(false);
    expect(cells.list()).toEqual([[1, id(20)]]);
  });

  it('reconciles with a fresh wall JSON after an outage, keeping what the stream told after it', () => {
    const cells = new WallCells(grid, [placement(1, 1), placement(2, 2), placement(3, 3)], [3, 0, 0, 0], 3);
    // While away: cell 2 freed, cell 4 placed, cell 1 replaced. Meanwhile the stream (already back) told of cell 6 (seq 9).
    cells.place(placement(6, 9));
    const changes = cells.reconcile([placement(1, 7), placement(3, 3), placement(4, 8)], [8, 0, 0, 0], 8);
    expect(changes.freed.sort()).toEqual([1, 2]);
    expect(changes.placed.map((p) => p.cell).sort()).toEqual([1, 4]);
    expect(cells.list()).toEqual([
      [1, id(7)],
      [3, id(3)],
      [4, id(8)],
      [6, id(9)],
    ]);
    expect(cells.cursor).toBe(9);
    // A late repeat from before the JSON is ignored from now on.
    expect(cells.place(placement(2, 6))).toBe(false);
  });
});
