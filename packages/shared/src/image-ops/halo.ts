import { squaredDistanceTo } from './distance-transform.ts';
import { assertPixelSize, type HaloSettings, type PersonMask, type RgbaPixels } from './ops-values.ts';

/*
 * The halo effect (campaigns §3): a glow in the halo colour around the person, behind them. It needs
 * to know where the person is: a mask, one byte per pixel (the on-device selfie segmentation in the
 * browser, or the alpha of a cut-out picture). Without a mask there is no outline to glow around, and
 * a glow along the picture's border would look like a mistake, so a picture without a mask gets no
 * halo (`applyHalo` is simply not called; `maskFromAlpha` answers null for an opaque picture).
 */

/** Whether the halo would show at all. */
export function haloVisible(halo: HaloSettings): boolean {
  return halo.enabled && halo.color.alpha > 0 && halo.solid + halo.blurRadius > 0;
}

/**
 * The person mask of a cut-out picture: its alpha channel. Null when every pixel is opaque (a plain
 * photo), which has no person outline of its own.
 */
export function maskFromAlpha(pixels: RgbaPixels, width: number, height: number): Uint8Array | null {
  assertPixelSize(pixels, width, height);
  const mask = new Uint8Array(width * height);
  let cut = false;
  for (let p = 0, i = 3; p < mask.length; p++, i += 4) {
    mask[p] = pixels[i]!;
    if (pixels[i]! < 255) cut = true;
  }
  return cut ? mask : null;
}

/**
 * Draws the halo in place. The glow's shape is the person's (mask ≥ 128), moved by offsetX/offsetY;
 * with d the distance of a pixel to that shape, its strength is
 *
 *     g = 1 for d ≤ solid; 1 − smoothstep((d − solid) / blurRadius) up to solid + blurRadius; 0 beyond
 *
 * (a CSS drop-shadow with a spread of `solid` and a soft edge of `blurRadius`). The person stays in
 * front: k = g·α·(1 − m / 255) with α the colour's alpha and m the mask, and each pixel moves towards
 * the colour by k; a transparent pixel (a cut-out's background) gains alpha k, so the glow shows on
 * whatever is laid beneath later. Lengths are in pixels of the captured picture; `scale` converts them
 * for a smaller copy (the live preview passes preview width ÷ picture width).
 */
export function applyHalo(pixels: RgbaPixels, mask: PersonMask, width: number, height: number, halo: HaloSettings, scale = 1): void {
  assertPixelSize(pixels, width, height);
  if (mask.length !== width * height) throw new RangeError(`Expected a mask of ${width * height} bytes, got ${mask.length}`);
  if (!haloVisible(halo)) return;
  const solid = halo.solid * scale;
  const blur = halo.blurRadius * scale;
  const reach = solid + blur;
  const shiftX = Math.round(halo.offsetX * scale);
  const shiftY = Math.round(halo.offsetY * scale);

  const shape = new Uint8Array(width * height);
  let anyPerson = false;
  for (let y = 0; y < height; y++) {
    const sourceY = y - shiftY;
    if (sourceY < 0 || sourceY >= height) continue;
    for (let x = 0; x < width; x++) {
      const sourceX = x - shiftX;
      if (sourceX >= 0 && sourceX < width && mask[sourceY * width + sourceX]! >= 128) {
        shape[y * width + x] = 1;
        anyPerson = true;
      }
    }
  }
  if (!anyPerson) return;

  const distances = squaredDistanceTo(shape, width, height);
  const { red, green, blue, alpha } = halo.color;
  const reachSquared = reach * reach;
  for (let p = 0, i = 0; p < distances.length; p++, i += 4) {
    const squared = distances[p]!;
    const person = mask[p]!;
    if (squared > reachSquared || person === 255) continue;
    const distance = Math.sqrt(squared);
    let glow = 1;
    if (distance > solid) {
      const t = (distance - solid) / blur;
      glow = 1 - t * t * (3 - 2 * t);
    }
    const k = glow * alpha * (1 - person / 255);
    if (k <= 0) continue;
    pixels[i] = (pixels[i]! + (red - pixels[i]!) * k + 0.5) | 0;
    pixels[i + 1] = (pixels[i + 1]! + (green - pixels[i + 1]!) * k + 0.5) | 0;
    pixels[i + 2] = (pixels[i + 2]! + (blue - pixels[i + 2]!) * k + 0.5) | 0;
    pixels[i + 3] = (pixels[i + 3]! + (255 - pixels[i + 3]!) * k + 0.5) | 0;
  }
}
