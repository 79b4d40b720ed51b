import { describe, expect, it } from 'vitest';
import { MOSAIC_FEATURE_LENGTH, featureMean, oklabToSrgb, srgbToOklab, targetFeatures, tileFeatures } from './mosaic-colour.ts';

function lab(r: number, g: number, b: number): number[] {
  const out = new Float32Array(3);
  srgbToOklab(r, g, b, out);
  return [...out];
}

/** A picture of `width × height` filled by `colourAt(x, y)`, `channels` bytes per pixel. */
function picture(width: number, height: number, colourAt: (x: number, y: number) => [number, number, number], channels = 3): Uint8Array {
  const rgb = new Uint8Array(width * height * channels).fill(255);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set(colourAt(x, y), (y * width + x) * channels);
  return rgb;
}

function expectClose(actual: ArrayLike<number>, expected: ArrayLike<number>, digits = 4): void {
  expect(actual.length).toBe(expected.length);
  for (let at = 0; at < expected.length; at++) expect(actual[at]).toBeCloseTo(expected[at]!, digits);
}

describe('sRGB ↔ OKLab', () => {
  it.each([
    // Reference values from Björn Ottosson's OKLab post.
    [[255, 255, 255], [1, 0, 0]],
    [[0, 0, 0], [0, 0, 0]],
    [[255, 0, 0], [0.62796, 0.22486, 0.12585]],
    [[0, 255, 0], [0.86644, -0.23389, 0.1795]],
    [[0, 0, 255], [0.45201, -0.03246, -0.31153]],
  ])('%j is %j', (rgb, expected) => expectClose(lab(...(rgb as [number, number, number])), expected, 3));

  it('grey has no colour and grows in lightness', () => {
    let previous = -1;
    for (let value = 0; value < 256; value += 15) {
      const [l, a, b] = lab(value, value, value);
      expect(Math.abs(a!)).toBeLessThan(1e-4);
      expect(Math.abs(b!)).toBeLessThan(1e-4);
      expect(l).toBeGreaterThan(previous);
      previous = l!;
    }
  });

  it('goes there and back within one level for every 8th colour', () => {
    const out = new Uint8Array(3);
    let worst = 0;
    for (let r = 0; r < 256; r += 8)
      for (let g = 0; g < 256; g += 8)
        for (let b = 0; b < 256; b += 8) {
          const [l, a, bb] = lab(r, g, b);
          oklabToSrgb(l!, a!, bb!, out);
          worst = Math.max(worst, Math.abs(out[0]! - r), Math.abs(out[1]! - g), Math.abs(out[2]! - b));
        }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('clamps colours outside sRGB instead of wrapping', () => {
    const out = new Uint8Array(3);
    oklabToSrgb(1.4, 0, 0, out);
    expect([...out]).toEqual([255, 255, 255]);
    oklabToSrgb(-0.2, 0, 0, out);
    expect([...out]).toEqual([0, 0, 0]);
    oklabToSrgb(0.6, 0.5, 0, out);
    expect(out[0]).toBe(255);
    expect(out[1]).toBe(0);
  });
});

describe('tileFeatures', () => {
  it('describes a plain picture by its colour in every sub-region', () => {
    const features = tileFeatures(picture(30, 20, () => [255, 0, 0]), 30, 20);
    expect(features.length).toBe(MOSAIC_FEATURE_LENGTH);
    for (let region = 0; region < 9; region++) expectClose(features.subarray(region * 3, region * 3 + 3), lab(255, 0, 0));
  });

  it('keeps the structure: light above, dark below', () => {
    const features = tileFeatures(picture(90, 90, (_, y) => (y < 30 ? [250, 250, 250] : y < 60 ? [128, 128, 128] : [10, 10, 10])), 90, 90);
    const lightness = (region: number) => features[region * 3]!;
    for (let column = 0; column < 3; column++) {
      expect(lightness(column)).toBeCloseTo(lab(250, 250, 250)[0]!, 4);
      expect(lightness(3 + column)).toBeCloseTo(lab(128, 128, 128)[0]!, 4);
      expect(lightness(6 + column)).toBeCloseTo(lab(10, 10, 10)[0]!, 4);
    }
  });

  it('averages in OKLab, each region over its own pixels', () => {
    // Left third alternates black and white columns; the rest is blue.
    const rgb = picture(9, 9, (x) => (x < 3 ? (x % 2 === 0 ? [0, 0, 0] : [255, 255, 255]) : [0, 0, 255]));
    const features = tileFeatures(rgb, 9, 9);
    const expectedLeft = (2 * lab(0, 0, 0)[0]! + lab(255, 255, 255)[0]!) / 3;
    expect(features[0]).toBeCloseTo(expectedLeft, 5);
    expectClose(features.subarray(3, 6), lab(0, 0, 255));
  });

  it('reads RGBA, ignoring alpha', () => {
    const rgba = picture(6, 6, () => [10, 200, 30], 4);
    expectClose(tileFeatures(rgba, 6, 6, 4), tileFeatures(picture(6, 6, () => [10, 200, 30]), 6, 6));
  });

  it('gives a picture smaller than the sub-grid its mean everywhere', () => {
    const features = tileFeatures(picture(1, 1, () => [0, 255, 0]), 1, 1);
    for (let region = 0; region < 9; region++) expectClose(features.subarray(region * 3, region * 3 + 3), lab(0, 255, 0));
    expect([...tileFeatures(new Uint8Array(0), 0, 0)].every(Number.isFinite)).toBe(true);
  });
});

describe('targetFeatures', () => {
  it('lays out each cell from its 3 × 3 pixels, cells row by row', () => {
    const columns = 4;
    const rows = 2;
    // Every cell has its own colour; the pixel in the middle of each cell is white.
    const cellColour = (cell: number): [number, number, number] => [cell * 30, 255 - cell * 30, 100];
    const rgb = picture(columns * 3, rows * 3, (x, y) => {
      const cell = Math.floor(y / 3) * columns + Math.floor(x / 3);
      return x % 3 === 1 && y % 3 === 1 ? [255, 255, 255] : cellColour(cell);
    });
    const features = targetFeatures(rgb, columns, rows);
    expect(features.length).toBe(columns * rows * MOSAIC_FEATURE_LENGTH);
    for (let cell = 0; cell < columns * rows; cell++) {
      const cellFeatures = features.subarray(cell * MOSAIC_FEATURE_LENGTH, (cell + 1) * MOSAIC_FEATURE_LENGTH);
      for (let region = 0; region < 9; region++) {
        expectClose(cellFeatures.subarray(region * 3, region * 3 + 3), region === 4 ? lab(255, 255, 255) : lab(...cellColour(cell)));
      }
    }
  });

  it('matches the features of the same pixels read as a tile', () => {
    const rgb = picture(3, 3, (x, y) => [x * 100, y * 100, 50]);
    expectClose(targetFeatures(rgb, 1, 1), tileFeatures(rgb, 3, 3), 6);
  });

  it('refuses a picture of the wrong size', () => {
    expect(() => targetFeatures(new Uint8Array(10), 2, 2)).toThrow(RangeError);
  });
});

describe('featureMean', () => {
  it('is the mean of the sub-regions', () => {
    const features = new Float32Array(MOSAIC_FEATURE_LENGTH * 2);
    for (let region = 0; region < 9; region++) features.set([region / 10, 0.1, -0.1], MOSAIC_FEATURE_LENGTH + region * 3);
    expectClose(featureMean(features, MOSAIC_FEATURE_LENGTH, new Float32Array(3)), [0.4, 0.1, -0.1], 6);
  });
});
