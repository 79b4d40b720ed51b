import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLASSES_FRAME_RGB, HAT_RGB, sampleArFilterZip } from '../apps/server/src/test/ar-filter-fixture.ts';
import { OrganiserApi } from './support/api.ts';
import { AR_HARNESS_PATH, bundleArHarness, makeFaceVideo, routeArHarness, type PageArFilter, type PageFaceTracker } from './support/ar-harness.ts';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

// The kiosk's AR filter code in Chromium, on the fake camera showing a face: a filter uploaded through
// the API is checked and extracted by the server, loaded by URL as a guest loads it, and the live layer
// draws the sunglasses on the eyes and the hat above the forehead (pixels checked), mirrored or not,
// and bakes the filter into a captured picture.

let server: RunningServer;
let browser: Browser;
let workDir: string;
let page: Page;
const requests: string[] = [];

/** Where the face video's eyes are (e2e/support/ar-harness.ts makeFaceVideo), in its 640x480 pixels. */
const EYES = { x: 349, y: 153 };
const FOREHEAD_Y = 97;

interface Blob2d {
  count: number;
  x: number;
  y: number;
  width: number;
}

/** What the page measures: the pixels of one colour on a canvas, their centre and how wide they spread. */
declare global {
  interface Window {
    arTest?: {
      video: HTMLVideoElement;
      filter: PageArFilter;
      tracker: PageFaceTracker;
      find(canvas: HTMLCanvasElement, rgb: readonly number[]): Blob2d;
    };
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'booth-ar-'));
  const [y4m, harness] = await Promise.all([makeFaceVideo(join(workDir, 'face.y4m')), bundleArHarness()]);
  [server, browser] = await Promise.all([startServer(), launchBrowser({ fakeCamera: { y4m } })]);

  const api = await OrganiserApi.login(server.url);
  const asset = (await api.uploadAsset('arFilter', 'party.zip', await sampleArFilterZip())) as { id: string; filePath: string };
  // A live campaign offering the filter: its guests may load the private filter's files without an account.
  await api.request('POST', '/events', { name: 'AR party', boothType: 'ipad', eventType: 'live', shutter: { photo: { enabled: true, arFilters: [asset.id] } } });
  // The checked manifest is stored beside the ZIP (docs/ar-filters.md "Storage").
  const manifestSrc = asset.filePath.replace(/[^/]+$/, 'ar-filter.json');

  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 768 } });
  await routeArHarness(context, harness);
  page = await context.newPage();
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(AR_HARNESS_PATH);
  await page.waitForFunction(() => document.body.dataset.ar === 'ready');
  await page.evaluate(async (src) => {
    const ar = window.boothAr!;
    const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 } });
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    const [filter, tracker] = await Promise.all([ar.loadArFilter(src), ar.loadFaceTracker()]);
    window.arTest = {
      video,
      filter,
      tracker,
      find(canvas, [r, g, b]) {
        const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let [count, sumX, sumY, minX, maxX] = [0, 0, 0, Infinity, -Infinity];
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const at = (y * width + x) * 4;
            if (Math.abs(data[at]! - r!) < 40 && Math.abs(data[at + 1]! - g!) < 40 && Math.abs(data[at + 2]! - b!) < 40 && data[at + 3]! > 200) {
              count += 1;
              sumX += x;
              sumY += y;
              minX = Math.min(minX, x);
              maxX = Math.max(maxX, x);
            }
          }
        }
        return { count, x: sumX / count, y: sumY / count, width: maxX - minX };
      },
    };
  }, manifestSrc);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Mounts the live layer, waits until it draws the glasses, and measures both layers' colours on its canvas. */
function liveLayer(options: { mirrored: boolean; aspect: number; viaLiveCanvas?: boolean }): Promise<{ size: [number, number]; glasses: Blob2d; hat: Blob2d; twice: Blob2d }> {
  return page.evaluate(
    async ({ mirrored, aspect, viaLiveCanvas, glassesRgb, hatRgb }) => {
      const { video, filter, tracker, find } = window.arTest!;
      const layer = await window.boothAr!.mountLayer({ video, viaLiveCanvas, filter, tracker, mirrored, aspect, width: 640 });
      const deadline = performance.now() + 20_000;
      // A few frames more once the face is found, so the smoothing has settled on it.
      let seen = 0;
      while (seen < 20 && performance.now() < deadline) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (find(layer.canvas, glassesRgb).count > 0) seen += 1;
      }
      // The same filter drawn by the handle into a canvas twice the size (what a capture at a higher resolution gets).
      const large = document.createElement('canvas');
      [large.width, large.height] = [layer.canvas.width * 2, layer.canvas.height * 2];
      layer.handle.drawInto(large.getContext('2d')!);
      const result = {
        size: [layer.canvas.width, layer.canvas.height] as [number, number],
        glasses: find(layer.canvas, glassesRgb),
        hat: find(layer.canvas, hatRgb),
        twice: find(large, glassesRgb),
      };
      layer.unmount();
      return result;
    },
    { ...options, glassesRgb: [...GLASSES_FRAME_RGB], hatRgb: [...HAT_RGB] },
  );
}

