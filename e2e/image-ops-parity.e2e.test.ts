import { fileURLToPath } from 'node:url';
import { FILTER_PRESETS, IDENTITY_VALUES, meanAbsoluteDifference, testCard, type ImageOpsValues } from '@booth/shared';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyImageOpsToImage } from '../apps/server/src/platform/media/image-ops-raw.ts';
import { launchBrowser } from './support/browser.ts';

// The kiosk's live preview and the server's rendition run one definition of the image operations
// (packages/shared/src/image-ops). This checks that they also give the same picture: Chromium draws a
// test picture into a canvas and applies the operations on its getImageData, the server decodes the
// same file with sharp and applies them on the raw pixels, and the two results may differ only by a
// fraction of a level. A JPEG input adds the two JPEG decoders' rounding, which the tolerance covers.

const [W, H] = [256, 192];
const TOLERANCE = 1.5;
const IMAGE_OPS_DIR = fileURLToPath(new URL('../packages/shared/src/image-ops/', import.meta.url));

interface Case {
  name: string;
  values: Partial<ImageOpsValues>;
  beautify?: boolean;
}

const CASES: Case[] = [
  { name: 'identity', values: IDENTITY_VALUES },
  ...FILTER_PRESETS.map((preset) => ({ name: `preset ${preset.key}`, values: preset.values })),
  {
    name: 'every value at once',
    values: {
      brightness: 8,
      exposure: 20,
      hue: -35,
      colorize: { red: 40, green: 90, blue: 200, alpha: 0.15 },
      channels: { red: 255, green: 235, blue: 215, alpha: 1 },
      gamma: 1.3,
      vibrance: 30,
      contrast: 15,
      saturation: -10,
      sharpen: 40,
      greyscale: false,
    },
  },
  { name: 'hue half way round, darker', values: { hue: 180, exposure: -40, gamma: 0.7 } },
  { name: 'soft skin with a warm look', values: FILTER_PRESETS.find((preset) => preset.key === 'warm')!.values, beautify: true },
];

let browser: Browser;
let page: Page;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  // The shared operations as the browser gets them: bundled by esbuild, as Vite bundles the kiosk.
  const bundle = await build({
    stdin: {
      contents: "export { processPicture } from './apply-image-ops.ts';",
      resolveDir: IMAGE_OPS_DIR,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'imageOps',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  png = await sharp(testCard(W, H), { raw: { width: W, height: H, channels: 4 } }).png().toBuffer();
  jpeg = await sharp(png).jpeg({ quality: 90 }).toBuffer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>image ops</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** The picture as Chromium processes it: decoded into a canvas, the operations on its ImageData, painted back and read. */
async function inBrowser(file: Buffer, mimetype: string, testCase: Case): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ({ src, values, beautify }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(image, 0, 0);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const ops = (window as unknown as { imageOps: { processPicture: (...args: unknown[]) => unknown } }).imageOps;
      ops.processPicture(frame.data, canvas.width, canvas.height, { values, beautify });
      context.putImageData(frame, 0, 0);
      const painted = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let binary = '';
      for (let i = 0; i < painted.length; i += 8192) binary += String.fromCharCode(...painted.subarray(i, i + 8192));
      return btoa(binary);
    },
    { src: `data:${mimetype};base64,${file.toString('base64')}`, values: testCase.values, beautify: testCase.beautify ?? false },
  );
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

/** The same picture as the server processes it for a rendition (lossless out, so only the operations are compared). */
async function onServer(file: Buffer, testCase: Case): Promise<Uint8Array> {
  const result = await applyImageOpsToImage(file, testCase.values, { beautify: testCase.beautify, format: 'png' });
  expect([result.width, result.height]).toEqual([W, H]);
  return new Uint8Array(await sharp(result.data).ensureAlpha().raw().toBuffer());
}

describe('image operations: browser and server agree', () => {
  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))('%s (PNG and JPEG input)', async (_name, testCase) => {
    for (const [file, mimetype] of [[png, 'image/png'], [jpeg, 'image/jpeg']] as const) {
      const [browserPixels, serverPixels] = await Promise.all([inBrowser(file, mimetype, testCase), onServer(file, testCase)]);
      const difference = meanAbsoluteDifference(browserPixels, serverPixels);
      expect(difference, `${testCase.name}, ${mimetype}: mean difference ${difference.toFixed(3)} levels`).toBeLessThan(TOLERANCE);
    }
  });

  it('would notice a difference: one level of brightness apart is already above zero', async () => {
    const brighter = await onServer(png, { name: 'brighter', values: { brightness: 1 } });
    const plain = await inBrowser(png, 'image/png', { name: 'plain', values: {} });
    expect(meanAbsoluteDifference(brighter, plain)).toBeGreaterThan(2);
  });
});
