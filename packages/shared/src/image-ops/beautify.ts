import { boxMean } from './box-filter.ts';
import { assertPixelSize, type RgbaPixels } from './ops-values.ts';

/*
 * Beautification (virtual settings `beautification`): soft skin. Only skin-coloured pixels change, by
 * an edge-preserving blur of their brightness, so pores and blemishes fade while eyes, lips, hair and
 * the outline of the face (strong edges) stay sharp, and the skin keeps its colour.
 */

/** How strongly the smoothed brightness replaces the original on skin (0–1). */
export const BEAUTIFY_STRENGTH = 0.75;
/**
 * The guided filter's ε in 8-bit levels squared: texture whose local standard deviation is well below
 * √ε (≈ 14 levels) is smoothed away, edges well above it are kept.
 */
const EPSILON = 14 * 14;
/** Window radius as a share of the shorter side: about 8 px on a 1536 px wide picture. */
const RADIUS_SHARE = 1 / 192;

/** A soft step from 0 at `from` to 1 at `to` (or down, when `to` < `from`). */
function ramp(value: number, from: number, to: number): number {
  const t = (value - from) / (to - from);
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

/**
 * How much a colour looks like skin, 0–1: the chroma box of Chai and Ngan (1999, "Face segmentation
 * using skin-color map"), 77 ≤ Cb ≤ 127 and 133 ≤ Cr ≤ 173 in BT.601 YCbCr, which holds across skin
 * tones because skin differs mostly in brightness, not in chroma. The weight fades over the box's
 * outer 6 levels (no hard seam on the cheek), and very dark pixels (Y < 40, shadows and hair) are never skin.
 * Every pixel outside the box gets exactly 0, so it is left exactly as it was.
 */
export function skinWeight(red: number, green: number, blue: number): number {
  const y = 0.299 * red + 0.587 * green + 0.114 * blue;
  const cb = 128 - 0.168736 * red - 0.331264 * green + 0.5 * blue;
  const cr = 128 + 0.5 * red - 0.418688 * green - 0.081312 * blue;
  const inCb = Math.min(ramp(cb, 77, 83), ramp(cb, 127, 121));
  const inCr = Math.min(ramp(cr, 133, 139), ramp(cr, 173, 167));
  return inCb * inCr * ramp(y, 30, 40);
}

/**
 * Soft skin, in place. The brightness Y (BT.601) is smoothed by a self-guided filter (He, Sun and
 * Tang 2013, "Guided Image Filtering"): per window of radius r, a = σ² / (σ² + ε), b = μ·(1 − a); the
 * smoothed value is mean(a)·Y + mean(b). Flat texture (σ² ≪ ε) becomes its mean, edges (σ² ≫ ε) stay.
 * Each pixel then moves by (smoothed − Y)·skinWeight·strength on all three channels alike (its chroma
 * stays). Four box means, each O(pixels): about a fifth of a second for 1536 × 2048 on one core.
 */
export function applyBeautification(pixels: RgbaPixels, width: number, height: number, strength = BEAUTIFY_STRENGTH): void {
  assertPixelSize(pixels, width, height);
  if (strength <= 0) return;
  const count = width * height;
  const weights = new Float32Array(count);
  let anySkin = false;
  for (let p = 0, i = 0; p < count; p++, i += 4) {
    const weight = skinWeight(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
    weights[p] = weight * strength;
    if (weight > 0) anySkin = true;
  }
  if (!anySkin) return;

  const luma = new Float32Array(count);
  const squares = new Float32Array(count);
  for (let p = 0, i = 0; p < count; p++, i += 4) {
    const y = 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
    luma[p] = y;
    squares[p] = y * y;
  }
  const radius = Math.max(2, Math.round(Math.min(width, height) * RADIUS_SHARE));
  const scratch = new Float32Array(count);
  const mean = new Float32Array(count);
  boxMean(luma, width, height, radius, mean, scratch);
  boxMean(squares, width, height, radius, squares, scratch);
  // squares now holds mean(Y²); turn it into a, and mean into b.
  for (let p = 0; p < count; p++) {
    const mu = mean[p]!;
    const variance = Math.max(0, squares[p]! - mu * mu);
    const a = variance / (variance + EPSILON);
    squares[p] = a;
    mean[p] = mu * (1 - a);
  }
  boxMean(squares, width, height, radius, squares, scratch);
  boxMean(mean, width, height, radius, mean, scratch);

  for (let p = 0, i = 0; p < count; p++, i += 4) {
    const weight = weights[p]!;
    if (weight === 0) continue;
    const y = luma[p]!;
    const shift = (squares[p]! * y + mean[p]! - y) * weight;
    for (let channel = i; channel < i + 3; channel++) {
      const value = pixels[channel]! + shift;
      pixels[channel] = value <= 0 ? 0 : value >= 255 ? 255 : (value + 0.5) | 0;
    }
  }
}
