import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium; a missing browser is an error, never a skip. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install it with `apt-get install chromium` ' +
        '(Debian) or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return found;
}

export interface LaunchOptions {
  /**
   * Give the page a fake camera and microphone that need no permission prompt. With `y4m`, the
   * camera shows that video file (make one with `makeTestVideo`), so a test knows the picture.
   */
  fakeCamera?: boolean | { y4m: string };
}

export function cameraArgs(fakeCamera: LaunchOptions['fakeCamera']): string[] {
  if (!fakeCamera) return [];
  const args = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
  if (typeof fakeCamera === 'object') args.push(`--use-file-for-fake-video-capture=${fakeCamera.y4m}`);
  return args;
}

export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...BASE_ARGS, ...cameraArgs(options.fakeCamera)],
  });
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
