import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLASSES_FRAME_RGB, HAT_RGB, sampleArFilterZip } from '../apps/server/src/test/ar-filter-fixture.ts';
import { OrganiserApi } from './support/api.ts';
import { AR_HARNESS_PATH, bundleArHarness, makeFaceVideo, routeArHarness, type PageArFilter, type PageFaceTracker } from './support/ar-harness.ts';
import { BoothDriver } from './support/booth.ts';
import { launchBrowser } from './support/browser.ts';
import { FACE_CLIP, FACE_EYES } from './support/face-camera.ts';
import { around, luma, PicturePixels, type Rgb } from './support/picture-pixels.ts';
import { startServer, type RunningServer } from './support/server.ts';

// The kiosk's AR filter code in Chromium, on the fake camera showing a face: a filter uploaded through
// the API is checked and extracted by the server, loaded by URL as a guest loads it, and the live layer
// draws the sunglasses on the eyes and the hat above the forehead (pixels checked), mirrored or not,
// and bakes the filter into a captured picture. Then the tablet booth records a video with the filter,
// and the processed MP4's frames are checked for it.

let server: RunningServer;
let browser: Browser;
let workDir: string;
let page: Page;
let api: OrganiserApi;
let arFilterId: string;
/** The fake camera's clip. */
let faceY4m: string;
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
  faceY4m = y4m;
  [server, browser] = await Promise.all([startServer(), launchBrowser({ fakeCamera: { y4m } })]);

  api = await OrganiserApi.login(server.url);
  const asset = (await api.uploadAsset('arFilter', 'party.zip', await sampleArFilterZip())) as { id: string; filePath: string };
  arFilterId = asset.id;
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

/** One frame of a video file, `seconds` in, as a PNG (ffmpeg). */
async function frameOf(path: string, seconds: number): Promise<Buffer> {
  const args = ['-loglevel', 'error', '-ss', String(seconds), '-i', path, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'];
  const { stdout } = await promisify(execFile)(process.env.FFMPEG_PATH ?? 'ffmpeg', args, { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024 });
  return stdout;
}

/** How many pixels of the kiosk's live canvas (what is recorded) show the sunglasses' frame colour. */
function glassesOnLiveCanvas(kiosk: Page): Promise<number> {
  return kiosk.getByTestId('camera-preview').evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let at = 0; at < data.length; at += 4) {
      if (Math.abs(data[at]! - r) < 40 && Math.abs(data[at + 1]! - g) < 40 && Math.abs(data[at + 2]! - b) < 40) count += 1;
    }
    return count;
  }, GLASSES_FRAME_RGB);
}

/**
 * The sample filter on the face in a frame of the kiosk's recording (4:3 and mirrored, as the guest saw
 * it), against `plain`, the camera's own unmirrored picture; positions in shares of the picture.
 */
function expectFilterInFrame(recorded: PicturePixels, plain: PicturePixels, label: string): void {
  const [width, height] = [FACE_CLIP.width, FACE_CLIP.height];
  // The dark lenses (85 % of a near black) on the eyes where the mirrored picture shows them: darker than the eyes themselves.
  for (const eye of FACE_EYES) {
    const withFilter = luma(recorded.mean(around(1 - eye.x / width, eye.y / height, 7 / width, 7 / height)));
    const without = luma(plain.mean(around(eye.x / width, eye.y / height, 7 / width, 7 / height)));
    expect(withFilter, `${label}: lens at ${JSON.stringify(eye)} (camera: ${without})`).toBeLessThan(without - 10);
  }
  const eyes = { x: 1 - EYES.x / width, y: EYES.y / height };
  // The hat's cyan above the forehead, which the camera's picture has not.
  const cyan = ({ r, g, b }: Rgb) => g > 150 && b > 150 && r < 110;
  const hat = { left: eyes.x - 0.08, right: eyes.x + 0.08, top: 0, bottom: FOREHEAD_Y / height };
  expect(recorded.share(hat, cyan), `${label}: share of cyan above the forehead`).toBeGreaterThan(0.15);
  expect(plain.share({ ...hat, left: 1 - hat.right, right: 1 - hat.left }, cyan), 'cyan there in the camera picture').toBeLessThan(0.001);
  // The sunglasses' magenta frame round the eyes.
  const magenta = ({ r, g, b }: Rgb) => r > 150 && b > 150 && g < 110;
  expect(recorded.share(around(eyes.x, eyes.y, 0.1, 0.06), magenta), `${label}: share of magenta round the eyes`).toBeGreaterThan(0.02);
}

describe('AR filter in a video recorded by the tablet booth', () => {
  it('records the filter with the face: the processed MP4 has the dark lenses on the eyes and the hat above them, mirrored as shown', async () => {
    const { slug } = await api.request<{ slug: string }>('POST', '/events', {
      name: 'AR video',
      boothType: 'ipad',
      eventType: 'live',
      dimension: '4:3',
      shutter: {
        photo: { enabled: false },
        video: { enabled: true, fixedVideoSeconds: 2, audioRecording: false, arFilters: [arFilterId], allowChooseNoneArFilter: true },
      },
      screens: { shutter: { countdownSeconds: 1 } },
    });
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 768 }, hasTouch: true });
    await context.grantPermissions(['camera', 'microphone'], { origin: server.url });
    const kiosk = await context.newPage();
    await kiosk.goto(`/en/kiosk/${slug}`);
    await kiosk.getByTestId('attention-screen').click({ timeout: 30_000 });

    // The video mode offers the filters; the chosen one is drawn into the live canvas itself, not over it.
    await kiosk.getByTestId('ar-filter-chooser').waitFor({ timeout: 30_000 });
    await kiosk.getByTestId('ar-filter-none').click();
    await kiosk.getByTestId(`ar-filter-${arFilterId}`).click();
    await expect.poll(() => glassesOnLiveCanvas(kiosk), { timeout: 60_000, interval: 250 }).toBeGreaterThan(100);
    expect(await kiosk.getByTestId('ar-filter-layer').isVisible()).toBe(false);

    const shutter = kiosk.getByTestId('shutter');
    await expect.poll(() => shutter.isEnabled(), { timeout: 30_000 }).toBe(true);
    await shutter.click();
    await kiosk.getByTestId('review-video').waitFor({ timeout: 30_000 });
    const uploaded = kiosk.waitForResponse((response) => response.url().endsWith(`/api/events/${slug}/shoots`) && response.request().method() === 'POST', { timeout: 60_000 });
    await kiosk.getByTestId('review-approve').click();
    const response = await uploaded;
    expect(response.status()).toBe(201);
    const shoot = (await response.json()) as { id: string; micrositeUrl: string };
    const [processed] = await new BoothDriver(browser, server, api, slug).waitUntilProcessed([shoot.id]);
    expect(processed).toMatchObject({ status: 'ready', mimetype: 'video/mp4' });

    // The MP4 the microsite plays.
    await kiosk.goto(shoot.micrositeUrl);
    const src = await kiosk.locator('video.media source').getAttribute('src', { timeout: 30_000 });
    const video = await fetch(new URL(src ?? '', server.url));
    expect(video.status).toBe(200);
    const mp4 = join(workDir, 'recorded.mp4');
    await writeFile(mp4, Buffer.from(await video.arrayBuffer()));
    const plain = await PicturePixels.of(await frameOf(faceY4m, 0));
    await context.close();
    // Near the start and near the end of the 2 s: the filter is in the recording throughout.
    for (const seconds of [0.3, 1.5]) expectFilterInFrame(await PicturePixels.of(await frameOf(mp4, seconds)), plain, `${seconds} s`);
  }, 240_000);
});
