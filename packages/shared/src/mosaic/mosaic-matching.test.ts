import { describe, expect, it } from 'vitest';
import { MOSAIC_FEATURE_LENGTH } from './mosaic-colour.ts';
import {
  MOSAIC_CELL_EMPTY,
  MOSAIC_CELL_FILLER,
  MOSAIC_CELL_TAKEN,
  bestCell,
  chooseCell,
  emptyMosaicBoard,
  featureDistance,
  freeCell,
  freeCellCount,
  occupyCell,
  replacementCell,
} from './mosaic-matching.ts';

/** A feature vector of one flat OKLab colour. */
function flat(l: number, a = 0, b = 0): Float32Array {
  const features = new Float32Array(MOSAIC_FEATURE_LENGTH);
  for (let at = 0; at < MOSAIC_FEATURE_LENGTH; at += 3) features.set([l, a, b], at);
  return features;
}

/** A target whose cells are the given flat lightnesses. */
function target(lightnesses: number[]): Float32Array {
  const features = new Float32Array(lightnesses.length * MOSAIC_FEATURE_LENGTH);
  lightnesses.forEach((l, cell) => features.set(flat(l), cell * MOSAIC_FEATURE_LENGTH));
  return features;
}

describe('featureDistance', () => {
  it('is the squared Euclidean distance over every number', () => {
    expect(featureDistance(flat(0.5), 0, flat(0.5))).toBe(0);
    expect(featureDistance(flat(0.5), 0, flat(0.7))).toBeCloseTo(9 * 0.04, 6);
    const both = new Float32Array(MOSAIC_FEATURE_LENGTH * 2);
    both.set(flat(0.2, 0.1), MOSAIC_FEATURE_LENGTH);
    expect(featureDistance(both, MOSAIC_FEATURE_LENGTH, flat(0.2, 0.3))).toBeCloseTo(9 * 0.04, 6);
  });

  it('tells structure apart where the mean colour is the same', () => {
    const lightAbove = new Float32Array(MOSAIC_FEATURE_LENGTH);
    const lightBelow = new Float32Array(MOSAIC_FEATURE_LENGTH);
    for (let region = 0; region < 9; region++) {
      lightAbove[region * 3] = region < 3 ? 0.9 : region < 6 ? 0.5 : 0.1;
      lightBelow[region * 3] = region < 3 ? 0.1 : region < 6 ? 0.5 : 0.9;
    }
    const cells = new Float32Array(MOSAIC_FEATURE_LENGTH * 2);
    cells.set(lightBelow, 0);
    cells.set(lightAbove, MOSAIC_FEATURE_LENGTH);
    expect(bestCell(cells, new Uint8Array(2), lightAbove, 2)?.cell).toBe(1);
    expect(bestCell(cells, new Uint8Array(2), lightBelow, 2)?.cell).toBe(0);
  });
});

describe('bestCell', () => {
  const features = target([0.1, 0.3, 0.5, 0.7, 0.9]);

  it('finds the nearest cell and its distance', () => {
    expect(bestCell(features, new Uint8Array(5), flat(0.72), 5)).toEqual({ cell: 3, distance: expect.closeTo(9 * 0.0004, 6) });
  });

  it('skips taken cells but counts empty and filler cells as free', () => {
    const occupied = new Uint8Array([MOSAIC_CELL_EMPTY, MOSAIC_CELL_EMPTY, MOSAIC_CELL_EMPTY, MOSAIC_CELL_TAKEN, MOSAIC_CELL_FILLER]);
    expect(bestCell(features, occupied, flat(0.72), 5)?.cell).toBe(4);
    occupied[4] = MOSAIC_CELL_TAKEN;
    expect(bestCell(features, occupied, flat(0.72), 5)?.cell).toBe(2);
  });

  it('gives ties to the lowest cell and answers null when every cell is taken', () => {
    expect(bestCell(target([0.5, 0.5, 0.5]), new Uint8Array(3), flat(0.5), 3)?.cell).toBe(0);
    expect(bestCell(features, new Uint8Array(5).fill(MOSAIC_CELL_TAKEN), flat(0.5), 5)).toBeNull();
    expect(bestCell(new Float32Array(0), new Uint8Array(0), flat(0.5), 0)).toBeNull();
  });

  it('agrees with a plain search over 10,000 random cells', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const cells = 10_000;
    const many = new Float32Array(cells * MOSAIC_FEATURE_LENGTH).map(random);
    const occupied = new Uint8Array(cells).map(() => (random() < 0.5 ? MOSAIC_CELL_TAKEN : MOSAIC_CELL_EMPTY));
    for (let round = 0; round < 20; round++) {
      const tile = new Float32Array(MOSAIC_FEATURE_LENGTH).map(random);
      let expected = -1;
      let expectedDistance = Infinity;
      for (let cell = 0; cell < cells; cell++) {
        const distance = featureDistance(many, cell * MOSAIC_FEATURE_LENGTH, tile);
        if (occupied[cell] !== MOSAIC_CELL_TAKEN && distance < expectedDistance) [expected, expectedDistance] = [cell, distance];
      }
      const found = bestCell(many, occupied, tile, cells);
      expect(found?.cell).toBe(expected);
      expect(found?.distance).toBeCloseTo(expectedDistance, 5);
    }
  });
});

