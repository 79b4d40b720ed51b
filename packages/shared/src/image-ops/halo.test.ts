import { describe, expect, it } from 'vitest';
import { squaredDistanceTo } from './distance-transform.ts';
import { applyHalo, haloVisible, maskFromAlpha } from './halo.ts';
import type { HaloSettings } from './ops-values.ts';
import { seededRandom } from './test-pictures.ts';

const W = 60;
const H = 40;
const RED: HaloSettings = { enabled: true, color: { red: 255, green: 0, blue: 0, alpha: 1 }, blurRadius: 10, solid: 5, offsetX: 0, offsetY: 0 };

/** A grey picture and a mask with a 10 × 10 person square at (25, 15). */
function scene() {
  const pixels = new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set([100, 110, 120, 255], i);
  const mask = new Uint8Array(W * H);
  for (let y = 15; y < 25; y++) for (let x = 25; x < 35; x++) mask[y * W + x] = 255;
  return { pixels, mask };
}
const at = (pixels: Uint8ClampedArray, x: number, y: number) => Array.from(pixels.subarray((y * W + x) * 4, (y * W + x) * 4 + 4));

describe('squaredDistanceTo', () => {
  it('matches the brute-force distance on a random set of points', () => {
    const random = seededRandom(11);
    const [width, height] = [23, 17];
    const inside = Uint8Array.from({ length: width * height }, () => (random() < 0.04 ? 1 : 0));
    const points = [...inside.keys()].filter((p) => inside[p]);
    const distances = squaredDistanceTo(inside, width, height);
    for (let p = 0; p < inside.length; p++) {
      const [x, y] = [p % width, Math.floor(p / width)];
      const brute = Math.min(...points.map((q) => (q % width - x) ** 2 + (Math.floor(q / width) - y) ** 2));
      expect(distances[p]).toBe(brute);
    }
  });

  it('is infinite everywhere when nothing is inside', () => {
    expect([...squaredDistanceTo(new Uint8Array(6), 3, 2)].every((value) => value === Infinity)).toBe(true);
  });
});

describe('applyHalo', () => {
  it('colours only outside the person: solid next to them, fading out, nothing far away', () => {
    const { pixels, mask } = scene();
    applyHalo(pixels, mask, W, H, RED);
    for (let y = 15; y < 25; y++) for (let x = 25; x < 35; x++) expect(at(pixels, x, y)).toEqual([100, 110, 120, 255]);
    expect(at(pixels, 37, 20)).toEqual([255, 0, 0, 255]); // 3 px out: within `solid`
    const fading = at(pixels, 44, 20); // 10 px out: half way through the soft edge
    expect(fading[0]).toBeGreaterThan(100);
    expect(fading[0]).toBeLessThan(255);
    expect(at(pixels, 50, 20)).toEqual([100, 110, 120, 255]); // 16 px out: beyond solid + blur
    expect(at(pixels, 0, 0)).toEqual([100, 110, 120, 255]);
  });

  it('moves the glow by the offset, and the person still stays in front', () => {
    const { pixels, mask } = scene();
    applyHalo(pixels, mask, W, H, { ...RED, blurRadius: 0, solid: 2, offsetX: 8, offsetY: 0 });
    expect(at(pixels, 40, 20)).toEqual([255, 0, 0, 255]); // right of the person: the moved shape
    expect(at(pixels, 23, 20)).toEqual([100, 110, 120, 255]); // left: the shape moved away
    expect(at(pixels, 30, 20)).toEqual([100, 110, 120, 255]); // the person
  });

  it("blends a soft edge of the mask and the colour's alpha", () => {
    const { pixels, mask } = scene();
    mask[20 * W + 35] = 128;
    applyHalo(pixels, mask, W, H, { ...RED, color: { red: 255, green: 0, blue: 0, alpha: 0.5 } });
    expect(at(pixels, 37, 20)).toEqual([178, 55, 60, 255]);
    // Half person, half background: a quarter of the way to red.
    expect(at(pixels, 35, 20)[0]).toBe(Math.round(100 + (155 * 0.5 * 127) / 255));
  });

  it('scales its lengths for a smaller copy of the picture', () => {
    const { pixels, mask } = scene();
    applyHalo(pixels, mask, W, H, { ...RED, blurRadius: 0, solid: 10 }, 0.3);
    expect(at(pixels, 37, 20)).toEqual([255, 0, 0, 255]);
    expect(at(pixels, 39, 20)).toEqual([100, 110, 120, 255]);
  });

  it('gives a cut-out picture alpha where the glow is, so it shows on a background laid beneath', () => {
    const { pixels, mask } = scene();
    for (let p = 0; p < W * H; p++) pixels[p * 4 + 3] = mask[p]!;
    const cutMask = maskFromAlpha(pixels, W, H);
    expect(cutMask).not.toBeNull();
    applyHalo(pixels, cutMask!, W, H, RED);
    expect(at(pixels, 37, 20)).toEqual([255, 0, 0, 255]);
    expect(at(pixels, 0, 0)[3]).toBe(0);
  });

  it('does nothing when disabled, transparent, without a person, or without a mask of its own', () => {
    for (const halo of [{ ...RED, enabled: false }, { ...RED, color: { ...RED.color, alpha: 0 } }, { ...RED, solid: 0, blurRadius: 0 }]) {
      const { pixels, mask } = scene();
      const original = pixels.slice();
      expect(haloVisible(halo)).toBe(false);
      applyHalo(pixels, mask, W, H, halo);
      expect(pixels).toEqual(original);
    }
    const { pixels } = scene();
    const original = pixels.slice();
    applyHalo(pixels, new Uint8Array(W * H), W, H, RED);
    expect(pixels).toEqual(original);
    expect(maskFromAlpha(pixels, W, H)).toBeNull();
  });

  it('refuses a mask of the wrong size', () => {
    const { pixels } = scene();
    expect(() => applyHalo(pixels, new Uint8Array(10), W, H, RED)).toThrow(RangeError);
  });
});
