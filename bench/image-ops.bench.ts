/**
 * The image-processing operations (packages/shared/src/image-ops) on a picture of the kiosk's size,
 * 1536 × 2048 (the shared test card: colour sweeps, a grey ramp, a skin-coloured disc). Baseline, the
 * same work: the same values done with libvips' own operations through sharp, in the same order
 * (support/sharp-image-ops.ts); the line says how far apart the two pictures come out. Compared,
 * interleaved, median and spread, with every value libvips can do (all but hue and vibrance):
 *   - the pixel work on raw RGBA in memory, ours (JavaScript, one thread) against sharp's (libvips,
 *     its thread pool), both from and to raw pixels;
 *   - the server's path: JPEG → decode, the values, JPEG (applyImageOpsToImage) against sharp
 *     decoding, doing the same values and encoding the same JPEG.
 * Hue, vibrance, soft skin and the halo have no libvips counterpart: their own times are printed with
 * the other stages' and the whole path's, without a ratio (interleaved rounds too).
 */
import { applyBeautification, applyHalo, applyImageOps, testCard, type HaloSettings, type ImageOpsValues } from '@booth/shared';
import sharp from 'sharp';
import { NORMALISED_JPEG_QUALITY } from '../apps/server/src/platform/media/image-limits.ts';
import { applyImageOpsToImage } from '../apps/server/src/platform/media/image-ops-raw.ts';
import { compare, formatComparison, formatStats, interleave, statsOf } from './support/compare.ts';
import { runIfMain } from './support/runner.ts';
import { pictureDistance, sharpImageOps } from './support/sharp-image-ops.ts';

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
/** What libvips can do as well: the compared values. */
const SHARED_VALUES: ImageOpsValues = { ...ALL_VALUES, hue: 0, vibrance: 0 };
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

/** Milliseconds of an async `work`. */
function timedAsync(work: () => Promise<unknown>): () => Promise<number> {
  return async () => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
}

export async function benchImageOps(): Promise<string> {
  const picture = testCard(W, H);
  const raw = { data: Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength), info: { width: W, height: H, channels: 4 as const } };
  const jpeg = await sharp(raw.data, { raw: raw.info }).jpeg({ quality: NORMALISED_JPEG_QUALITY }).toBuffer();
  const mask = personMask();

  // The same picture from both sides, and how far apart it comes out.
  const ours = applyImageOps(picture.slice(), W, H, SHARED_VALUES);
  const theirs = await sharpImageOps(raw, SHARED_VALUES, (image) => image.raw());
  const pixelDistance = await pictureDistance({ data: Buffer.from(ours.buffer), info: raw.info }, { data: theirs, info: { width: W, height: H, channels: 3 } });
  const jpegDistance = await pictureDistance(
    (await applyImageOpsToImage(jpeg, SHARED_VALUES)).data,
    await sharpImageOps(jpeg, SHARED_VALUES, (image) => image.jpeg({ quality: NORMALISED_JPEG_QUALITY })),
  );

  const pixelsOurs = timed(picture, (pixels) => applyImageOps(pixels, W, H, SHARED_VALUES));
  const pixelsSharp = timedAsync(() => sharpImageOps(raw, SHARED_VALUES, (image) => image.raw()));
  const pathOurs = timedAsync(() => applyImageOpsToImage(jpeg, SHARED_VALUES));
  const pathSharp = timedAsync(() => sharpImageOps(jpeg, SHARED_VALUES, (image) => image.jpeg({ quality: NORMALISED_JPEG_QUALITY })));
  // Warm the JIT and libvips on every path before measuring.
  for (const warm of [pixelsOurs, pixelsSharp, pathOurs, pathSharp]) await warm();
  const pixelWork = await compare({ name: 'ours', run: pixelsOurs }, { name: 'sharp', run: pixelsSharp }, ROUNDS);
  const serverPath = await compare({ name: 'ours', run: pathOurs }, { name: 'sharp', run: pathSharp }, ROUNDS);

  const stageNames = ['every colour value', 'hue + vibrance', 'sharpen', 'soft skin', 'halo', 'server path with every value and soft skin'] as const;
  const stageValues = await interleave(
    [
      { run: timed(picture, (pixels) => applyImageOps(pixels, W, H, COLOUR_ONLY)) },
      { run: timed(picture, (pixels) => applyImageOps(pixels, W, H, { hue: ALL_VALUES.hue, vibrance: ALL_VALUES.vibrance })) },
      { run: timed(picture, (pixels) => applyImageOps(pixels, W, H, { sharpen: ALL_VALUES.sharpen })) },
      { run: timed(picture, (pixels) => applyBeautification(pixels, W, H)) },
      { run: timed(picture, (pixels) => applyHalo(pixels, mask, W, H, HALO)) },
      { run: timedAsync(() => applyImageOpsToImage(jpeg, ALL_VALUES, { beautify: true })) },
    ],
    ROUNDS,
  );
  const levels = (distance: number) => `${distance.toFixed(1)} levels`;

  return [
    `${formatComparison(`image ops ${W}×${H}, every value but hue and vibrance, on raw RGBA (ms, lower is better)`, ['ours (JS, one thread)', 'sharp/libvips doing the same values'], pixelWork, 'ms', 1)}; the pictures differ by ${levels(pixelDistance)} on average`,
    `${formatComparison(`image ops on the server ${W}×${H}, JPEG → the same values → JPEG (ms)`, ['applyImageOpsToImage', 'sharp decoding, doing the same values, encoding'], serverPath, 'ms')}; the JPEGs differ by ${levels(jpegDistance)} on average`,
    `image ops stages ${W}×${H}, ours alone (hue, vibrance, soft skin and halo have no libvips counterpart: no ratio), ${ROUNDS} interleaved rounds: ${stageNames.map((name, index) => `${name} ${formatStats(statsOf(stageValues[index]!), 'ms')}`).join(', ')}`,
  ].join('\n');
}

await runIfMain(import.meta.url, benchImageOps);
