import { describe, expect, it } from 'vitest';
import { imageProcessingFeatureSchema } from '../events/index.ts';
import { applyImageOps, changesPixels, processPicture } from './apply-image-ops.ts';
import { FILTER_PRESETS } from './filter-presets.ts';
import { IDENTITY_VALUES, type ImageOpsValues } from './ops-values.ts';
import { meanAbsoluteDifference, noisePicture, testCard } from './test-pictures.ts';

const pixel = (red: number, green: number, blue: number, alpha = 255) => new Uint8ClampedArray([red, green, blue, alpha]);
const one = (values: Partial<ImageOpsValues>, input: Uint8ClampedArray) => Array.from(applyImageOps(input, 1, 1, values));

describe('applyImageOps: identity', () => {
  it('the identity is the schema default', () => {
    expect(IDENTITY_VALUES).toEqual(imageProcessingFeatureSchema.parse({}).values);
  });

  it('identity values, or none, leave every byte as it was (alpha included)', () => {
    const picture = noisePicture(64, 48);
    for (let i = 3; i < picture.length; i += 16) picture[i] = i % 256;
    const original = picture.slice();
    expect(applyImageOps(picture, 64, 48, {})).toEqual(original);
    expect(applyImageOps(picture, 64, 48, IDENTITY_VALUES)).toEqual(original);
    // A colour at alpha 0 tints nothing; channels at alpha 0 multiply nothing.
    expect(applyImageOps(picture, 64, 48, { colorize: { red: 9, green: 90, blue: 200, alpha: 0 }, channels: { red: 0, green: 0, blue: 0, alpha: 0 } })).toEqual(original);
    expect(changesPixels({})).toBe(false);
    expect(changesPixels({ sharpen: 1 })).toBe(true);
  });

  it('works on a Uint8Array (sharp raw output) like on a Uint8ClampedArray (canvas)', () => {
    const clamped = noisePicture(32, 32, 3);
    const plain = Uint8Array.from(clamped);
    const values = { brightness: 30, hue: 40, contrast: 20, sharpen: 60 };
    expect(Array.from(applyImageOps(plain, 32, 32, values))).toEqual(Array.from(applyImageOps(clamped, 32, 32, values)));
  });

  it('refuses a pixel array that does not match the size', () => {
    expect(() => applyImageOps(new Uint8ClampedArray(12), 2, 2, {})).toThrow(RangeError);
  });
});

describe('applyImageOps: known pixels', () => {
  it('brightness adds a share of full scale and clips at white', () => {
    expect(one({ brightness: 20 }, pixel(100, 100, 100))).toEqual([151, 151, 151, 255]);
    expect(one({ brightness: 20 }, pixel(250, 0, 100))).toEqual([255, 51, 151, 255]);
    expect(one({ brightness: -100 }, pixel(250, 10, 100))).toEqual([0, 0, 0, 255]);
  });

  it('contrast stretches around mid grey by ((c + 100) / 100)²', () => {
    expect(one({ contrast: 100 }, pixel(140, 100, 0))).toEqual([178, 18, 0, 255]);
    expect(one({ contrast: -100 }, pixel(140, 10, 250))).toEqual([128, 128, 128, 255]);
  });

  it('gamma above 1 lifts the mid tones, black and white stay', () => {
    expect(one({ gamma: 2 }, pixel(64, 0, 255))).toEqual([128, 0, 255, 255]);
    expect(one({ gamma: 0.5 }, pixel(128, 0, 255))).toEqual([64, 0, 255, 255]);
  });

  it('exposure works in stops on linear light', () => {
    expect(one({ exposure: 50 }, pixel(128, 0, 255))).toEqual([176, 0, 255, 255]);
    expect(one({ exposure: -50 }, pixel(128, 0, 255))).toEqual([92, 0, 188, 255]);
  });

  it('greyscale is the Rec. 709 luma', () => {
    expect(one({ greyscale: true }, pixel(255, 0, 0))).toEqual([54, 54, 54, 255]);
    expect(one({ greyscale: true }, pixel(0, 255, 0))).toEqual([182, 182, 182, 255]);
    expect(one({ greyscale: true }, pixel(90, 90, 90))).toEqual([90, 90, 90, 255]);
  });

  it('colorize tints towards the colour at its alpha; channels multiply', () => {
    expect(one({ colorize: { red: 0, green: 0, blue: 255, alpha: 0.5 } }, pixel(100, 100, 100))).toEqual([50, 50, 178, 255]);
    expect(one({ channels: { red: 255, green: 0, blue: 255, alpha: 1 } }, pixel(200, 200, 200))).toEqual([200, 0, 200, 255]);
    expect(one({ channels: { red: 255, green: 0, blue: 255, alpha: 0.5 } }, pixel(200, 200, 200))).toEqual([200, 100, 200, 255]);
  });

  it('hue turns around the colour circle', () => {
    expect(one({ hue: 120 }, pixel(255, 0, 0))).toEqual([0, 255, 0, 255]);
    expect(one({ hue: -120 }, pixel(255, 0, 0))).toEqual([0, 0, 255, 255]);
    expect(one({ hue: 180 }, pixel(200, 100, 50))).toEqual([50, 150, 200, 255]);
    expect(one({ hue: 90 }, pixel(77, 77, 77))).toEqual([77, 77, 77, 255]);
  });

  it('saturation −100 is grey, +100 doubles the distance from grey; vibrance spares saturated colours', () => {
    expect(one({ saturation: -100 }, pixel(200, 100, 50))).toEqual([118, 118, 118, 255]);
    expect(one({ saturation: 100 }, pixel(200, 100, 50))).toEqual([255, 82, 0, 255]);
    expect(one({ vibrance: 100 }, pixel(120, 100, 90))).toEqual([135, 97, 78, 255]);
    expect(one({ vibrance: 100 }, pixel(255, 0, 0))).toEqual([255, 0, 0, 255]);
  });

  it('never touches alpha', () => {
    expect(one({ brightness: 50, greyscale: true, hue: 30 }, pixel(10, 20, 30, 77))[3]).toBe(77);
  });
});

