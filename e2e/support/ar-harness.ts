import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { BrowserContext } from 'playwright-core';

const WEB = resolve(import.meta.dirname, '../../apps/web');
const ENTRY = join(WEB, 'src/guest/kiosk/ar/ar-harness.tsx');
/** Where the harness page lives on the origin it is opened on; nothing of the app is there. */
export const AR_HARNESS_PATH = '/__ar-harness/';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };

/**
 * The kiosk's AR code (apps/web/src/guest/kiosk/ar/ar-harness.tsx) bundled for the browser by esbuild,
 * in memory: the real modules the kiosk uses, without adding a test page to the app's build.
 */
export async function bundleArHarness(): Promise<Map<string, { body: Buffer; contentType: string }>> {
  const result = await build({
    entryPoints: { 'ar-harness': ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    tsconfig: join(WEB, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    outdir: '/ar-harness',
    write: false,
    logLevel: 'silent',
  });
  const files = new Map<string, { body: Buffer; contentType: string }>();
  for (const file of result.outputFiles) {
    const name = file.path.slice('/ar-harness/'.length);
    files.set(name, { body: Buffer.from(file.contents), contentType: TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream' });
  }
  const css = [...files.keys()].filter((name) => name.endsWith('.css'));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>AR harness</title>${css.map((name) => `<link rel="stylesheet" href="${name}">`).join('')}</head><body style="margin:0"><script type="module" src="ar-harness.js"></script></body></html>`;
  files.set('index.html', { body: Buffer.from(html), contentType: TYPES['.html'] as string });
  return files;
}

/** Serves the bundle under AR_HARNESS_PATH of every origin the context opens; everything else goes to the network as usual. */
export async function routeArHarness(context: BrowserContext, files: Map<string, { body: Buffer; contentType: string }>): Promise<void> {
  await context.route(`**${AR_HARNESS_PATH}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(AR_HARNESS_PATH.length) || 'index.html';
    const file = files.get(name);
    if (!file) return route.fulfill({ status: 404, body: 'not in the harness' });
    return route.fulfill({ status: 200, body: file.body, contentType: file.contentType });
  });
}

const webRequire = createRequire(join(WEB, 'package.json'));

/** A package's folder as the web app resolves it (human's `exports` map hides its package.json). */
export function webPackageDir(pkg: string): string {
  for (const base of webRequire.resolve.paths(pkg) ?? []) {
    const dir = join(base, pkg);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`${pkg} is not installed`);
}

/**
 * A y4m clip of a face for Chromium's fake camera: the woman of human's own sample sheet (shipped in
 * its npm package), cropped to 4:3 and scaled to 640x480; she faces the camera, head turned a little.
 * Still, her eyes are about 60 px apart, between (318, 148) and (382, 157); with `sway` she moves that
 * many of the clip's pixels to the side and back every 3 s, as a guest in front of a booth does.
 */
export async function makeFaceVideo(path: string, { seconds = 3, fps = 15, sway = 0 } = {}): Promise<string> {
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  const samples = join(webPackageDir('@vladmandic/human'), 'assets/samples.jpg');
  // The crop is taken from the sample sheet at a quarter of the clip's scale.
  const x = sway > 0 ? `150+${sway / 8}*sin(2*PI*t/3)` : '150';
  const filter = `crop=160:120:'${x}':0,scale=640:480`;
  await promisify(execFile)(ffmpeg, ['-y', '-loglevel', 'error', '-loop', '1', '-i', samples, '-vf', filter, '-t', String(seconds), '-r', String(fps), '-pix_fmt', 'yuv420p', path]);
  return path;
}

/** The models and wasm the face tracker loads, served from the npm packages as the build's /ml/ folder holds them (vite-plugins/ml-assets.ts). */
export async function routeMlFiles(context: BrowserContext): Promise<void> {
  const files: Record<string, string> = {};
  for (const name of ['blazeface', 'facemesh']) {
    for (const ext of ['json', 'bin']) files[`/ml/models/${name}.${ext}`] = join(webPackageDir('@vladmandic/human'), 'models', `${name}.${ext}`);
  }
  for (const file of ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm']) {
    files[`/ml/wasm/${file}`] = join(webPackageDir('@tensorflow/tfjs-backend-wasm'), 'dist', file);
  }
  await context.route('**/ml/**', async (route) => {
    const path = files[new URL(route.request().url()).pathname];
    if (!path) return route.fulfill({ status: 404, body: 'no such ML file' });
    const contentType = path.endsWith('.wasm') ? 'application/wasm' : path.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return route.fulfill({ status: 200, path, contentType });
  });
}

/** What the harness page puts on `window.boothAr` (ar-harness.tsx), as far as tests and benches call it; its objects stay in the page. */
export interface PageArFilter {
  readonly manifestSrc: string;
}
export interface PageFaceTracker {
  detect(source: HTMLVideoElement | HTMLCanvasElement): Promise<PageLandmarks | null>;
}
export type PageLandmarks = Record<string, { x: number; y: number }>;
export interface PageArView {
  origin: { x: number; y: number };
  scale: number;
  mirrored: boolean;
}
export interface BoothAr {
  loadArFilter(manifestSrc: string): Promise<PageArFilter>;
  loadFaceTracker(): Promise<PageFaceTracker>;
  drawArFilter(context: CanvasRenderingContext2D, filter: PageArFilter, landmarks: PageLandmarks, view: PageArView): void;
  bakeArFilter(frame: HTMLCanvasElement, filter: PageArFilter, tracker: PageFaceTracker): Promise<boolean>;
  mountLayer(options: { video: HTMLVideoElement; viaLiveCanvas?: boolean; filter: PageArFilter; tracker: PageFaceTracker; mirrored: boolean; aspect: number; width: number }): Promise<{
    canvas: HTMLCanvasElement;
    handle: { drawInto(context: CanvasRenderingContext2D): boolean };
    unmount(): void;
  }>;
}

declare global {
  interface Window {
    boothAr?: BoothAr;
  }
}
