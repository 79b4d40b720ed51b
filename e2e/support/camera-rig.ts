import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { makeTestVideo } from './test-video.ts';

/** One test file's server and camera-enabled browser (the camera shows ffmpeg's test pattern). */
export interface CameraRig {
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startCameraRig(name: string): Promise<CameraRig> {
  const workDir = await mkdtemp(join(tmpdir(), `booth-e2e-${name}-`));
  const removeWorkDir = () => rm(workDir, { recursive: true, force: true });
  const y4m = await makeTestVideo(join(workDir, 'camera.y4m'), { width: 640, height: 480, seconds: 3 });
  const [server, browser] = await Promise.allSettled([startServer(), launchBrowser({ fakeCamera: { y4m } })]);
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (browser.status === 'fulfilled') await browser.value.close();
    if (server.status === 'fulfilled') await server.value.stop();
    await removeWorkDir();
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  return {
    server: server.value,
    browser: browser.value,
    async close() {
      await browser.value.close();
      await server.value.stop();
      await removeWorkDir();
    },
  };
}
