/*
 * Colour features of a mosaic: OKLab (Björn Ottosson, 2020), a perceptual colour space in which the
 * straight distance between two colours follows how different they look, far better than RGB does.
 * A region is described by the OKLab means of a 3 × 3 sub-grid over it, so a tile with a bright sky
 * over dark ground goes to a cell that is light above and dark below, not only to one of the same
 * average colour.
 */

/** Sub-regions per side of a cell (and of a tile). */
export const MOSAIC_SUBGRID = 3;
/** Numbers per cell: 3 × 3 sub-regions × (L, a, b). */
export const MOSAIC_FEATURE_LENGTH = MOSAIC_SUBGRID * MOSAIC_SUBGRID * 3;

/** sRGB byte → linear light, once for all 256 values. */
const TO_LINEAR = new Float32Array(256);
for (let value = 0; value < 256; value++) {
  const c = value / 255;
  TO_LINEAR[value] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light → sRGB byte, sampled finely enough (4096 steps) that the error stays under one level. */
const FROM_LINEAR_STEPS = 4095;
const FROM_LINEAR = new Uint8Array(FROM_LINEAR_STEPS + 1);
for (let step = 0; step <= FROM_LINEAR_STEPS; step++) {
  const c = step / FROM_LINEAR_STEPS;
  const encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  FROM_LINEAR[step] = Math.round(encoded * 255);
}

/*
 * OKLab in two steps each way: sRGB → linear light → LMS cone responses → their cube roots (the
 * "LMS roots") → OKLab, and back. The last step is a plain matrix, so a shift of every pixel by the
 * same OKLab amount is the same shift of its LMS roots (colour correction skips two matrices a pixel).
 */

/** Writes the LMS roots of an sRGB colour (bytes) to `out[offset..offset+2]`. */
export function srgbToLmsRoot(red: number, green: number, blue: number, out: Float32Array, offset = 0): void {
  const r = TO_LINEAR[red]!;
  const g = TO_LINEAR[green]!;
  const b = TO_LINEAR[blue]!;
  out[offset] = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  out[offset + 1] = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  out[offset + 2] = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
}

/** LMS roots → OKLab (a matrix, so it also maps a difference of roots to a difference in OKLab). */
export function lmsRootToOklab(l: number, m: number, s: number, out: Float32Array, offset = 0): void {
  out[offset] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  out[offset + 1] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  out[offset + 2] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
}

/** OKLab → LMS roots (the inverse matrix; likewise for differences). */
export function oklabToLmsRoot(lightness: number, a: number, b: number, out: Float32Array, offset = 0): void {
  out[offset] = lightness + 0.3963377774 * a + 0.2158037573 * b;
  out[offset + 1] = lightness - 0.1055613458 * a - 0.0638541728 * b;
  out[offset + 2] = lightness - 0.0894841775 * a - 1.291485548 * b;
}

function encodeLinear(value: number): number {
  if (!(value > 0)) return 0; // also NaN
  if (value >= 1) return 255;
  return FROM_LINEAR[Math.round(value * FROM_LINEAR_STEPS)]!;
}

/** Writes the sRGB bytes of LMS roots to `out[offset..offset+2]`, each channel clamped to 0–255. */
export function lmsRootToSrgb(lRoot: number, mRoot: number, sRoot: number, out: Uint8Array, offset = 0): void {
  const l = lRoot * lRoot * lRoot;
  const m = mRoot * mRoot * mRoot;
  const s = sRoot * sRoot * sRoot;
  out[offset] = encodeLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  out[offset + 1] = encodeLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  out[offset + 2] = encodeLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
}

const scratch = new Float32Array(3);

/** Writes the OKLab of an sRGB colour (bytes) to `out[offset..offset+2]`. */
export function srgbToOklab(red: number, green: number, blue: number, out: Float32Array, offset = 0): void {
  srgbToLmsRoot(red, green, blue, scratch);
  lmsRootToOklab(scratch[0]!, scratch[1]!, scratch[2]!, out, offset);
}

/** Writes the sRGB bytes of an OKLab colour to `out[offset..offset+2]`, each channel clamped to 0–255. */
export function oklabToSrgb(lightness: number, a: number, b: number, out: Uint8Array, offset = 0): void {
  oklabToLmsRoot(lightness, a, b, scratch);
  lmsRootToSrgb(scratch[0]!, scratch[1]!, scratch[2]!, out, offset);
}

/** The sub-region (0–2) of each position along a side of `length` pixels. */
function subRegions(length: number): Uint8Array {
  const regions = new Uint8Array(length);
  for (let at = 0; at < length; at++) regions[at] = Math.min(MOSAIC_SUBGRID - 1, Math.floor((at * MOSAIC_SUBGRID) / length));
  return regions;
}

/**
 * The features of one picture (a tile): OKLab means of its 3 × 3 sub-regions, row by row, each as
 * L, a, b. `rgb` holds `width × height` pixels of `channels` bytes (RGB first; alpha is ignored).
 * A picture narrower or lower than 3 px gives its sub-regions without pixels the picture's mean.
 */
export function tileFeatures(rgb: Uint8Array, width: number, height: number, channels = 3): Float32Array {
  // Sums of LMS roots per region: OKLab is a matrix of them, so the mean's OKLab is the OKLab of the mean.
  const sums = new Float64Array(MOSAIC_FEATURE_LENGTH);
  const counts = new Uint32Array(MOSAIC_SUBGRID * MOSAIC_SUBGRID);
  const columns = subRegions(width);
  const rows = subRegions(height);
  const roots = new Float32Array(3);
  for (let y = 0; y < height; y++) {
    const rowRegion = rows[y]! * MOSAIC_SUBGRID;
    let at = y * width * channels;
    for (let x = 0; x < width; x++, at += channels) {
      srgbToLmsRoot(rgb[at]!, rgb[at + 1]!, rgb[at + 2]!, roots);
      const region = rowRegion + columns[x]!;
      const sum = region * 3;
      sums[sum] = sums[sum]! + roots[0]!;
      sums[sum + 1] = sums[sum + 1]! + roots[1]!;
      sums[sum + 2] = sums[sum + 2]! + roots[2]!;
      counts[region] = counts[region]! + 1;
    }
  }
  const total = new Float64Array(3);
  for (let at = 0; at < MOSAIC_FEATURE_LENGTH; at++) total[at % 3] = total[at % 3]! + sums[at]!;
  const pixels = Math.max(1, width * height);
  const features = new Float32Array(MOSAIC_FEATURE_LENGTH);
  for (let region = 0; region < counts.length; region++) {
    const count = counts[region]!;
    const mean = (channel: number) => (count > 0 ? sums[region * 3 + channel]! / count : total[channel]! / pixels);
    lmsRootToOklab(mean(0), mean(1), mean(2), features, region * 3);
  }
  return features;
}

/**
 * The features of every cell of a target: `rgb` is the target resized to `columns·3 × rows·3`
 * pixels, so each pixel is one sub-region of one cell. Cells are row-major (cell = row·columns +
 * column), each MOSAIC_FEATURE_LENGTH numbers long in the layout of `tileFeatures`.
 */
export function targetFeatures(rgb: Uint8Array, columns: number, rows: number, channels = 3): Float32Array {
  const width = columns * MOSAIC_SUBGRID;
  const height = rows * MOSAIC_SUBGRID;
  if (rgb.length < width * height * channels) throw new RangeError(`targetFeatures needs ${width}×${height} pixels`);
  const features = new Float32Array(columns * rows * MOSAIC_FEATURE_LENGTH);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / MOSAIC_SUBGRID);
    const subRow = y - row * MOSAIC_SUBGRID;
    for (let x = 0; x < width; x++) {
      const column = Math.floor(x / MOSAIC_SUBGRID);
      const sub = subRow * MOSAIC_SUBGRID + (x - column * MOSAIC_SUBGRID);
      const at = (y * width + x) * channels;
      srgbToOklab(rgb[at]!, rgb[at + 1]!, rgb[at + 2]!, features, (row * columns + column) * MOSAIC_FEATURE_LENGTH + sub * 3);
    }
  }
  return features;
}

/** The mean OKLab of one feature vector (the average of its sub-regions), written to `out`. */
export function featureMean(features: Float32Array, offset: number, out: Float32Array): Float32Array {
  let l = 0;
  let a = 0;
  let b = 0;
  for (let at = offset; at < offset + MOSAIC_FEATURE_LENGTH; at += 3) {
    l += features[at]!;
    a += features[at + 1]!;
    b += features[at + 2]!;
  }
  const regions = MOSAIC_SUBGRID * MOSAIC_SUBGRID;
  out[0] = l / regions;
  out[1] = a / regions;
  out[2] = b / regions;
  return out;
}