describe('applyImageOps: round trips', () => {
  it('a hue turn by 180° twice is the identity within rounding', () => {
    const picture = noisePicture(64, 64, 5);
    const original = picture.slice();
    applyImageOps(picture, 64, 64, { hue: 180 });
    expect(meanAbsoluteDifference(picture, original)).toBeGreaterThan(40);
    applyImageOps(picture, 64, 64, { hue: 180 });
    for (let i = 0; i < picture.length; i++) expect(Math.abs(picture[i]! - original[i]!)).toBeLessThanOrEqual(1);
  });

  it('gamma g then 1/g is the identity within a few levels away from black', () => {
    const picture = testCard(64, 64);
    const original = picture.slice();
    applyImageOps(applyImageOps(picture, 64, 64, { gamma: 1.8 }), 64, 64, { gamma: 1 / 1.8 });
    expect(meanAbsoluteDifference(picture, original)).toBeLessThan(0.6);
  });
});

describe('applyImageOps: sharpen', () => {
  it('leaves a flat picture flat and lifts a lone bright pixel above its neighbours', () => {
    const flat = new Uint8ClampedArray(5 * 5 * 4).fill(120);
    expect(applyImageOps(flat.slice(), 5, 5, { sharpen: 100 })).toEqual(flat);
    const dot = flat.slice();
    dot.set([160, 160, 160], (2 * 5 + 2) * 4);
    applyImageOps(dot, 5, 5, { sharpen: 100 });
    expect(dot[(2 * 5 + 2) * 4]).toBe(255); // 5·160 − 4·120
    expect(dot[(2 * 5 + 1) * 4]).toBe(80); // 5·120 − 3·120 − 160
    expect(dot[(0 * 5 + 0) * 4]).toBe(120);
  });
});

describe('applyImageOps: filter presets', () => {
  it.each(FILTER_PRESETS.map((preset) => [preset.key, preset.values] as const))('%s changes the picture and keeps its size and alpha', (_key, values) => {
    const picture = testCard(48, 32);
    const original = picture.slice();
    applyImageOps(picture, 48, 32, values);
    expect(meanAbsoluteDifference(picture, original)).toBeGreaterThan(1);
    for (let i = 3; i < picture.length; i += 4) expect(picture[i]).toBe(255);
  });

  it('the grey presets answer grey pixels (sepia tints them afterwards)', () => {
    const mono = applyImageOps(testCard(16, 16), 16, 16, FILTER_PRESETS.find((preset) => preset.key === 'mono')!.values);
    for (let i = 0; i < mono.length; i += 4) expect(new Set([mono[i], mono[i + 1], mono[i + 2]]).size).toBe(1);
    const sepia = applyImageOps(testCard(16, 16), 16, 16, FILTER_PRESETS.find((preset) => preset.key === 'sepia')!.values);
    expect(sepia[0]! > sepia[2]!).toBe(true);
  });
});

describe('processPicture', () => {
  it('with nothing to do leaves the picture as it was, and without a mask draws no halo', () => {
    const picture = testCard(40, 30);
    const original = picture.slice();
    const halo = { enabled: true, color: { red: 255, green: 0, blue: 0, alpha: 1 }, blurRadius: 10, solid: 5, offsetX: 0, offsetY: 0 };
    expect(processPicture(picture, 40, 30, { values: {}, beautify: false, halo })).toEqual(original);
  });
});
