import type { RgbaPixels } from './ops-values.ts';

/*
 * Pictures for the image-ops tests (unit, server and browser parity): deterministic, no randomness
 * from the test runner, so a failure reproduces.
 */

/** A tiny deterministic generator (mulberry32), so "random" test pictures are the same every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Opaque noise: every channel value occurs. */
export function noisePicture(width: number, height: number, seed = 1): Uint8ClampedArray {
  const random = seededRandom(seed);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    pixels[i] = random() * 256;
    pixels[i + 1] = random() * 256;
    pixels[i + 2] = random() * 256;
    pixels[i + 3] = 255;
  }
  return pixels;
}

/**
 * A photo-like test card: a hue sweep left to right, darker towards the bottom, a grey ramp along the
 * top, and a skin-coloured disc with fine texture in the middle (beautification has skin to find).
 */
export function testCard(width: number, height: number): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  const random = seededRandom(7);
  const [cx, cy, radius] = [width / 2, height / 2, Math.min(width, height) / 4];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const shade = 1 - (0.7 * y) / height;
      const hue = (x / width) * 6;
      const sector = Math.floor(hue) % 6;
      const f = hue - Math.floor(hue);
      const rgb = [
        [1, f, 0], [1 - f, 1, 0], [0, 1, f], [0, 1 - f, 1], [f, 0, 1], [1, 0, 1 - f],
      ][sector]!.map((c) => (40 + 200 * c) * shade);
      if (y < height / 8) rgb.fill((x / width) * 255);
      if (Math.hypot(x - cx, y - cy) < radius) {
        const grain = (random() - 0.5) * 16;
        rgb.splice(0, 3, 214 + grain, 160 + grain, 130 + grain);
      }
      pixels[i] = rgb[0]!;
      pixels[i + 1] = rgb[1]!;
      pixels[i + 2] = rgb[2]!;
      pixels[i + 3] = 255;
    }
  }
  return pixels;
}

/** Mean absolute difference of the colour channels (alpha left out), in levels. */
export function meanAbsoluteDifference(a: RgbaPixels, b: RgbaPixels): number {
  if (a.length !== b.length) throw new RangeError(`pictures differ in size: ${a.length} vs ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i += 4) sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
  return sum / ((a.length / 4) * 3);
}
