import type { RgbaPixels } from './ops-values.ts';

/**
 * Sharpen 0…100: a 3×3 Laplacian sharpening kernel with a = amount / 100 (CamanJS's "sharpen"):
 *
 *      0  −a   0
 *     −a 1+4a −a
 *      0  −a   0
 *
 * so 100 is the classic sharpen kernel. Pixels past the border repeat the edge; alpha is kept. In
 * place; reads from a copy of the picture.
 */
export function applySharpen(pixels: RgbaPixels, width: number, height: number, amount: number): void {
  if (amount <= 0) return;
  const a = amount / 100;
  const centre = 1 + 4 * a;
  const source = new Uint8Array(pixels.length);
  source.set(pixels);
  const stride = width * 4;
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    // Offsets to the neighbours above and below; 0 at the top and bottom row (the edge repeats).
    const up = y > 0 ? -stride : 0;
    const down = y < height - 1 ? stride : 0;
    for (let x = 0; x < width; x++) {
      const at = row + x * 4;
      const left = x > 0 ? -4 : 0;
      const right = x < width - 1 ? 4 : 0;
      for (let i = at; i < at + 3; i++) {
        const value = centre * source[i]! - a * (source[i + up]! + source[i + down]! + source[i + left]! + source[i + right]!);
        pixels[i] = value <= 0 ? 0 : value >= 255 ? 255 : (value + 0.5) | 0;
      }
    }
  }
}
