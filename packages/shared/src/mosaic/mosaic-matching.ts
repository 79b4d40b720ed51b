import type { MosaicWhenFull } from '../events/mosaic-constants.ts';
import { MOSAIC_FEATURE_LENGTH } from './mosaic-colour.ts';

/*
 * Where a tile goes: the free cell whose colour features are nearest to the tile's (squared
 * Euclidean distance in OKLab over the 3 × 3 sub-grid). Written as tight loops over typed arrays
 * without allocating per cell, so a placement on 10,000 cells takes well under a millisecond.
 */

/** What a cell holds, as the board's `occupied` array records it. */
export const MOSAIC_CELL_EMPTY = 0;
/** A plausible filler (fill mode plausible): it counts as free, any real picture may take its cell. */
export const MOSAIC_CELL_FILLER = 1;
/** A picture or a static source: the cell is taken. */
export const MOSAIC_CELL_TAKEN = 2;

/** Squared Euclidean distance between the feature vectors at `aOffset` of `a` and `bOffset` of `b`. */
export function featureDistance(a: Float32Array, aOffset: number, b: Float32Array, bOffset = 0): number {
  let sum = 0;
  for (let at = 0; at < MOSAIC_FEATURE_LENGTH; at++) {
    const difference = a[aOffset + at]! - b[bOffset + at]!;
    sum += difference * difference;
  }
  return sum;
}

/**
 * The nearest cell to `tile` among the cells whose `occupied` value is below MOSAIC_CELL_TAKEN
 * (empty or a filler); ties go to the lowest cell. Null when every cell is taken.
 */
export function bestCell(targetFeatures: Float32Array, occupied: Uint8Array, tile: Float32Array, cells: number): { cell: number; distance: number } | null {
  let best = -1;
  let bestDistance = Infinity;
  for (let cell = 0, offset = 0; cell < cells; cell++, offset += MOSAIC_FEATURE_LENGTH) {
    if (occupied[cell]! >= MOSAIC_CELL_TAKEN) continue;
    let sum = 0;
    for (let at = 0; at < MOSAIC_FEATURE_LENGTH; at++) {
      const difference = targetFeatures[offset + at]! - tile[at]!;
      sum += difference * difference;
      // Past the best already: the rest of this cell cannot win.
      if (sum >= bestDistance) break;
    }
    if (sum < bestDistance) {
      bestDistance = sum;
      best = cell;
    }
  }
  return best < 0 ? null : { cell: best, distance: bestDistance };
}

/**
 * The board of a wall as placement sees it: per cell what it holds, the order its tile was placed in
 * (lower = older) and how well that tile matched (its distance).
 */
export interface MosaicBoard {
  cells: number;
  occupied: Uint8Array;
  order: Float64Array;
  distance: Float32Array;
}

export function emptyMosaicBoard(cells: number): MosaicBoard {
  return { cells, occupied: new Uint8Array(cells), order: new Float64Array(cells), distance: new Float32Array(cells) };
}

/**
 * The taken cell a newcomer replaces once every cell is taken: the oldest tile (replaceOldest) or the
 * one that matches its cell worst (replaceWorst, the highest stored distance). -1 when no cell is taken.
 */
export function replacementCell(board: MosaicBoard, whenFull: MosaicWhenFull): number {
  const { occupied, order, distance } = board;
  let chosen = -1;
  let best = whenFull === 'replaceOldest' ? Infinity : -Infinity;
  for (let cell = 0; cell < board.cells; cell++) {
    if (occupied[cell]! < MOSAIC_CELL_TAKEN) continue;
    if (whenFull === 'replaceOldest' ? order[cell]! < best : distance[cell]! > best) {
      best = whenFull === 'replaceOldest' ? order[cell]! : distance[cell]!;
      chosen = cell;
    }
  }
  return chosen;
}

/** A cell chosen for a tile, and what it holds now (which gives way). */
export interface MosaicChoice {
  cell: number;
  distance: number;
  /** MOSAIC_CELL_EMPTY, MOSAIC_CELL_FILLER (the filler is replaced) or MOSAIC_CELL_TAKEN (full wall: the tile is replaced). */
  displaces: number;
}

/**
 * Where a real tile goes: the best free cell (fillers count as free), else — the wall being full —
 * the cell `whenFull` gives up, so a late arrival always appears. Null only on a wall without cells
 * or when `mayReplace` is false and every cell is taken (a static source never pushes out a picture).
 */
export function chooseCell(
  targetFeatures: Float32Array,
  board: MosaicBoard,
  tile: Float32Array,
  whenFull: MosaicWhenFull,
  mayReplace = true,
): MosaicChoice | null {
  const free = bestCell(targetFeatures, board.occupied, tile, board.cells);
  if (free) return { ...free, displaces: board.occupied[free.cell]! };
  if (!mayReplace) return null;
  const cell = replacementCell(board, whenFull);
  if (cell < 0) return null;
  return { cell, distance: featureDistance(targetFeatures, cell * MOSAIC_FEATURE_LENGTH, tile), displaces: MOSAIC_CELL_TAKEN };
}

/** Records a tile in its cell. */
export function occupyCell(board: MosaicBoard, cell: number, what: number, order: number, distance: number): void {
  board.occupied[cell] = what;
  board.order[cell] = order;
  board.distance[cell] = distance;
}

/** Records a cell as given up. */
export function freeCell(board: MosaicBoard, cell: number): void {
  board.occupied[cell] = MOSAIC_CELL_EMPTY;
  board.order[cell] = 0;
  board.distance[cell] = 0;
}

/** How many cells hold no real tile (empty or a filler). */
export function freeCellCount(board: MosaicBoard): number {
  let free = 0;
  for (let cell = 0; cell < board.cells; cell++) if (board.occupied[cell]! < MOSAIC_CELL_TAKEN) free += 1;
  return free;
}
