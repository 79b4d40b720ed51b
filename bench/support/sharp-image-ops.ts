import { completeValues, meanAbsoluteDifference, type ImageOpsValues } from '@booth/shared';
import sharp, { type Sharp } from 'sharp';
// Not in the package's index (internals of the colour stage); the baseline uses the very same constants.
import { LUMA_B, LUMA_G, LUMA_R } from '../../packages/shared/src/image-ops/colour-ops.ts';
import { channelFactors } from '../../packages/shared/src/image-ops/tone-curve.ts';

/**
 * The image-ops values (packages/shared/src/image-ops) done the plain way, with libvips' own
 * operations through sharp, in the same order as our colour stage, so that it makes the same picture:
 * the baseline of bench/image-ops.bench.ts, which prints how far the two pictures lie apart.
 * - exposure: ours is a gain in linear light, here a gain on the encoded values (2^(stops / 2.2));
 * - brightness, contrast, channels, colorize: the same linear formulas (`linear`);
 * - gamma: the same power curve (`gamma`'s output exponent; sharp takes 1–3);
 * - saturation, greyscale: the same Rec. 709 luma matrix (`recomb`);
 * - sharpen: the same 3×3 kernel (`convolve`).
 * Hue (ours turns the HSV hue; libvips only turns LCh hue, by a different angle) and vibrance have no
 * libvips counterpart and are refused here. Sharp runs its operations in an order of its own within
 * one pipeline, so the stages whose order matters are separate pipelines joined by raw pixels, as
 * anyone would write it with sharp.
 */

export interface Raw {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function pass(input: Raw, build: (image: Sharp) => Sharp): Promise<Raw> {
  const { data, info } = await build(sharp(input.data, { raw: input.info })).raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

type Matrix = [[number, number, number], [number, number, number], [number, number, number]];

/** sharp's `gamma` accepts 1–3 only. */
function checkedGamma(gamma: number): number {
  if (gamma < 1 || gamma > 3) throw new RangeError(`the sharp baseline takes gamma 1–3, not ${gamma}`);
  return gamma;
}

/** The values applied to `input` (an encoded picture, or raw pixels), as RGB without alpha; `encode` makes the output. */
export async function sharpImageOps(input: Buffer | Raw, values: Partial<ImageOpsValues>, encode: (image: Sharp) => Sharp = (image) => image): Promise<Buffer> {
  const v = completeValues(values);
  if (v.hue !== 0 || v.vibrance !== 0) throw new RangeError('hue and vibrance have no libvips counterpart');
  const source = Buffer.isBuffer(input) ? sharp(input) : sharp(input.data, { raw: input.info });

  // Exposure, brightness and contrast are straight lines one after the other: one line.
  const gain = Math.pow(2, v.exposure / 50 / 2.2);
  const stretch = ((v.contrast + 100) / 100) ** 2;
  const lift = (255 * v.brightness) / 100;
  const toned = await source
    .removeAlpha()
    .linear(gain * stretch, (lift - 127.5) * stretch + 127.5)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }): Raw => ({ data, info: { width: info.width, height: info.height, channels: info.channels } }));

  // The gamma curve, then the channel factors (sharp applies its output gamma before `linear`).
  const channels = channelFactors(v.channels);
  const curved = await pass(toned, (image) => (v.gamma === 1 ? image : image.gamma(1, checkedGamma(v.gamma))).linear(channels, [0, 0, 0]));

  // Saturation and greyscale as one matrix, then colorize.
  const amount = 1 + v.saturation / 100;
  const luma = [LUMA_R, LUMA_G, LUMA_B];
  const matrix = [0, 1, 2].map((row) => luma.map((weight, column) => (v.greyscale ? weight : (1 - amount) * weight + (row === column ? amount : 0))));
  const keep = 1 - v.colorize.alpha;
  const tint = [v.colorize.red, v.colorize.green, v.colorize.blue].map((component) => component * v.colorize.alpha);
  const mixed = await pass(curved, (image) => image.recomb(matrix as Matrix).linear([keep, keep, keep], tint));

  // Sharpen last, as ours does.
  const a = v.sharpen / 100;
  const last = sharp(mixed.data, { raw: mixed.info });
  return encode(a > 0 ? last.convolve({ width: 3, height: 3, kernel: [0, -a, 0, -a, 1 + 4 * a, -a, 0, -a, 0] }) : last).toBuffer();
}

/** How far two pictures of the same size lie apart: the mean |a − b| over the RGB values, in levels (0–255). */
export async function pictureDistance(a: Buffer | Raw, b: Buffer | Raw): Promise<number> {
  const rgba = async (input: Buffer | Raw) =>
    (Buffer.isBuffer(input) ? sharp(input) : sharp(input.data, { raw: input.info })).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, right] = await Promise.all([rgba(a), rgba(b)]);
  if (left.info.width !== right.info.width || left.info.height !== right.info.height) {
    throw new Error(`the pictures differ in size: ${left.info.width}×${left.info.height} and ${right.info.width}×${right.info.height}`);
  }
  return meanAbsoluteDifference(left.data, right.data);
}
