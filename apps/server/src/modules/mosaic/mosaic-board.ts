import { MOSAIC_CELL_FILLER, MOSAIC_CELL_TAKEN, emptyMosaicBoard, freeCell, occupyCell, type MosaicBoard, type MosaicPlacementKind } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { boardChangesAfter, lastSeq, liveBoardRows, type BoardRow } from './mosaic-placements.repo.ts';

/*
 * A wall's board as one sync holds it between transactions: which placement sits in each cell, kept
 * current by reading only the rows changed after the last seq it saw (inside the wall's lock, where
 * no other writer can be half-way), instead of the whole wall for every batch.
 */

export interface BoardState {
  generation: number;
  board: MosaicBoard;
  /** The placement id in each cell ('' = empty). */
  ids: string[];
  /** The newest seq applied. */
  seq: number;
}

export function cellCode(kind: MosaicPlacementKind): number {
  return kind === 'filler' ? MOSAIC_CELL_FILLER : MOSAIC_CELL_TAKEN;
}

function apply(state: BoardState, row: BoardRow): void {
  if (row.cell >= 0 && row.cell < state.board.cells) {
    if (row.removedAt) {
      if (state.ids[row.cell] === row.id) {
        freeCell(state.board, row.cell);
        state.ids[row.cell] = '';
      }
    } else {
      occupyCell(state.board, row.cell, cellCode(row.kind), row.seq, row.distance);
      state.ids[row.cell] = row.id;
    }
  }
  state.seq = Math.max(state.seq, row.seq);
}

/** The board of a wall's live tiles now (call inside the wall's lock, or accept that it may be a moment old). */
export async function loadBoard(db: Db, eventId: string, generation: number, cells: number): Promise<BoardState> {
  const seq = await lastSeq(db, eventId);
  const state: BoardState = { generation, board: emptyMosaicBoard(cells), ids: new Array<string>(cells).fill(''), seq: 0 };
  for (const row of await liveBoardRows(db, eventId)) apply(state, row);
  state.seq = Math.max(state.seq, seq);
  return state;
}

/** Brings the board up to date with the changes committed since it was read (call inside the wall's lock). */
export async function refreshBoard(db: Db, eventId: string, state: BoardState): Promise<void> {
  for (const row of await boardChangesAfter(db, eventId, state.seq)) apply(state, row);
}

/** Records a placement made by this sync (its seq as committed). */
export function recordPlacement(state: BoardState, row: { id: string; cell: number; kind: MosaicPlacementKind; seq: number; distance: number; removed: boolean }): void {
  apply(state, { id: row.id, cell: row.cell, kind: row.kind, seq: row.seq, distance: row.distance, removedAt: row.removed ? new Date(0) : null });
}

/** Records a removal made by this sync. */
export function recordRemoval(state: BoardState, row: { id: string; cell: number; seq: number }): void {
  apply(state, { id: row.id, cell: row.cell, kind: 'picture', seq: row.seq, distance: 0, removedAt: new Date(0) });
}

/** The empty cells (no tile at all; a filler's cell is not empty). */
export function emptyCells(state: BoardState): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < state.board.cells; cell++) if (state.ids[cell] === '') cells.push(cell);
  return cells;
}
