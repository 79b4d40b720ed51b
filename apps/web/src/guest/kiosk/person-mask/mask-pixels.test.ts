import { describe, expect, it } from 'vitest';
import { alphaOf, haloMaskFor, marksSomeone, scaleMask } from './mask-pixels';
import { rgbaPixels } from './person-mask.test-support';

describe('the person mask’s pixels', () => {
  it('takes a cut-out’s alpha, and tells whether it marks anyone', () => {
    const alpha = alphaOf(rgbaPixels(3, 1, (x) => [1, 2, 3, [0, 127, 255][x]!]));
    expect(Array.from(alpha)).toEqual([0, 127, 255]);
    expect(marksSomeone(alpha)).toBe(true);
    expect(marksSomeone(new Uint8Array([0, 127, 12]))).toBe(false);
  });

  it('stretches a mask to another size, pixel centres aligned, its edge softened in between', () => {
    // The left half is the person.
    const mask = { width: 2, height: 1, pixels: new Uint8Array([255, 0]) };
    expect(Array.from(scaleMask(mask, 4, 2))).toEqual([255, 191, 64, 0, 255, 191, 64, 0]);
    expect(Array.from(scaleMask({ width: 4, height: 1, pixels: new Uint8Array([255, 255, 0, 0]) }, 2, 1))).toEqual([255, 0]);
    expect(scaleMask(mask, 2, 1)).toBe(mask.pixels);
  });

  it('gives the halo a cut-out’s own alpha, else the person mask at the frame’s size, else nothing', () => {
    const personMask = { width: 2, height: 1, pixels: new Uint8Array([255, 0]) };
    const cutOut = rgbaPixels(2, 1, (x) => [0, 0, 0, x === 0 ? 0 : 255]);
    expect(Array.from(haloMaskFor(cutOut, 2, 1, personMask)!)).toEqual([0, 255]);
    const opaque = rgbaPixels(4, 1, () => [0, 0, 0, 255]);
    expect(Array.from(haloMaskFor(opaque, 4, 1, personMask)!)).toEqual([255, 191, 64, 0]);
    expect(haloMaskFor(opaque, 4, 1, null)).toBeNull();
  });
});
