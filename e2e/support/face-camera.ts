import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { makeFaceVideo } from './ar-harness.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/** The face clip's size and where its eyes are (makeFaceVideo: still, about 60 px apart), as the camera sends it (unmirrored). */
export const FACE_CLIP = { width: 640, height: 480 };
export const FACE_EYES = [
  { x: 318, y: 148 },
  { x: 382, y: 157 },
] as const;

/** A server and a browser whose fake camera shows a face (the AR filter's sample woman), and the clip's first frame as a PNG. */
export interface FaceCameraRig {
  server: RunningServer;
  browser: Browser;
  /** What the camera shows, without any filter: the reference for "the AR filter changed the picture". */
  plainFrame: Buffer;
  close(): Promise<void>;
}

export async function startFaceCameraRig(name: string): Promise<FaceCameraRig> {
  const workDir = await mkdtemp(join(tmpdir(), `booth-e2e-${name}-`));
  try {
    const y4m = await makeFaceVideo(join(workDir, 'face.y4m'));
    const { stdout } = await promisify(execFile)(process.env.FFMPEG_PATH ?? 'ffmpeg', ['-loglevel', 'error', '-i', y4m, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'], {
      encoding: 'buffer',
      maxBuffer: 16 * 1024 * 1024,
    });
    const [started, launched] = await Promise.allSettled([startServer(), launchBrowser({ fakeCamera: { y4m } })]);
    if (started.status === 'rejected' || launched.status === 'rejected') {
      // One of the two may be up: it goes too.
      await Promise.allSettled([started.status === 'fulfilled' ? started.value.stop() : null, launched.status === 'fulfilled' ? launched.value.close() : null]);
      throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
    }
    const [server, browser] = [started.value, launched.value];
    return {
      server,
      browser,
      plainFrame: stdout,
      async close() {
        await Promise.allSettled([browser.close(), server.stop()]);
        await rm(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
