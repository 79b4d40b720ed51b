import { applyBeautification, applyHalo, applyImageOps, FILTER_PRESETS, meanAbsoluteDifference, testCard, type HaloSettings } from '@booth/shared';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applyImageOpsToImage, filterPathValue, imageOpsChangePixels, withImageOpsVideoFilter, writeImageOpsVideoFilter } from './image-ops-raw.ts';
import { MediaGateway } from './media-gateway.ts';
import { NORMALISED_JPEG_QUALITY } from './image-limits.ts';
import { MediaError } from './media-error.ts';

const [W, H] = [96, 72];
const HALO: HaloSettings = { enabled: true, color: { red: 255, green: 0, blue: 0, alpha: 1 }, blurRadius: 6, solid: 3, offsetX: 0, offsetY: 0 };

const pngOf = (pixels: Uint8Array | Uint8ClampedArray, width = W, height = H) => sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
const rgbaOf = async (image: Buffer) => new Uint8Array(await sharp(image).ensureAlpha().raw().toBuffer());

/** A person mask: a filled rectangle in the middle. */
function personMask(): Uint8Array {
  const mask = new Uint8Array(W * H);
  for (let y = 20; y < 52; y++) for (let x = 30; x < 66; x++) mask[y * W + x] = 255;
  return mask;
}

describe('applyImageOpsToImage', () => {
  it('gives exactly the pixels applyImageOps gives on the decoded picture (PNG out)', async () => {
    const card = testCard(W, H);
    const values = { brightness: 12, contrast: 25, hue: 45, saturation: 20, vibrance: 10, gamma: 1.3, sharpen: 30 };
    const result = await applyImageOpsToImage(await pngOf(card), values, { format: 'png' });
    expect([result.width, result.height, result.contentType]).toEqual([W, H, 'image/png']);
    expect(await rgbaOf(result.data)).toEqual(new Uint8Array(applyImageOps(card.slice(), W, H, values)));
  });

  it('answers a JPEG by default, within JPEG noise of the same pixels, for every preset', async () => {
    const card = testCard(W, H);
    const png = await pngOf(card);
    // What JPEG alone costs on this picture (its grain and colour edges are hard on 4:2:0 chroma).
    const jpegNoise = meanAbsoluteDifference(await rgbaOf(await sharp(png).jpeg({ quality: NORMALISED_JPEG_QUALITY }).toBuffer()), card);
    for (const preset of FILTER_PRESETS) {
      const result = await applyImageOpsToImage(png, preset.values);
      expect(result.contentType).toBe('image/jpeg');
      expect((await sharp(result.data).metadata()).format).toBe('jpeg');
      const expected = applyImageOps(card.slice(), W, H, preset.values);
      expect(meanAbsoluteDifference(await rgbaOf(result.data), expected)).toBeLessThan(jpegNoise + 1);
    }
  });

  it('applies soft skin like the shared operation', async () => {
    const card = testCard(W, H);
    const result = await applyImageOpsToImage(await pngOf(card), {}, { beautify: true, format: 'png' });
    const expected = card.slice();
    applyBeautification(expected, W, H);
    expect(await rgbaOf(result.data)).toEqual(new Uint8Array(expected));
    expect(meanAbsoluteDifference(expected, card)).toBeGreaterThan(0);
  });

  it('draws the halo around the mask it is given (a grey mask image, scaled to the picture)', async () => {
    const card = testCard(W, H);
    const mask = personMask();
    const half = await sharp(mask, { raw: { width: W, height: H, channels: 1 } }).resize(W / 2, H / 2, { kernel: 'nearest' }).png().toBuffer();
    const full = await sharp(mask, { raw: { width: W, height: H, channels: 1 } }).png().toBuffer();
    const result = await applyImageOpsToImage(await pngOf(card), {}, { halo: HALO, mask: full, format: 'png' });
    const expected = card.slice();
    applyHalo(expected, mask, W, H, HALO);
    expect(await rgbaOf(result.data)).toEqual(new Uint8Array(expected));
    const fromHalf = await rgbaOf((await applyImageOpsToImage(await pngOf(card), {}, { halo: HALO, mask: half, format: 'png' })).data);
    const at = (pixels: Uint8Array | Uint8ClampedArray, x: number, y: number) => Array.from(pixels.subarray((y * W + x) * 4, (y * W + x) * 4 + 3));
    expect(at(fromHalf, 67, 36)).toEqual([255, 0, 0]);
    expect(at(fromHalf, 48, 36)).toEqual(at(card, 48, 36));
    expect(at(fromHalf, 90, 36)).toEqual(at(card, 90, 36));
  });

  it("uses a cut-out's own alpha as the mask and keeps its transparency (PNG)", async () => {
    const cut = testCard(W, H);
    const mask = personMask();
    for (let p = 0; p < W * H; p++) cut[p * 4 + 3] = mask[p]!;
    const result = await applyImageOpsToImage(await pngOf(cut), {}, { halo: HALO });
    expect(result.contentType).toBe('image/png');
    const pixels = await rgbaOf(result.data);
    expect(Array.from(pixels.subarray((36 * W + 68) * 4, (36 * W + 68) * 4 + 4))).toEqual([255, 0, 0, 255]);
    expect(pixels[3]).toBe(0);
  });

  it('draws no halo on an opaque picture without a mask', async () => {
    const card = testCard(W, H);
    const result = await applyImageOpsToImage(await pngOf(card), {}, { halo: HALO, format: 'png' });
    expect(await rgbaOf(result.data)).toEqual(new Uint8Array(card));
  });

  it('refuses a file that is not a picture, and a broken mask, as media errors', async () => {
    await expect(applyImageOpsToImage(Buffer.from('not a picture'), {})).rejects.toBeInstanceOf(MediaError);
    await expect(applyImageOpsToImage(await pngOf(testCard(W, H)), {}, { halo: HALO, mask: Buffer.from('nope') })).rejects.toThrow(/person mask/);
  });

  it('tells whether anything would change', () => {
    expect(imageOpsChangePixels({})).toBe(false);
    expect(imageOpsChangePixels({}, { beautify: false, halo: { ...HALO, enabled: false } })).toBe(false);
    expect(imageOpsChangePixels({ greyscale: true })).toBe(true);
    expect(imageOpsChangePixels({}, { beautify: true })).toBe(true);
    expect(imageOpsChangePixels({}, { halo: HALO })).toBe(true);
  });
});

