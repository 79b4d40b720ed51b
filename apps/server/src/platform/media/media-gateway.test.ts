import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegBinaries, systemLookup, type FfmpegBinaries } from './ffmpeg-binaries.ts';
import { MediaGateway } from './media-gateway.ts';
import { FIXTURES, pixelBombPng } from './test-images.ts';

const fixture = (name: string) => join(FIXTURES, name);
const system = resolveFfmpegBinaries();
const npm = systemLookup.npmFfmpeg();

// The same behaviour from Debian's ffmpeg with ffprobe, from it without ffprobe (the `ffmpeg -i`
// fallback), and from the 2018 npm build that a machine without ffmpeg falls back to.
const setups: Array<[string, FfmpegBinaries]> = [
  ['system ffmpeg + ffprobe', system],
  ['system ffmpeg, no ffprobe', { ffmpeg: system.ffmpeg, source: system.source }],
  ...(npm ? [['npm ffmpeg (2018), no ffprobe', { ffmpeg: npm, source: 'npm' }] as [string, FfmpegBinaries]] : []),
];

let out: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'booth-media-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

/** True when the MP4's index (moov) comes before its data (mdat), i.e. it was written with faststart. */
function isFaststart(mp4: Buffer): boolean {
  const moov = mp4.indexOf('moov');
  const mdat = mp4.indexOf('mdat');
  return moov !== -1 && mdat !== -1 && moov < mdat;
}

describe.each(setups)('%s', (_name, binaries) => {
  const media = new MediaGateway({ binaries });

  it('probes duration, size, codec and audio', async () => {
    const info = await media.probeVideo(fixture('clip-320x240.mp4'));
    expect(info).toMatchObject({ width: 320, height: 240, orientation: 'landscape', rotation: 0, codec: 'h264', hasAudio: true, fps: 10 });
    expect(info.durationSeconds).toBeCloseTo(1, 1);
  });

  it('reports a rotated clip as displayed', async () => {
    expect(await media.probeVideo(fixture('clip-rotated-90.mp4'))).toMatchObject({
      width: 240,
      height: 320,
      orientation: 'portrait',
      rotation: 270,
    });
  });

  it.each([
    ['clip-160x120.webm', 'vp8'],
    ['clip-160x120.mov', 'h264'],
  ])('probes %s', async (file, codec) => {
    expect(await media.probeVideo(fixture(file))).toMatchObject({ width: 160, height: 120, codec, hasAudio: false });
  });

  it('refuses a file that is not a video as a bad upload', async () => {
    // The 2018 build reads text as ANSI-art video; only MP4, MOV and WEBM containers pass.
    await expect(media.probeVideo(fixture('text.txt'))).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(media.probeVideo(fixture('animated-64x48.gif'))).rejects.toMatchObject({ reason: 'unsupported-format' });
  });

  it('makes an upright JPEG poster', async () => {
    const poster = await media.videoPoster(fixture('clip-rotated-90.mp4'));
    expect(poster).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', width: 240, height: 320 });
    expect((await sharp(poster.data).metadata()).format).toBe('jpeg');
  });

  it('takes the first frame of a clip shorter than a second', async () => {
    expect(await media.videoPoster(fixture('clip-short-0.2s.mp4'))).toMatchObject({ width: 160, height: 120 });
  });

  it('makes a WebP thumbnail of a video, never enlarged', async () => {
    const thumb = await media.videoThumbnail(fixture('clip-320x240.mp4'));
    expect(thumb).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(await media.videoThumbnail(fixture('clip-320x240.mp4'), 100)).toMatchObject({ width: 100, height: 75 });
  });

  it('transcodes to an H.264 MP4 with faststart, keeping audio', async () => {
    const output = join(out, `${binaries.source}-${binaries.ffprobe ? 'p' : 'n'}-a.mp4`);
    const size = await media.toMp4({ source: { kind: 'file', path: fixture('clip-320x240.mp4') }, output, maxSide: 160 });
    expect(size).toEqual({ width: 160, height: 120 });
    const info = await media.probeVideo(output);
    expect(info).toMatchObject({ codec: 'h264', width: 160, height: 120, hasAudio: true });
    expect(isFaststart(await readFile(output))).toBe(true);
  });

  it('renders a GIF from a clip', async () => {
    const output = join(out, `${binaries.source}-${binaries.ffprobe ? 'p' : 'n'}-b.gif`);
    expect(await media.toGif({ source: { kind: 'file', path: fixture('clip-160x120.webm') }, output, maxSide: 80, fps: 5 })).toEqual({
      width: 80,
      height: 60,
    });
    const meta = await sharp(output).metadata();
    expect(meta).toMatchObject({ format: 'gif', width: 80, height: 60, loop: 0 });
    expect(meta.pages).toBeGreaterThan(2);
  });

  it('renders a boomerang forward and back', async () => {
    const output = join(out, `${binaries.source}-${binaries.ffprobe ? 'p' : 'n'}-c.mp4`);
    await media.toBoomerang({ source: { kind: 'file', path: fixture('clip-320x240.mp4') }, output, maxSide: 320 });
    const info = await media.probeVideo(output);
    // 10 frames forward, 9 back (the turning frame is not doubled) at 10 fps.
    expect(info).toMatchObject({ codec: 'h264', width: 320, height: 240, hasAudio: false });
    expect(info.durationSeconds).toBeGreaterThan(1.7);
    expect(info.durationSeconds).toBeLessThan(2.1);
  });

  it('renders a boomerang from still frames', async () => {
    const dir = await mkdtemp(join(out, 'frames-'));
    for (let i = 0; i < 5; i++) {
      const colour = { r: i * 50, g: 100, b: 200 - i * 40 };
      await sharp({ create: { width: 120, height: 160, channels: 3, background: colour } })
        .jpeg()
        .toFile(join(dir, `frame-${String(i).padStart(3, '0')}.jpg`));
    }
    const output = join(dir, 'boomerang.mp4');
    const size = await media.toBoomerang({
      source: { kind: 'frames', pattern: join(dir, 'frame-%03d.jpg'), fps: 5 },
      sourceSize: { width: 120, height: 160 },
      output,
      maxSide: 160,
      repeat: 2,
    });
    expect(size).toEqual({ width: 120, height: 160 });
    const info = await media.probeVideo(output);
    expect(info).toMatchObject({ width: 120, height: 160, orientation: 'portrait' });
    // (5 + 4) frames per cycle, 2 cycles, 5 fps.
    expect(info.durationSeconds).toBeCloseTo(3.6, 0);
  });
});