describe('a full wall', () => {
  const features = target([0.1, 0.3, 0.5, 0.7]);

  function fullBoard() {
    const board = emptyMosaicBoard(4);
    // Placed in the order 2, 0, 3, 1; cell 3 matches worst.
    occupyCell(board, 2, MOSAIC_CELL_TAKEN, 10, 0.01);
    occupyCell(board, 0, MOSAIC_CELL_TAKEN, 11, 0.02);
    occupyCell(board, 3, MOSAIC_CELL_TAKEN, 12, 0.5);
    occupyCell(board, 1, MOSAIC_CELL_TAKEN, 13, 0.03);
    return board;
  }

  it('replaceOldest gives up the tile placed first', () => {
    const board = fullBoard();
    expect(replacementCell(board, 'replaceOldest')).toBe(2);
    const choice = chooseCell(features, board, flat(0.1), 'replaceOldest');
    expect(choice).toEqual({ cell: 2, distance: expect.closeTo(9 * 0.16, 5), displaces: MOSAIC_CELL_TAKEN });
  });

  it('replaceWorst gives up the tile with the highest distance', () => {
    const board = fullBoard();
    expect(replacementCell(board, 'replaceWorst')).toBe(3);
    expect(chooseCell(features, board, flat(0.1), 'replaceWorst')?.cell).toBe(3);
  });

  it('keeps placing, one newcomer after another, each in a cell', () => {
    const board = fullBoard();
    const seen: number[] = [];
    for (let order = 20; order < 28; order++) {
      const choice = chooseCell(features, board, flat(0.5), 'replaceOldest');
      if (!choice) throw new Error('a late arrival found no cell');
      seen.push(choice.cell);
      occupyCell(board, choice.cell, MOSAIC_CELL_TAKEN, order, choice.distance);
    }
    // Oldest first, then round again in the order they were replaced.
    expect(seen).toEqual([2, 0, 3, 1, 2, 0, 3, 1]);
  });

  it('never counts a filler as taken: the newcomer takes the filler’s cell, not a picture’s', () => {
    const board = fullBoard();
    occupyCell(board, 1, MOSAIC_CELL_FILLER, 1, 0.3);
    expect(freeCellCount(board)).toBe(1);
    expect(chooseCell(features, board, flat(0.9), 'replaceOldest')).toMatchObject({ cell: 1, displaces: MOSAIC_CELL_FILLER });
  });

  it('fills a free cell before replacing anything', () => {
    const board = fullBoard();
    freeCell(board, 0);
    expect(chooseCell(features, board, flat(0.7), 'replaceWorst')).toMatchObject({ cell: 0, displaces: MOSAIC_CELL_EMPTY });
  });

  it('lets a static source wait instead of pushing out a picture', () => {
    expect(chooseCell(features, fullBoard(), flat(0.5), 'replaceOldest', false)).toBeNull();
  });

  it('has nothing to replace on an empty board without cells', () => {
    expect(replacementCell(emptyMosaicBoard(0), 'replaceOldest')).toBe(-1);
    expect(chooseCell(new Float32Array(0), emptyMosaicBoard(0), flat(0.5), 'replaceWorst')).toBeNull();
  });
});
