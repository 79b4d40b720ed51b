import { lmsRootToOklab, lmsRootToSrgb, oklabToLmsRoot, srgbToLmsRoot } from './mosaic-colour.ts';

/*
 * A placed tile's pixels (campaigns §9 placeBehaviour): first colour-corrected toward its cell —
 * every pixel moved in OKLab by `colorCorrectionIntensity` × (cell's mean − tile's mean), so the
 * picture keeps its own detail and contrast while taking the cell's colour — then blended with the
 * target's own pixels of the cell at `sourceOverlayOpacity`, which carries the target's edges
 * through. Raw RGB in, raw RGB out; no I/O.
 */

export interface MosaicTileLook {
  /** 0 keeps the picture's colours, 1 moves its mean all the way to the cell's. */
  colorCorrectionIntensity: number;
  /** 0 shows only the picture, 1 only the target's cell. */
  sourceOverlayOpacity: number;
}

/**
 * Shifts the OKLab mean of `rgb` (width × height × 3, changed in place) toward `cellMean` (L, a, b)
 * by `intensity` (0–1); each pixel's shifted colour is clamped to sRGB. Worked in LMS roots, where
 * the same shift is a constant too (see mosaic-colour.ts), so a pixel costs one conversion each way.
 */
export function correctTowardCell(rgb: Uint8Array, width: number, height: number, cellMean: ArrayLike<number>, intensity: number): void {
  const pixels = width * height;
  if (pixels === 0 || !(intensity > 0)) return;
  const roots = new Float32Array(pixels * 3);
  let l = 0;
  let m = 0;
  let s = 0;
  for (let at = 0; at < pixels * 3; at += 3) {
    srgbToLmsRoot(rgb[at]!, rgb[at + 1]!, rgb[at + 2]!, roots, at);
    l += roots[at]!;
    m += roots[at + 1]!;
    s += roots[at + 2]!;
  }
  const mean = new Float32Array(3);
  lmsRootToOklab(l / pixels, m / pixels, s / pixels, mean);
  const strength = Math.min(1, intensity);
  const shift = new Float32Array(3);
  oklabToLmsRoot((cellMean[0]! - mean[0]!) * strength, (cellMean[1]! - mean[1]!) * strength, (cellMean[2]! - mean[2]!) * strength, shift);
  const [shiftL, shiftM, shiftS] = shift as unknown as [number, number, number];
  for (let at = 0; at < pixels * 3; at += 3) {
    lmsRootToSrgb(roots[at]! + shiftL, roots[at + 1]! + shiftM, roots[at + 2]! + shiftS, rgb, at);
  }
}

/**
 * Blends `rgb` (width × height × 3, changed in place) with `cell` (the target's pixels of the cell,
 * cellWidth × cellHeight × 3, scaled up bilinearly to the tile's size) at `opacity` (0–1).
 */
export function blendWithCell(
  rgb: Uint8Array,
  width: number,
  height: number,
  cell: Uint8Array,
  cellWidth: number,
  cellHeight: number,
  opacity: number,
): void {
  if (!(opacity > 0) || cellWidth === 0 || cellHeight === 0) return;
  const alpha = Math.min(1, opacity);
  const keep = 1 - alpha;
  for (let y = 0; y < height; y++) {
    // Pixel centres of the tile mapped onto the cell's pixel centres.
    const cy = Math.min(cellHeight - 1, Math.max(0, ((y + 0.5) * cellHeight) / height - 0.5));
    const y0 = Math.floor(cy);
    const y1 = Math.min(cellHeight - 1, y0 + 1);
    const fy = cy - y0;
    for (let x = 0; x < width; x++) {
      const cx = Math.min(cellWidth - 1, Math.max(0, ((x + 0.5) * cellWidth) / width - 0.5));
      const x0 = Math.floor(cx);
      const x1 = Math.min(cellWidth - 1, x0 + 1);
      const fx = cx - x0;
      const top = (y0 * cellWidth + x0) * 3;
      const topRight = (y0 * cellWidth + x1) * 3;
      const bottom = (y1 * cellWidth + x0) * 3;
      const bottomRight = (y1 * cellWidth + x1) * 3;
      const at = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        const upper = cell[top + channel]! * (1 - fx) + cell[topRight + channel]! * fx;
        const lower = cell[bottom + channel]! * (1 - fx) + cell[bottomRight + channel]! * fx;
        const target = upper * (1 - fy) + lower * fy;
        rgb[at + channel] = Math.round(rgb[at + channel]! * keep + target * alpha);
      }
    }
  }
}

/**
 * The placed tile: a copy of `rgb` (size × size × 3) corrected toward `cellMean` and blended with
 * `cell` (cellSize × cellSize × 3) as `look` says.
 */
export function renderMosaicTile(
  rgb: Uint8Array,
  size: number,
  cellMean: ArrayLike<number>,
  cell: Uint8Array,
  cellSize: number,
  look: MosaicTileLook,
): Uint8Array {
  // A copy by hand: a Node Buffer's `slice` would share the caller's memory.
  const out = new Uint8Array(size * size * 3);
  out.set(rgb.subarray(0, out.length));
  correctTowardCell(out, size, size, cellMean, look.colorCorrectionIntensity);
  blendWithCell(out, size, size, cell, cellSize, cellSize, look.sourceOverlayOpacity);
  return out;
}