it('an image-only gateway never looks for ffmpeg', async () => {
  const media = new MediaGateway({ binaries: { ffmpeg: '/nonexistent/ffmpeg', source: 'env' } });
  expect(await media.probeImage(fixture('animated-64x48.gif'))).toMatchObject({ pages: 3 });
  await expect(media.probeVideo(fixture('clip-320x240.mp4'))).rejects.toMatchObject({ reason: 'binary-missing', code: 'INTERNAL' });
});

describe('assertDecodes (the upload check)', () => {
  const media = new MediaGateway({ binaries: { ffmpeg: '/nonexistent/ffmpeg', source: 'env' } });
  const photo = (format: 'jpeg' | 'png' | 'webp') =>
    sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .toFormat(format)
      .toBuffer();

  it('accepts a whole picture and refuses the same picture cut short or garbled, as a MediaError', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const whole = await photo(format);
      await expect(media.assertDecodes(whole, 'picture')).resolves.toBeUndefined();
      await expect(media.assertDecodes(whole.subarray(0, Math.floor(whole.length * 0.7)), 'picture')).rejects.toMatchObject({ reason: 'corrupt' });
    }
    const png = Buffer.from(await photo('png'));
    for (let i = Math.floor(png.length / 2); i < png.length - 16; i++) png[i] = (i * 7) % 256;
    await expect(media.assertDecodes(png, 'picture')).rejects.toMatchObject({ reason: 'corrupt' });
  });

  it('refuses a pixel bomb by its size without decoding it', async () => {
    await expect(media.assertDecodes(pixelBombPng(), 'picture')).rejects.toMatchObject({ reason: 'too-many-pixels' });
  });
});
