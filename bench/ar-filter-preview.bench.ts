/**
 * AR filter preview frame time (issue 13 "must run at camera frame rate on a mid-range tablet"): in
 * the system Chromium, on the fake camera showing a face that sways to the side and back, each camera
 * frame gets the kiosk's own face tracker (human's mesh on the WASM backend, as the kiosk tunes it)
 * and drawArFilter with the sample filter (sunglasses and a party hat) — the work of one live frame.
 * Goal: p95 ≤ 33 ms (30 fps). Reference (the floor, not the same work), interleaved: the same frames
 * drawn without detection, so the ratio is what the face tracker adds.
 * The page is the kiosk's AR code bundled by esbuild (e2e/support/ar-harness.ts) with the models and
 * the filter served from memory: no server, nothing leaves the machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { sampleArFilterFiles } from '../apps/server/src/test/ar-filter-fixture.ts';
import { AR_HARNESS_PATH, bundleArHarness, makeFaceVideo, routeArHarness, routeMlFiles, type PageArFilter, type PageFaceTracker, type PageLandmarks } from '../e2e/support/ar-harness.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { compare, formatComparison, formatStats, statsOf } from './support/compare.ts';
import { runIfMain } from './support/runner.ts';

const GOAL_MS = 33;
const ROUNDS = Number(process.env.AR_BENCH_ROUNDS ?? 5);
/** Camera frames measured per round (the fake camera runs at 30 fps: 4 s a round). */
const FRAMES = 120;
const WARM_UP_FRAMES = 30;
const FILTER_PATH = '/__ar-sample/';

declare global {
  interface Window {
    arBench?: {
      /** Per-frame milliseconds of `frames` camera frames: detection (or the last landmarks) plus drawing. */
      run(frames: number, detect: boolean): Promise<number[]>;
    };
  }
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number;
}

async function preparePage(page: Page): Promise<void> {
  await page.goto(`http://127.0.0.1:9${AR_HARNESS_PATH}`);
  await page.waitForFunction(() => document.body.dataset.ar === 'ready');
  await page.evaluate(async (manifestSrc) => {
    const ar = window.boothAr!;
    const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480, frameRate: 30 } });
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    const [filter, tracker]: [PageArFilter, PageFaceTracker] = await Promise.all([ar.loadArFilter(manifestSrc), ar.loadFaceTracker()]);
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [640, 480];
    document.body.append(canvas);
    const context = canvas.getContext('2d')!;
    const view = { origin: { x: 0, y: 0 }, scale: 1, mirrored: true };
    let last: PageLandmarks | null = null;
    const nextFrame = () => new Promise<void>((resolve) => video.requestVideoFrameCallback(() => resolve()));
    window.arBench = {
      async run(frames, detect) {
        const times: number[] = [];
        for (let frame = 0; frame < frames; frame++) {
          await nextFrame();
          const started = performance.now();
          if (detect || !last) last = (await tracker.detect(video)) ?? last;
          context.clearRect(0, 0, canvas.width, canvas.height);
          if (last) ar.drawArFilter(context, filter, last, view);
          // Reading one pixel waits for the drawing to be done, as showing the frame would.
          context.getImageData(0, 0, 1, 1);
          times.push(performance.now() - started);
        }
        if (!last) throw new Error('no face was found on the fake camera');
        return times;
      },
    };
  }, `${FILTER_PATH}manifest.json`);
}

export async function benchArFilterPreview(): Promise<string> {
  const workDir = await mkdtemp(join(tmpdir(), 'booth-bench-ar-'));
  const browser = await launchBrowser({ fakeCamera: { y4m: await makeFaceVideo(join(workDir, 'face.y4m'), { seconds: 6, fps: 30, sway: 40 }) } });
  try {
    const context = await browser.newContext();
    // tsx (esbuild's keepNames) wraps the functions passed to page.evaluate in __name(); the page needs it too.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const [harness, sample] = await Promise.all([bundleArHarness(), sampleArFilterFiles()]);
    await routeArHarness(context, harness);
    await routeMlFiles(context);
    await context.route(`**${FILTER_PATH}**`, (route) => {
      const name = new URL(route.request().url()).pathname.slice(FILTER_PATH.length);
      const body = sample[name];
      return body ? route.fulfill({ body, contentType: name.endsWith('.json') ? 'application/json' : 'image/png' }) : route.fulfill({ status: 404 });
    });
    const page = await context.newPage();
    await preparePage(page);
    // The first detections compile the models' kernels; a guest sees them before the first picture, not in it.
    await page.evaluate((frames) => window.arBench!.run(frames, true), WARM_UP_FRAMES);

    const all: number[] = [];
    const side = (detect: boolean) => async () => {
      const times = await page.evaluate(([frames, on]) => window.arBench!.run(frames, on), [FRAMES, detect] as [number, boolean]);
      if (detect) all.push(...times);
      return p95(times);
    };
    const result = await compare({ name: 'detect + draw', run: side(true) }, { name: 'draw only', run: side(false) }, ROUNDS);
    const verdict = result.subject.median <= GOAL_MS ? 'goal met' : 'GOAL MISSED';
    return (
      `${formatComparison('ar-filter preview (p95 ms per camera frame, lower is better)', ['detect + draw', 'floor: the same frames drawn without detection'], result, 'ms', 1)}; ` +
      `goal p95 ≤ ${GOAL_MS} ms: ${verdict} (median frame ${formatStats(statsOf(all), 'ms', 1)} over ${all.length} frames)`
    );
  } finally {
    await browser.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, benchArFilterPreview);
