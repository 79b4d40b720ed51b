import { maskFromAlpha, type RgbaPixels } from '@booth/shared';

/** Where the person is: one byte per pixel, 255 the person, 0 the rest, soft in between. */
export interface MaskPixels {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** The alpha channel of RGBA pixels: a segmenter's cut-out is the person opaque, the rest transparent. */
export function alphaOf(rgba: RgbaPixels): Uint8Array {
  const alpha = new Uint8Array(rgba.length / 4);
  for (let p = 0, i = 3; p < alpha.length; p++, i += 4) alpha[p] = rgba[i]!;
  return alpha;
}

/** Whether the mask marks anyone at all: the halo's outline is where it is at least half (halo.ts). */
export function marksSomeone(mask: Uint8Array): boolean {
  return mask.some((value) => value >= 128);
}

/**
 * The mask stretched to `width` × `height` (of the picture's aspect, as the mask is), bilinear with
 * pixel centres aligned: the server scales it to the picture the same way (sharp, fit `fill`), so the
 * halo of the review lies where the rendition's will.
 */
export function scaleMask(mask: MaskPixels, width: number, height: number): Uint8Array {
  if (mask.width === width && mask.height === height) return mask.pixels;
  const out = new Uint8Array(width * height);
  const { pixels, width: sw, height: sh } = mask;
  const fx = sw / width;
  const fy = sh / height;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(sh - 1, Math.max(0, (y + 0.5) * fy - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const wy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(sw - 1, Math.max(0, (x + 0.5) * fx - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const wx = sx - x0;
      const top = pixels[y0 * sw + x0]! * (1 - wx) + pixels[y0 * sw + x1]! * wx;
      const bottom = pixels[y1 * sw + x0]! * (1 - wx) + pixels[y1 * sw + x1]! * wx;
      out[y * width + x] = Math.round(top * (1 - wy) + bottom * wy);
    }
  }
  return out;
}

/**
 * The halo's mask for a frame's pixels (as the server chooses it, image-ops-raw): a cut-out's own
 * alpha; for an opaque frame the kiosk's person mask, scaled to it; else none (no halo).
 */
export function haloMaskFor(pixels: RgbaPixels, width: number, height: number, personMask: MaskPixels | null | undefined): Uint8Array | null {
  return maskFromAlpha(pixels, width, height) ?? (personMask ? scaleMask(personMask, width, height) : null);
}
