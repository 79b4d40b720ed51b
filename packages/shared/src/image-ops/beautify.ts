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
 * outer 6 levels (no hard seam on the cheek); very dark pixels (shadows, hair) are never skin, Y fading
 * in from 30 to 40.
 * Every pixel outside the box gets exactly 0, so it is left exactly as it was.
 */
export function skinWeight(red: number, green: number, blue: number): number {
  // Cr first: it rejects most pixels that are not skin (sky, grass, greys) before the rest is worked out.
  const cr = 128 + 0.5 * red - 0.418688 * green - 0.081312 * blue;
  if (cr <= 133 || cr >= 173) return 0;
  const cb = 128 - 0.168736 * red - 0.331264 * green + 0.5 * blue;
  if (cb <= 77 || cb >= 127) return 0;
  const y = 0.299 * red + 0.587 * green + 0.114 * blue;
  if (y <= 30) return 0;
  return Math.min(ramp(cb, 77, 83), ramp(cb, 127, 121)) * Math.min(ramp(cr, 133, 139), ramp(cr, 173, 167)) * ramp(y, 30, 40);
}

/** The brightness (BT.601 luma) of a pixel. */
const lumaOf = (red: number, green: number, blue: number) => 0.299 * red + 0.587 * green + 0.114 * blue;

/**
 * The guided filter's coefficients a and b, already averaged over each window, on a grid `step`
 * times coarser than the picture (He and Sun 2015, "Fast Guided Filter"): the filter's result is
 * smooth, so it is computed on block means and interpolated back, at a step² fraction of the cost.
 */
interface Coefficients {
  a: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
  step: number;
}

function guidedCoefficients(pixels: RgbaPixels, width: number, height: number, radius: number, step: number): Coefficients {
  const [lowWidth, lowHeight] = [Math.ceil(width / step), Math.ceil(height / step)];
  const count = lowWidth * lowHeight;
  // The luma summed per coarse cell, then each cell's mean.
  const sums = new Float64Array(count);
  const cellOfColumn = Int32Array.from({ length: width }, (_, x) => Math.floor(x / step));
  for (let y = 0; y < height; y++) {
    const lowRow = Math.floor(y / step) * lowWidth;
    for (let x = 0, i = y * width * 4; x < width; x++, i += 4) sums[lowRow + cellOfColumn[x]!]! += lumaOf(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
  }
  const luma = new Float32Array(count);
  const squares = new Float32Array(count);
  for (let cell = 0; cell < count; cell++) {
    const column = cell % lowWidth;
    const row = (cell - column) / lowWidth;
    // Blocks at the right and bottom edges may be narrower than `step`.
    const blockSize = (Math.min(width, (column + 1) * step) - column * step) * (Math.min(height, (row + 1) * step) - row * step);
    const mean = sums[cell]! / blockSize;
    luma[cell] = mean;
    squares[cell] = mean * mean;
  }
  const lowRadius = Math.max(1, Math.round(radius / step));
  const scratch = new Float32Array(count);
  const b = new Float32Array(count);
  boxMean(luma, lowWidth, lowHeight, lowRadius, b, scratch);
  boxMean(squares, lowWidth, lowHeight, lowRadius, squares, scratch);
  const a = squares;
  for (let cell = 0; cell < count; cell++) {
    const mu = b[cell]!;
    const variance = Math.max(0, squares[cell]! - mu * mu);
    const gain = variance / (variance + EPSILON);
    a[cell] = gain;
    b[cell] = mu * (1 - gain);
  }
  boxMean(a, lowWidth, lowHeight, lowRadius, a, scratch);
  boxMean(b, lowWidth, lowHeight, lowRadius, b, scratch);
  return { a, b, width: lowWidth, height: lowHeight, step };
}

/** Where a picture coordinate falls between the coarse grid's cell centres: the two cells and the weight of the second. */
function interpolationAxis(size: number, step: number, lowSize: number) {
  const first = new Int32Array(size);
  const second = new Int32Array(size);
  const weight = new Float32Array(size);
  for (let position = 0; position < size; position++) {
    const at = Math.min(lowSize - 1, Math.max(0, (position + 0.5) / step - 0.5));
    first[position] = Math.floor(at);
    second[position] = Math.min(lowSize - 1, first[position]! + 1);
    weight[position] = at - first[position]!;
  }
  return { first, second, weight };
}

/**
 * Soft skin, in place. The brightness Y (BT.601) is smoothed by a self-guided filter (He, Sun and
 * Tang 2013, "Guided Image Filtering"): per window of radius r, a = σ² / (σ² + ε), b = μ·(1 − a); the
 * smoothed value is mean(a)·Y + mean(b). Flat texture (σ² ≪ ε) becomes its mean, edges (σ² ≫ ε) stay.
 * Each pixel then moves by (smoothed − Y)·skinWeight·strength on all three channels alike (its chroma
 * stays). Two passes over the picture plus the filter on a grid a quarter of its size (or smaller for
 * larger pictures): well under a second for 1536 × 2048 on one core (bench/image-ops.bench.ts).
 */
export function applyBeautification(pixels: RgbaPixels, width: number, height: number, strength = BEAUTIFY_STRENGTH): void {
  assertPixelSize(pixels, width, height);
  if (strength <= 0) return;
  const radius = Math.max(2, Math.round(Math.min(width, height) * RADIUS_SHARE));
  // A coarse cell of at most a quarter of the window keeps the filter's result as it is at full size.
  softenSkin(pixels, width, height, strength, radius, Math.max(1, Math.floor(radius / 4)));
}

/** Soft skin with the filter's window `radius` and coarse grid `step` given (applyBeautification picks them). */
export function softenSkin(pixels: RgbaPixels, width: number, height: number, strength: number, radius: number, step: number): void {
  const { a, b, width: lowWidth, height: lowHeight } = guidedCoefficients(pixels, width, height, radius, step);
  const columns = interpolationAxis(width, step, lowWidth);
  const rows = interpolationAxis(height, step, lowHeight);
  for (let y = 0; y < height; y++) {
    const top = rows.first[y]! * lowWidth;
    const bottom = rows.second[y]! * lowWidth;
    const down = rows.weight[y]!;
    for (let x = 0, i = y * width * 4; x < width; x++, i += 4) {
      const red = pixels[i]!;
      const green = pixels[i + 1]!;
      const blue = pixels[i + 2]!;
      const weight = skinWeight(red, green, blue) * strength;
      if (weight === 0) continue;
      // Bilinear samples of a and b between the four nearest cell centres.
      const topLeft = top + columns.first[x]!;
      const topRight = top + columns.second[x]!;
      const bottomLeft = bottom + columns.first[x]!;
      const bottomRight = bottom + columns.second[x]!;
      const across = columns.weight[x]!;
      const aUpper = a[topLeft]! + (a[topRight]! - a[topLeft]!) * across;
      const aLower = a[bottomLeft]! + (a[bottomRight]! - a[bottomLeft]!) * across;
      const bUpper = b[topLeft]! + (b[topRight]! - b[topLeft]!) * across;
      const bLower = b[bottomLeft]! + (b[bottomRight]! - b[bottomLeft]!) * across;
      const luma = lumaOf(red, green, blue);
      const smoothed = (aUpper + (aLower - aUpper) * down) * luma + bUpper + (bLower - bUpper) * down;
      const shift = (smoothed - luma) * weight;
      for (let channel = i; channel < i + 3; channel++) {
        const value = pixels[channel]! + shift;
        pixels[channel] = value <= 0 ? 0 : value >= 255 ? 255 : (value + 0.5) | 0;
      }
    }
  }
}
