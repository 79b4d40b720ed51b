/**
 * The image-processing operations (packages/shared/src/image-ops) on a picture of the kiosk's size,
 * 1536 × 2048: every value at once against the identity (which only checks its values and returns),
 * each stage on its own (colour, sharpen, soft skin, halo), and the server's whole path — sharp
 * decode, soft skin and every value, JPEG — against bare sharp decoding and encoding the same picture.
 * The pixel work is plain JavaScript on one thread, so these are the milliseconds a rendition waits.
 */
import { pathToFileURL } from 'node:url';
import { applyBeautification, applyHalo, applyImageOps, IDENTITY_VALUES, testCard, type HaloSettings, type ImageOpsValues } from '@booth/shared';
import sharp from 'sharp';
import { NORMALISED_JPEG_QUALITY } from '../apps/server/src/platform/media/image-limits.ts';
import { applyImageOpsToImage } from '../apps/server/src/platform/media/image-ops-raw.ts';
import { compare, formatComparison, formatStats, statsOf } from './support/compare.ts';

const [W, H] = [1536, 2048];
const ROUNDS = 5;

const ALL_VALUES: ImageOpsValues = {
  brightness: 8,
  exposure: 15,
  hue: 20,
  colorize: { red: 255, green: 160, blue: 60, alpha: 0.15 },
  channels: { red: 255, green: 240, blue: 230, alpha: 1 },
  gamma: 1.2,
  vibrance: 25,
  contrast: 15,
  saturation: 10,
  sharpen: 40,
  greyscale: false,
};
const COLOUR_ONLY: ImageOpsValues = { ...ALL_VALUES, sharpen: 0 };
const HALO: HaloSettings = { enabled: true, color: { red: 255, green: 0, blue: 0, alpha: 1 }, blurRadius: 10, solid: 5, offsetX: 0, offsetY: 0 };

/** A standing person: an ellipse for the body and a disc for the head. */
function personMask(): Uint8Array {
  const mask = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const body = ((x - W / 2) / (W * 0.3)) ** 2 + ((y - H * 0.75) / (H * 0.35)) ** 2 <= 1;
      const head = Math.hypot(x - W / 2, y - H * 0.3) <= W * 0.15;
      if (body || head) mask[y * W + x] = 255;
    }
  }
  return mask;
}

/** Milliseconds of one run of `work` on a fresh copy of the picture (the copy is not timed). */
function timed(picture: Uint8ClampedArray, work: (pixels: Uint8ClampedArray) => void): () => Promise<number> {
  return async () => {
    const pixels = picture.slice();
    const started = performance.now();
    work(pixels);
    return performance.now() - started;
  };
}

async function medianOf(run: () => Promise<number>): Promise<ReturnType<typeof statsOf>> {
  const values: number[] = [];
  for (let round = 0; round < ROUNDS; round++) values.push(await run());
  return statsOf(values);
}

export async function benchImageOps(): Promise<string> {
  const picture = testCard(W, H);
  const mask = personMask();
  const png = await sharp(picture, { raw: { width: W, height: H, channels: 4 } }).png().toBuffer();
  const jpeg = await sharp(png).jpeg({ quality: NORMALISED_JPEG_QUALITY }).toBuffer();

  const all = timed(picture, (pixels) => applyImageOps(pixels, W, H, ALL_VALUES));
  const identity = timed(picture, (pixels) => applyImageOps(pixels, W, H, IDENTITY_VALUES));
  // Warm the JIT on both paths before measuring.
  await all();
  await identity();
  const ops = await compare({ name: 'all values', run: all }, { name: 'identity', run: identity }, ROUNDS);

  const stages = {
    colour: await medianOf(timed(picture, (pixels) => applyImageOps(pixels, W, H, COLOUR_ONLY))),
    sharpen: await medianOf(timed(picture, (pixels) => applyImageOps(pixels, W, H, { sharpen: 40 }))),
    'soft skin': await medianOf(timed(picture, (pixels) => applyBeautification(pixels, W, H))),
    halo: await medianOf(timed(picture, (pixels) => applyHalo(pixels, mask, W, H, HALO))),
  };

  const server = async () => {
    const started = performance.now();
    await applyImageOpsToImage(jpeg, ALL_VALUES, { beautify: true });
    return performance.now() - started;
  };
  const bare = async () => {
    const started = performance.now();
    const decoded = await sharp(jpeg).ensureAlpha().raw().toBuffer();
    await sharp(decoded, { raw: { width: W, height: H, channels: 4 } }).flatten({ background: '#ffffff' }).jpeg({ quality: NORMALISED_JPEG_QUALITY }).toBuffer();
    return performance.now() - started;
  };
  await server();
  await bare();
  const whole = await compare({ name: 'server path', run: server }, { name: 'bare sharp', run: bare }, ROUNDS);

  return [
    formatComparison(`image ops ${W}×${H} (ms, lower is better)`, ['all values', 'identity'], ops, 'ms', 1),
    `image ops stages ${W}×${H}: ${Object.entries(stages).map(([name, stats]) => `${name} ${formatStats(stats, 'ms')}`).join(', ')}`,
    formatComparison(`image ops on the server ${W}×${H} JPEG (ms)`, ['decode + soft skin + all values + JPEG', 'bare sharp decode + JPEG'], whole, 'ms'),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchImageOps());
}
