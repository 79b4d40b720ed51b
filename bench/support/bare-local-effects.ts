import type { LocalAiEffect } from '@booth/shared';
import sharp, { type Sharp } from 'sharp';

/**
 * The baseline of bench/ai-local-effects.bench.ts: each local effect's libvips operations
 * (apps/server/src/platform/ai/local-effects.ts), with the same parameters, done directly with sharp
 * from the photo's JPEG file to a JPEG file at the provider's settings (quality 90, mozjpeg) — in one
 * pipeline where sharp can chain them, else in as few as it needs (a palette is an encoder option; a
 * second convolution or a layer to composite needs a pipeline of its own). What the effects do in
 * JavaScript has no libvips operation and is left out or replaced by sharp's nearest one:
 * - cartoon: one Sobel direction instead of the gradient magnitude of two; the ink lines multiplied on
 *   by `composite` instead of the per-pixel loop;
 * - sketch: the colour dodge by `composite` (blend colour-dodge), the paper tint by `linear`, no 1.8 curve;
 * - popart: no posterisation to three levels (sharp has no look-up table);
 * - vintage: the vignette as a rendered radial gradient multiplied on;
 * - duotone: the two-ink ramp as one `linear` on the grey picture;
 * - halftone: the colour and tone pictures only, no dot screen.
 * So the bench's ratio holds everything the provider does beyond libvips' own work: the raw round
 * trips between its pipelines, its pixel loops, the blend with the photo, the progress and abort checks.
 * Keep in step with local-effects.ts when an effect's operations change.
 */

/** The provider's own output settings (local-image-provider.ts). */
export const EFFECT_JPEG = { quality: 90 } as const;

type Grey = { data: Buffer; width: number; height: number };

/** Raw pixels of a pipeline, with their size, for the next pipeline or a composite layer. */
async function raw(image: Sharp): Promise<Grey & { channels: 1 | 2 | 3 | 4 }> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

const layer = (pixels: Awaited<ReturnType<typeof raw>>) => ({ input: pixels.data, raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });
const fromRaw = (pixels: Awaited<ReturnType<typeof raw>>) => sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });

const SOBEL_X = [-1, 0, 1, -2, 0, 2, -1, 0, 1];

async function cartoon(input: string, output: string): Promise<void> {
  const smooth = await raw(sharp(input).median(5).modulate({ saturation: 1.5, brightness: 1.08 }));
  const palette = await fromRaw(smooth).png({ palette: true, colours: 8, dither: 0, effort: 1 }).toBuffer();
  const edges = await raw(fromRaw(smooth).greyscale().blur(1.2).convolve({ width: 3, height: 3, kernel: SOBEL_X, offset: 128 }).dilate(1).extractChannel(0));
  await sharp(palette).removeAlpha().composite([{ ...layer(edges), blend: 'multiply' }]).jpeg(EFFECT_JPEG).toFile(output);
}

async function sketch(input: string, output: string): Promise<void> {
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const sigma = Math.max(2, Math.min(width, height) / 120);
  const negative = await raw(sharp(input).greyscale().negate({ alpha: false }).blur(sigma).toColourspace('srgb'));
  await sharp(input).greyscale().toColourspace('srgb').composite([{ ...layer(negative), blend: 'colour-dodge' }]).linear([1, 0.98, 0.93], [0, 0, 0]).jpeg(EFFECT_JPEG).toFile(output);
}

async function popart(input: string, output: string): Promise<void> {
  await sharp(input).median(3).modulate({ saturation: 2.4, brightness: 1.05 }).normalise().jpeg(EFFECT_JPEG).toFile(output);
}

/** Shade 1 in the middle to 0.4 in the corners, as local-effects.ts (1 − 0.6·d^2.2) at a few stops. */
function vignette(width: number, height: number): Buffer {
  const stops = [0, 0.25, 0.5, 0.75, 1].map((d) => {
    const shade = Math.round(255 * (1 - 0.6 * d ** 2.2));
    return `<stop offset="${d}" stop-color="rgb(${shade},${shade},${shade})"/>`;
  });
  const reach = Math.hypot(width / 2, height / 2);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" gradientUnits="userSpaceOnUse" cx="${width / 2}" cy="${height / 2}" r="${reach}">${stops.join('')}</radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );
}

async function vintage(input: string, output: string): Promise<void> {
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const sepia = await raw(
    sharp(input)
      .recomb([
        [0.393, 0.769, 0.189],
        [0.349, 0.686, 0.168],
        [0.272, 0.534, 0.131],
      ])
      .linear(0.78, 34),
  );
  await fromRaw(sepia).composite([{ input: vignette(width, height), blend: 'multiply' }]).jpeg(EFFECT_JPEG).toFile(output);
}

const DARK = [28, 26, 92];
const LIGHT = [255, 176, 140];

async function duotone(input: string, output: string): Promise<void> {
  const tone = await raw(sharp(input).greyscale().normalise());
  const slope = LIGHT.map((light, index) => (light - DARK[index]!) / 255);
  // Three bands of the grey picture (linear does not add bands), then one line per ink.
  await fromRaw(tone)
    .joinChannel([tone.data, tone.data], { raw: { width: tone.width, height: tone.height, channels: 1 } })
    .linear(slope, DARK)
    .jpeg(EFFECT_JPEG)
    .toFile(output);
}

async function halftone(input: string, output: string): Promise<void> {
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const cell = Math.max(6, Math.round(Math.min(width, height) / 70));
  const tone = await raw(sharp(input).greyscale().blur(cell / 2).normalise().toColourspace('srgb'));
  await sharp(input).blur(cell / 2).modulate({ saturation: 1.7 }).composite([{ ...layer(tone), blend: 'multiply' }]).jpeg(EFFECT_JPEG).toFile(output);
}

const BARE: Record<LocalAiEffect, (input: string, output: string) => Promise<void>> = { cartoon, sketch, popart, vintage, duotone, halftone };

/** The effect's libvips operations on the JPEG at `input`, written as a JPEG to `output`. */
export function bareLocalEffect(effect: LocalAiEffect, input: string, output: string): Promise<void> {
  return BARE[effect](input, output);
}
