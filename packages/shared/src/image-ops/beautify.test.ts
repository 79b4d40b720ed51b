import { describe, expect, it } from 'vitest';
import { applyBeautification, skinWeight, softenSkin } from './beautify.ts';
import { boxMean } from './box-filter.ts';
import { meanAbsoluteDifference, seededRandom } from './test-pictures.ts';

describe('boxMean', () => {
  it('is the mean of each window, cut at the border', () => {
    const random = seededRandom(3);
    const [width, height, radius] = [13, 9, 2];
    const input = Float32Array.from({ length: width * height }, () => random() * 255);
    const out = new Float32Array(input.length);
    boxMean(input, width, height, radius, out, new Float32Array(input.length));
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let [sum, count] = [0, 0];
        for (let dy = -radius; dy <= radius; dy++) {
          for (let dx = -radius; dx <= radius; dx++) {
            const [sx, sy] = [x + dx, y + dy];
            if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
            sum += input[sy * width + sx]!;
            count++;
          }
        }
        expect(out[y * width + x]).toBeCloseTo(sum / count, 3);
      }
    }
  });
});

describe('skinWeight', () => {
  it('finds light and dark skin, not blue sky, green grass, grey or black', () => {
    const skin: [number, number, number][] = [[224, 172, 150], [198, 134, 106], [141, 85, 62], [92, 56, 40]];
    const other: [number, number, number][] = [[90, 150, 230], [60, 160, 60], [128, 128, 128], [10, 8, 6], [250, 250, 250]];
    for (const colour of skin) expect(skinWeight(...colour)).toBe(1);
    for (const colour of other) expect(skinWeight(...colour)).toBe(0);
  });
});

/** Left half: skin with grain and a dark line (an eyelid); right half: noisy blue. */
function portrait(width: number, height: number): Uint8ClampedArray {
  const random = seededRandom(9);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = (random() - 0.5) * 14;
      const i = (y * width + x) * 4;
      if (x < width / 2) pixels.set(y === height / 2 ? [60, 30, 25, 255] : [205 + grain, 150 + grain, 125 + grain, 255], i);
      else pixels.set([60 + grain, 110 + grain, 200 + grain, 255], i);
    }
  }
  return pixels;
}

function spread(pixels: Uint8ClampedArray, width: number, rows: number[], columns: [number, number]): number {
  const values: number[] = [];
  for (const y of rows) for (let x = columns[0]; x < columns[1]; x++) values.push(pixels[(y * width + x) * 4]!);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

describe('applyBeautification', () => {
  const [W, H] = [96, 64];

  it('smooths the grain of skin and leaves every non-skin pixel exactly as it was', () => {
    const pixels = portrait(W, H);
    const original = pixels.slice();
    applyBeautification(pixels, W, H);
    for (let p = 0; p < W * H; p++) {
      const i = p * 4;
      if (skinWeight(original[i]!, original[i + 1]!, original[i + 2]!) === 0) expect(Array.from(pixels.subarray(i, i + 4))).toEqual(Array.from(original.subarray(i, i + 4)));
    }
    const skinRows = [10, 11, 12, 13, 14, 15];
    expect(spread(pixels, W, skinRows, [4, 40])).toBeLessThan(spread(original, W, skinRows, [4, 40]) * 0.6);
  });

  it('keeps a strong edge inside the skin (the dark line stays dark)', () => {
    const pixels = portrait(W, H);
    applyBeautification(pixels, W, H);
    expect(pixels[((H / 2) * W + 20) * 4]).toBeLessThan(70);
    expect(pixels[((H / 2 - 1) * W + 20) * 4]).toBeGreaterThan(170);
  });

  it('changes nothing at strength 0 or on a picture without skin', () => {
    const pixels = portrait(W, H);
    const original = pixels.slice();
    applyBeautification(pixels, W, H, 0);
    expect(pixels).toEqual(original);
    const sky = new Uint8ClampedArray(16 * 16 * 4).fill(200).map((value, i) => (i % 4 === 0 ? 40 : value));
    const skyCopy = sky.slice();
    applyBeautification(sky, 16, 16);
    expect(sky).toEqual(skyCopy);
  });

  it('gives on a coarse grid (large pictures) what it gives at full size, within a level', () => {
    const [width, height] = [192, 128];
    const [fine, coarse] = [portrait(width, height), portrait(width, height)];
    const original = fine.slice();
    softenSkin(fine, width, height, 1, 8, 1);
    softenSkin(coarse, width, height, 1, 8, 2);
    expect(meanAbsoluteDifference(fine, original)).toBeGreaterThan(1);
    expect(meanAbsoluteDifference(coarse, fine)).toBeLessThan(0.5);
    for (let p = 0; p < width * height; p++) {
      const i = p * 4;
      if (skinWeight(original[i]!, original[i + 1]!, original[i + 2]!) === 0) expect(coarse[i]).toBe(original[i]);
    }
  });
});
