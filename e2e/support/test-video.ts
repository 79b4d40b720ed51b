import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Writes a short y4m clip of ffmpeg's test pattern for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), so a test knows what the camera shows.
 */
export async function makeTestVideo(path: string, { width = 640, height = 480, seconds = 2 } = {}): Promise<string> {
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  await run(ffmpeg, [
    '-y',
    '-loglevel', 'error',
    '-f', 'lavfi',
    '-i', `testsrc=size=${width}x${height}:rate=15:duration=${seconds}`,
    '-pix_fmt', 'yuv420p',
    path,
  ]);
  return path;
}
