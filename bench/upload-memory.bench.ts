/**
 * Memory of a large upload (issue 3: "uploads stream to the store; memory stays flat for a 200 MB
 * video"). A real ~180 MB 1920x1080 H.264 MP4 is streamed over loopback into `POST /api/assets` of the
 * real server (PGlite, local store), and the server process's peak resident memory during the upload
 * is compared with its resident memory just before: the ratio of that growth to the file size is what
 * buffering would push towards 1 or more, and streaming keeps near 0. (Checked: a variant that read the
 * video into a Buffer before spooling it measured ratio 1.03 here, the streaming code 0.01.) Baseline,
 * the same bytes to the same disk: a plain Node server piping the request body into a file
 * (support/bare-upload-server.ts), measured the same way. Interleaved rounds, median and spread. The
 * server: fresh data directory, workers off (the upload request alone, not the preview job after it),
 * the demo account for signing in, without its sample pictures.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { signInDemo, withBenchServer } from './support/bench-server.ts';
import { formatSpread, formatStats, interleave, MIN_ROUNDS, statsOf } from './support/compare.ts';
import { freePort, startTs, waitUntilUp } from './support/processes.ts';
import { runIfMain } from './support/runner.ts';

// Kept between runs: making the video takes a few seconds of ffmpeg, reading it back none.
const MEDIA_DIR = join(tmpdir(), 'booth-bench-media');
const TARGET_BYTES = 190_000_000; // under the 200 MB video limit (base 1000)
const MB = 1_000_000;

function ffmpeg(args: string[]): void {
  const result = spawnSync(process.env.FFMPEG_PATH || 'ffmpeg', ['-v', 'error', '-y', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${result.stderr}`);
}

/**
 * One second of 1080p noise encoded at a high bitrate (~30 MB), then repeated by stream copy until the
 * file is near the target: a real, valid MP4 that ffprobe reads like any upload.
 */
async function largeVideo(): Promise<string> {
  await mkdir(MEDIA_DIR, { recursive: true });
  const path = join(MEDIA_DIR, 'upload-1080p.mp4');
  const known = await stat(path).catch(() => undefined);
  if (known && known.size > TARGET_BYTES * 0.8 && known.size < 200 * MB) return path;
  const seed = join(MEDIA_DIR, 'seed-1080p.mp4');
  ffmpeg(['-f', 'lavfi', '-i', 'nullsrc=s=1920x1080:r=25:d=1,geq=random(1)*255:128:128', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '30', '-pix_fmt', 'yuv420p', seed]);
  const copies = Math.max(1, Math.floor(TARGET_BYTES / (await stat(seed)).size));
  ffmpeg(['-stream_loop', String(copies - 1), '-i', seed, '-c', 'copy', '-movflags', '+faststart', path]);
  await rm(seed, { force: true });
  return path;
}

function smallVideo(dir: string): string {
  const path = join(dir, 'warm-up.mp4');
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=1920x1080:rate=10:duration=0.3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path]);
  return path;
}

/** Streams `file` as a multipart upload (fields first, as clients should) to `url` without holding it in memory. */
async function uploadFile(url: URL, headers: Record<string, string>, file: string, assetType: string): Promise<{ status: number; body: string }> {
  const size = (await stat(file)).size;
  const boundary = `----booth-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="assetType"\r\n\r\n${assetType}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* createReadStream(file, { highWaterMark: 256 * 1024 });
    yield tail;
  }
  return new Promise((done, fail) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    Readable.from(body()).pipe(req);
  });
}

async function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Resets the kernel's peak-RSS counter (VmHWM) of a process we own; false where that is not allowed. */
async function resetPeak(pid: number): Promise<boolean> {
  return writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
}

interface Measured {
  /** Peak RSS growth during the upload over the RSS just before, as a share of the file size. */
  ratio: number;
  seconds: number;
  before: number;
}

/** One upload of `file` to `url`, with the receiving process's resident memory watched meanwhile. */
async function measuredUpload(pid: number, url: URL, headers: Record<string, string>, file: string, size: number): Promise<Measured> {
  await new Promise((wait) => setTimeout(wait, 500));
  const before = await statusKb(pid, 'VmRSS');
  const peakResettable = await resetPeak(pid);
  let polled = before;
  const poller = setInterval(() => {
    void statusKb(pid, 'VmRSS').then((rss) => (polled = Math.max(polled, rss)), () => undefined);
  }, 20);
  const started = performance.now();
  try {
    const result = await uploadFile(url, headers, file, 'shutterBackground');
    if (result.status !== 201) throw new Error(`upload to ${url.href} answered ${result.status}: ${result.body}`);
  } finally {
    clearInterval(poller);
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = Math.max(polled, peakResettable ? await statusKb(pid, 'VmHWM') : 0);
  return { ratio: Math.max(0, peak - before) / size, seconds, before };
}

export async function benchUploadMemory(): Promise<string> {
  const video = await largeVideo();
  const size = (await stat(video)).size;
  return withBenchServer({ demo: true, env: { WORKERS: 'false' } }, async ({ base, dataDir, child }) => {
    const pid = child.process.pid;
    if (!pid) throw new Error('server has no pid');
    const headers = { authorization: `Bearer ${await signInDemo(base)}` };
    const assets = new URL('/api/assets', base);
    // Warm up every code path (multipart, spooling, ffprobe, the store) so the measurement sees only the data.
    const warmUp = await uploadFile(assets, headers, smallVideo(dataDir), 'shutterBackground');
    if (warmUp.status !== 201) throw new Error(`warm-up upload answered ${warmUp.status}: ${warmUp.body}`);

    const bareDir = await mkdtemp(join(tmpdir(), 'booth-bench-bare-upload-'));
    const barePort = await freePort();
    const bare = startTs('bench/support/bare-upload-server.ts', { cwd: resolve(import.meta.dirname, '..'), env: { PORT: String(barePort), DIR: bareDir } });
    try {
      await waitUntilUp(`http://127.0.0.1:${barePort}/`, bare);
      const barePid = bare.process.pid;
      if (!barePid) throw new Error('the bare server has no pid');
      const bareUrl = new URL(`http://127.0.0.1:${barePort}/upload`);
      // Each round measures each side's growth over its own starting point.
      const [ours, plain] = (await interleave(
        [{ run: () => measuredUpload(pid, assets, headers, video, size) }, { run: () => measuredUpload(barePid, bareUrl, {}, video, size) }],
        MIN_ROUNDS,
      )) as [Measured[], Measured[]];
      const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
      const line = (measured: Measured[]) =>
        `peak RSS growth ${formatSpread(measured.map((m) => m.ratio), percent)} of the file size (from ${(measured[0]!.before / MB).toFixed(0)} MB), ` +
        `upload ${formatStats(statsOf(measured.map((m) => m.seconds)), 's', 1)}`;
      return (
        `upload-memory, ${(size / MB).toFixed(0)} MB video over loopback, median [min–max] of ${ours.length} interleaved rounds: POST /api/assets ${line(ours)}; ` +
        `baseline, a plain Node server streaming the same body to a file: ${line(plain)}`
      );
    } finally {
      await bare.stop();
      await rm(bareDir, { recursive: true, force: true });
    }
  });
}

await runIfMain(import.meta.url, benchUploadMemory);