describe('AR filter on the fake camera', () => {
  it('draws the sunglasses on the eyes and the hat above the forehead, live', async () => {
    const { size, glasses, hat, twice } = await liveLayer({ mirrored: false, aspect: 4 / 3 });
    expect(size).toEqual([640, 480]);
    expect(glasses.count).toBeGreaterThan(500);
    expect(Math.abs(glasses.x - EYES.x)).toBeLessThan(20);
    expect(Math.abs(glasses.y - EYES.y)).toBeLessThan(20);
    // The glasses are sized by the eyes: 600 px of glasses for 300 px between the lenses, the eyes ~60 px apart.
    expect(glasses.width).toBeGreaterThan(90);
    expect(glasses.width).toBeLessThan(160);
    expect(hat.count).toBeGreaterThan(500);
    expect(hat.y).toBeLessThan(FOREHEAD_Y);
    expect(Math.abs(hat.x - EYES.x)).toBeLessThan(60);
    expect(Math.abs(twice.x - 2 * glasses.x)).toBeLessThan(6);
    expect(Math.abs(twice.y - 2 * glasses.y)).toBeLessThan(6);
  });

  it('follows the mirrored preview, over the camera or over the live canvas the booth draws, and the crop of a portrait campaign', async () => {
    const mirrored = await liveLayer({ mirrored: true, aspect: 4 / 3 });
    expect(Math.abs(mirrored.glasses.x - (640 - EYES.x))).toBeLessThan(20);
    expect(Math.abs(mirrored.glasses.y - EYES.y)).toBeLessThan(20);
    const overCanvas = await liveLayer({ mirrored: true, aspect: 4 / 3, viaLiveCanvas: true });
    expect(Math.abs(overCanvas.glasses.x - (640 - EYES.x))).toBeLessThan(20);
    expect(Math.abs(overCanvas.glasses.y - EYES.y)).toBeLessThan(20);
    const portrait = await liveLayer({ mirrored: false, aspect: 3 / 4 });
    // 3:4 out of 640x480 is the middle 360 px: x 140 to 500.
    expect(portrait.size).toEqual([360, 480]);
    expect(Math.abs(portrait.glasses.x - (EYES.x - 140))).toBeLessThan(20);
  });

  it('bakes the filter into a captured picture, and leaves a picture without a face alone', async () => {
    const result = await page.evaluate(
      async ({ glassesRgb }) => {
        const { video, filter, tracker, find } = window.arTest!;
        // The capture as the kiosk takes it with the mirror on: the camera frame, flipped.
        const frame = document.createElement('canvas');
        [frame.width, frame.height] = [video.videoWidth, video.videoHeight];
        const context = frame.getContext('2d')!;
        context.translate(frame.width, 0);
        context.scale(-1, 1);
        context.drawImage(video, 0, 0);
        const baked = await window.boothAr!.bakeArFilter(frame, filter, tracker);
        const blank = document.createElement('canvas');
        [blank.width, blank.height] = [640, 480];
        blank.getContext('2d')!.fillStyle = '#808080';
        blank.getContext('2d')!.fillRect(0, 0, 640, 480);
        const bakedBlank = await window.boothAr!.bakeArFilter(blank, filter, tracker);
        return { baked, glasses: find(frame, glassesRgb), bakedBlank, blankGlasses: find(blank, glassesRgb).count };
      },
      { glassesRgb: [...GLASSES_FRAME_RGB] },
    );
    expect(result.baked).toBe(true);
    expect(Math.abs(result.glasses.x - (640 - EYES.x))).toBeLessThan(20);
    expect(Math.abs(result.glasses.y - EYES.y)).toBeLessThan(20);
    expect(result.bakedBlank).toBe(false);
    expect(result.blankGlasses).toBe(0);
  });

  it('loaded everything from its own origin: models, wasm, the manifest and the layers', () => {
    const origin = new URL(server.url).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url))).toEqual([]);
    expect(requests.some((url) => url.endsWith('/ar-filter.json'))).toBe(true);
    expect(requests.filter((url) => /\/ar-layer-\d\.png$/.test(url))).toHaveLength(2);
    expect(requests.some((url) => url.includes('/ml/models/facemesh.bin'))).toBe(true);
  });
});
