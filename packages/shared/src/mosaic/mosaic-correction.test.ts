import { describe, expect, it } from 'vitest';
import { srgbToOklab, tileFeatures, featureMean } from './mosaic-colour.ts';
import { blendWithCell, correctTowardCell, renderMosaicTile } from './mosaic-correction.ts';

function solid(size: number, colour: [number, number, number]): Uint8Array {
  const rgb = new Uint8Array(size * size * 3);
  for (let at = 0; at < rgb.length; at += 3) rgb.set(colour, at);
  return rgb;
}

function meanLab(rgb: Uint8Array, size: number): Float32Array {
  return featureMean(tileFeatures(rgb, size, size), 0, new Float32Array(3));
}

function labOf(colour: [number, number, number]): Float32Array {
  const out = new Float32Array(3);
  srgbToOklab(...colour, out);
  return out;
}

describe('correctTowardCell', () => {
  it('leaves the picture alone at intensity 0', () => {
    const rgb = solid(4, [200, 40, 40]);
    correctTowardCell(rgb, 4, 4, labOf([0, 0, 255]), 0);
    expect([...rgb.subarray(0, 3)]).toEqual([200, 40, 40]);
  });

  it('takes the cell’s colour at intensity 1', () => {
    const rgb = solid(4, [200, 40, 40]);
    correctTowardCell(rgb, 4, 4, labOf([30, 90, 200]), 1);
    for (let at = 0; at < rgb.length; at += 3) {
      expect(Math.abs(rgb[at]! - 30)).toBeLessThanOrEqual(1);
      expect(Math.abs(rgb[at + 1]! - 90)).toBeLessThanOrEqual(1);
      expect(Math.abs(rgb[at + 2]! - 200)).toBeLessThanOrEqual(1);
    }
  });

  it('moves the mean part of the way and keeps the picture’s detail', () => {
    // A grey stripe pattern moved toward a light blue.
    const size = 12;
    const rgb = new Uint8Array(size * size * 3);
    for (let pixel = 0; pixel < size * size; pixel++) rgb.fill(pixel % 2 === 0 ? 60 : 120, pixel * 3, pixel * 3 + 3);
    const before = meanLab(rgb, size);
    const cell = labOf([120, 160, 230]);
    correctTowardCell(rgb, size, size, cell, 0.5);
    const after = meanLab(rgb, size);
    for (let channel = 0; channel < 3; channel++) {
      expect(after[channel]!).toBeCloseTo(before[channel]! + 0.5 * (cell[channel]! - before[channel]!), 2);
    }
    // The stripes are still there: neighbouring pixels still differ.
    expect(rgb[0]).not.toBe(rgb[3]);
  });

  it('clamps what falls outside sRGB', () => {
    const rgb = solid(2, [250, 250, 250]);
    rgb.set([10, 10, 10], 0);
    correctTowardCell(rgb, 2, 2, labOf([255, 255, 255]), 1);
    expect(Math.max(...rgb)).toBeLessThanOrEqual(255);
    expect(rgb.subarray(3).every((value) => value === 255)).toBe(true);
  });
});

describe('blendWithCell', () => {
  it('mixes the cell’s pixels over the tile at the opacity', () => {
    const rgb = solid(8, [200, 0, 0]);
    blendWithCell(rgb, 8, 8, solid(2, [0, 0, 100]), 2, 2, 0.4);
    expect([...rgb.subarray(0, 3)]).toEqual([120, 0, 40]);
  });

  it('scales the cell up smoothly to the tile', () => {
    // A cell black on the left, white on the right, blended fully.
    const cell = new Uint8Array([0, 0, 0, 255, 255, 255, 0, 0, 0, 255, 255, 255]);
    const rgb = solid(8, [128, 128, 128]);
    blendWithCell(rgb, 8, 8, cell, 2, 2, 1);
    const row = Array.from({ length: 8 }, (_, x) => rgb[x * 3]!);
    expect(row[0]).toBe(0);
    expect(row[7]).toBe(255);
    for (let x = 1; x < 8; x++) expect(row[x]!).toBeGreaterThanOrEqual(row[x - 1]!);
  });

  it('changes nothing at opacity 0', () => {
    const rgb = solid(4, [1, 2, 3]);
    blendWithCell(rgb, 4, 4, solid(1, [255, 255, 255]), 1, 1, 0);
    expect([...rgb.subarray(0, 3)]).toEqual([1, 2, 3]);
  });
});

describe('renderMosaicTile', () => {
  it('corrects, then blends, into a copy', () => {
    const tile = solid(16, [200, 40, 40]);
    const cellColour: [number, number, number] = [40, 40, 200];
    const out = renderMosaicTile(tile, 16, labOf(cellColour), solid(4, cellColour), 4, { colorCorrectionIntensity: 0.95, sourceOverlayOpacity: 0.4 });
    expect([...tile.subarray(0, 3)]).toEqual([200, 40, 40]);
    expect(out.length).toBe(16 * 16 * 3);
    // Nearly the cell's blue, well away from the picture's red.
    expect(out[2]!).toBeGreaterThan(150);
    expect(out[0]!).toBeLessThan(100);
  });
});