describe('writeImageOpsVideoFilter', () => {
  it("colours a video frame through ffmpeg's lut3d like the stills' operations, within a level", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-ops-video-'));
    try {
      const card = testCard(W, H);
      await writeFile(join(dir, 'in.png'), await pngOf(card));
      const values = { hue: 40, gamma: 1.3, saturation: 20, contrast: 10, colorize: { red: 255, green: 160, blue: 60, alpha: 0.15 }, sharpen: 50 };
      const filter = await writeImageOpsVideoFilter(values, join(dir, 'ops.cube'));
      expect(filter).toBe(`lut3d=file=${join(dir, 'ops.cube')}:interp=tetrahedral`);
      await new MediaGateway().runFfmpeg(['-v', 'error', '-i', join(dir, 'in.png'), '-vf', filter!, '-y', join(dir, 'out.png')]);
      const coloured = await rgbaOf(await readFile(join(dir, 'out.png')));
      // Sharpen is not part of the table: video is compared with the colour stage alone.
      const expected = applyImageOps(card.slice(), W, H, { ...values, sharpen: 0 });
      expect(meanAbsoluteDifference(coloured, expected)).toBeLessThan(1);
      expect(meanAbsoluteDifference(coloured, card)).toBeGreaterThan(5);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('needs no filter for values that change no colour, and writes nothing then', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-ops-video-'));
    try {
      expect(await writeImageOpsVideoFilter({ sharpen: 80 }, join(dir, 'ops.cube'))).toBeNull();
      expect(await writeImageOpsVideoFilter({}, join(dir, 'ops.cube'))).toBeNull();
      await expect(stat(join(dir, 'ops.cube'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names a table in a folder with blanks, quotes and filter syntax so that ffmpeg reads it (DATA_DIR on an organiser's machine)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "booth data, it's [1]; a=b:c\\d "));
    try {
      await writeFile(join(dir, 'in.png'), await pngOf(testCard(W, H)));
      const filter = await writeImageOpsVideoFilter({ greyscale: true }, join(dir, 'ops.cube'));
      await new MediaGateway().runFfmpeg(['-v', 'error', '-i', join(dir, 'in.png'), '-filter_complex', `[0:v]${filter!},format=rgba[out]`, '-map', '[out]', '-y', join(dir, 'out.png')]);
      const grey = await rgbaOf(await readFile(join(dir, 'out.png')));
      for (let p = 0; p < W * H; p += 97) expect(Math.max(grey[p * 4]!, grey[p * 4 + 1]!, grey[p * 4 + 2]!) - Math.min(grey[p * 4]!, grey[p * 4 + 1]!, grey[p * 4 + 2]!)).toBeLessThanOrEqual(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('escapes a path once for the filter graph and once for the filter options', () => {
    expect(filterPathValue('/data/tmp/ops.cube')).toBe('/data/tmp/ops.cube');
    expect(filterPathValue('/my data/ops.cube')).toBe('/my\\\\\\ data/ops.cube');
    expect(filterPathValue('C:\\Booth\\ops.cube')).toBe('C\\\\\\:\\\\\\\\Booth\\\\\\\\ops.cube');
  });
});

describe('withImageOpsVideoFilter', () => {
  it('hands the render the filter while its table exists, and removes the table afterwards, also when the render fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-ops-video-'));
    const table = join(dir, 'ops.cube');
    try {
      const seen = await withImageOpsVideoFilter({ brightness: 30 }, table, async (filter) => ({ filter, size: (await stat(table)).size }));
      expect(seen.filter).toBe(`lut3d=file=${table}:interp=tetrahedral`);
      expect(seen.size).toBeGreaterThan(100_000);
      await expect(stat(table)).rejects.toMatchObject({ code: 'ENOENT' });

      const failing = withImageOpsVideoFilter({ brightness: 30 }, table, async () => {
        await stat(table);
        throw new Error('ffmpeg failed');
      });
      await expect(failing).rejects.toThrow('ffmpeg failed');
      await expect(stat(table)).rejects.toMatchObject({ code: 'ENOENT' });

      expect(await withImageOpsVideoFilter({ sharpen: 40 }, table, async (filter) => filter)).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
