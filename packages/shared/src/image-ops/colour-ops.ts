import type { ImageOpsValues, RgbaPixels } from './ops-values.ts';
import { hasToneChange, toneTables } from './tone-curve.ts';

/*
 * The colour stage: the per-channel tables (tone-curve.ts), then the operations that mix the channels
 * of a pixel, in this order: hue, saturation, vibrance, greyscale, colorize (last, so that greyscale
 * plus a brown tint is sepia). Alpha is never touched. Each pixel is rounded once, at the end.
 */

/** Rec. 709 luma weights, as CSS's grayscale() and saturate() use them. */
export const LUMA_R = 0.2126;
export const LUMA_G = 0.7152;
export const LUMA_B = 0.0722;

const clamp255 = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** Whether any operation of the colour stage changes pixels. */
export function hasColourChange(values: ImageOpsValues): boolean {
  return hasToneChange(values) || hasMixing(values);
}

function hasMixing(values: ImageOpsValues): boolean {
  return values.hue !== 0 || values.saturation !== 0 || values.vibrance !== 0 || values.greyscale || values.colorize.alpha !== 0;
}

/**
 * Applies the colour stage in place:
 * - hue −180…180 degrees: a turn of the HSV hue. Value (the largest channel) and chroma (largest
 *   minus smallest) stay, so the colour never leaves the gamut and a turn by 180° twice is the identity;
 * - saturation −100…100: v′ = L + (v − L)·(1 + s / 100), L the Rec. 709 luma (−100 is grey, +100 doubles);
 * - vibrance −100…100: the same with (1 + amount / 100 · (1 − chroma / 255)), so dull colours move
 *   most and saturated ones (skin, signs) keep theirs;
 * - greyscale: every channel becomes L;
 * - colorize: v′ = v + (c − v)·α, a tint towards the colour at its alpha.
 */
export function applyColourOps(pixels: RgbaPixels, values: ImageOpsValues): void {
  if (!hasColourChange(values)) return;
  const [tableR, tableG, tableB] = toneTables(values);
  if (!hasMixing(values)) {
    applyTablesOnly(pixels, tableR, tableG, tableB);
    return;
  }
  const sextants = values.hue / 60;
  const saturation = 1 + values.saturation / 100;
  const vibrance = values.vibrance / 100;
  const { greyscale } = values;
  const tint = values.colorize.alpha;
  const [tintR, tintG, tintB] = [values.colorize.red * tint, values.colorize.green * tint, values.colorize.blue * tint];
  const keep = 1 - tint;
  for (let i = 0; i < pixels.length; i += 4) {
    let r = tableR[pixels[i]!]!;
    let g = tableG[pixels[i + 1]!]!;
    let b = tableB[pixels[i + 2]!]!;
    if (sextants !== 0) {
      // Written out here rather than called: this loop runs for millions of pixels.
      const max = r > g ? (r > b ? r : b) : g > b ? g : b;
      const min = r < g ? (r < b ? r : b) : g < b ? g : b;
      const chroma = max - min;
      if (chroma > 0) {
        let hue = (max === r ? (g - b) / chroma : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4) + sextants;
        if (hue < 0) hue += 6;
        else if (hue >= 6) hue -= 6;
        const sector = hue | 0;
        const rising = min + chroma * (hue - sector);
        const falling = max - chroma * (hue - sector);
        if (sector === 0) [r, g, b] = [max, rising, min];
        else if (sector === 1) [r, g, b] = [falling, max, min];
        else if (sector === 2) [r, g, b] = [min, max, rising];
        else if (sector === 3) [r, g, b] = [min, falling, max];
        else if (sector === 4) [r, g, b] = [rising, min, max];
        else [r, g, b] = [max, min, falling];
      }
    }
    if (saturation !== 1) {
      const luma = LUMA_R * r + LUMA_G * g + LUMA_B * b;
      r = clamp255(luma + (r - luma) * saturation);
      g = clamp255(luma + (g - luma) * saturation);
      b = clamp255(luma + (b - luma) * saturation);
    }
    if (vibrance !== 0) {
      const max = r > g ? (r > b ? r : b) : g > b ? g : b;
      const min = r < g ? (r < b ? r : b) : g < b ? g : b;
      const chroma = (max - min) / 255;
      const factor = 1 + vibrance * (1 - chroma);
      const luma = LUMA_R * r + LUMA_G * g + LUMA_B * b;
      r = clamp255(luma + (r - luma) * factor);
      g = clamp255(luma + (g - luma) * factor);
      b = clamp255(luma + (b - luma) * factor);
    }
    if (greyscale) r = g = b = LUMA_R * r + LUMA_G * g + LUMA_B * b;
    if (tint !== 0) {
      r = r * keep + tintR;
      g = g * keep + tintG;
      b = b * keep + tintB;
    }
    // Every value is within 0–255 here, so adding ½ and truncating rounds to the nearest.
    pixels[i] = (r + 0.5) | 0;
    pixels[i + 1] = (g + 0.5) | 0;
    pixels[i + 2] = (b + 0.5) | 0;
  }
}

function applyTablesOnly(pixels: RgbaPixels, tableR: Float32Array, tableG: Float32Array, tableB: Float32Array): void {
  const bytes = (table: Float32Array) => Uint8Array.from(table, (value) => (value + 0.5) | 0);
  const [r, g, b] = [bytes(tableR), bytes(tableG), bytes(tableB)];
  for (let i = 0; i < pixels.length; i += 4) {
    pixels[i] = r[pixels[i]!]!;
    pixels[i + 1] = g[pixels[i + 1]!]!;
    pixels[i + 2] = b[pixels[i + 2]!]!;
  }
}
