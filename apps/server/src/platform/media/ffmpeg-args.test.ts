import { describe, expect, it } from 'vitest';
import {
  boomerangArgs,
  fitWithin,
  gifArgs,
  infoArgs,
  mp4Args,
  posterFrameArgs,
  probeArgs,
  thumbnailFrameArgs,
} from './ffmpeg-args.ts';

const COMMON = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
const SAFE = ['-protocol_whitelist', 'file,pipe'];
const file = { kind: 'file', path: '/in/clip.mov' } as const;
const frames = { kind: 'frames', pattern: '/in/frame-%03d.jpg', fps: 10 } as const;

describe('fitWithin', () => {
  it.each([
    [{ width: 1920, height: 1080 }, 1280, false, { width: 1280, height: 720 }],
    [{ width: 1080, height: 1920 }, 512, false, { width: 288, height: 512 }],
    [{ width: 320, height: 240 }, 512, false, { width: 320, height: 240 }],
    [{ width: 1001, height: 751 }, 2000, true, { width: 1000, height: 750 }],
    [{ width: 1080, height: 1920 }, 1001, true, { width: 562, height: 1000 }],
    [{ width: 4000, height: 3 }, 512, true, { width: 512, height: 2 }],
    [{ width: 2048, height: 1536 }, 480, true, { width: 480, height: 360 }],
  ])('%o within %d (even %s) is %o', (source, max, even, expected) => {
    expect(fitWithin(source, max, even)).toEqual(expected);
  });
});

it('probe: ffprobe JSON of format and streams, local files only', () => {
  expect(probeArgs('/in/clip.mov')).toEqual([
    '-v', 'error', ...SAFE, '-print_format', 'json', '-show_format', '-show_streams', '/in/clip.mov',
  ]);
  expect(infoArgs('/in/clip.mov')).toEqual(['-hide_banner', '-nostdin', ...SAFE, '-i', '/in/clip.mov']);
});

it('poster frame: seek before the input, one frame, JPEG to stdout', () => {
  expect(posterFrameArgs('/in/clip.mov', 0.5)).toEqual([
    ...COMMON, ...SAFE, '-ss', '0.500', '-i', '/in/clip.mov',
    '-map', '0:v:0', '-frames:v', '1', '-an', '-sn', '-c:v', 'mjpeg', '-q:v', '2', '-f', 'image2pipe', 'pipe:1',
  ]);
  // At 0 there is nothing to seek.
  expect(posterFrameArgs('/in/clip.mov', 0)).toEqual([
    ...COMMON, ...SAFE, '-i', '/in/clip.mov',
    '-map', '0:v:0', '-frames:v', '1', '-an', '-sn', '-c:v', 'mjpeg', '-q:v', '2', '-f', 'image2pipe', 'pipe:1',
  ]);
});

it('thumbnail: representative frame, scaled, PNG to stdout', () => {
  expect(thumbnailFrameArgs('/in/clip.mov', { width: 512, height: 288 })).toEqual([
    ...COMMON, ...SAFE, '-i', '/in/clip.mov',
    '-map', '0:v:0', '-vf', 'thumbnail=50,scale=512:288:flags=lanczos,setsar=1',
    '-frames:v', '1', '-an', '-sn', '-c:v', 'png', '-f', 'image2pipe', 'pipe:1',
  ]);
});

describe('H.264 MP4', () => {
  it('from a file with audio', () => {
    expect(mp4Args(file, '/out/a.mp4', { size: { width: 1280, height: 720 }, audio: true })).toEqual([
      ...COMMON, ...SAFE, '-i', '/in/clip.mov',
      '-map', '0:v:0', '-map', '0:a:0?',
      '-vf', 'scale=1280:720:flags=lanczos,setsar=1,format=yuv420p',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high',
      '-c:a', 'aac', '-b:a', '128k',
      '-movflags', '+faststart', '-f', 'mp4', '/out/a.mp4',
    ]);
  });

  it('from still frames: frame rate before the input, no audio', () => {
    expect(mp4Args(frames, '/out/b.mp4', { size: { width: 720, height: 1280 }, audio: true, crf: 20, preset: 'medium' })).toEqual([
      ...COMMON, ...SAFE, '-framerate', '10', '-i', '/in/frame-%03d.jpg',
      '-map', '0:v:0',
      '-vf', 'scale=720:1280:flags=lanczos,setsar=1,format=yuv420p',
      '-c:v', 'libx264', '-preset', 'medium', '-crf', '20', '-profile:v', 'high',
      '-an',
      '-movflags', '+faststart', '-f', 'mp4', '/out/b.mp4',
    ]);
  });
});

it('GIF: own palette via palettegen/paletteuse, loops forever', () => {
  expect(gifArgs(frames, '/out/c.gif', { size: { width: 480, height: 360 } })).toEqual([
    ...COMMON, ...SAFE, '-framerate', '10', '-i', '/in/frame-%03d.jpg',
    '-filter_complex',
    '[0:v]fps=12,scale=480:360:flags=lanczos,setsar=1,split[a][b];' +
      '[a]palettegen=max_colors=256:stats_mode=diff[p];' +
      '[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle[out]',
    '-map', '[out]', '-loop', '0', '-f', 'gif', '/out/c.gif',
  ]);
  expect(gifArgs(file, '/out/d.gif', { size: { width: 100, height: 100 }, fps: 8, loop: 3, maxColors: 64 })).toEqual([
    ...COMMON, ...SAFE, '-i', '/in/clip.mov',
    '-filter_complex',
    '[0:v]fps=8,scale=100:100:flags=lanczos,setsar=1,split[a][b];' +
      '[a]palettegen=max_colors=64:stats_mode=diff[p];' +
      '[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle[out]',
    '-map', '[out]', '-loop', '3', '-f', 'gif', '/out/d.gif',
  ]);
});

describe('boomerang', () => {
  it('forward then reversed without the doubled turning frame', () => {
    expect(boomerangArgs(frames, '/out/e.mp4', { size: { width: 720, height: 720 } })).toEqual([
      ...COMMON, ...SAFE, '-framerate', '10', '-i', '/in/frame-%03d.jpg',
      '-filter_complex',
      '[0:v]scale=720:720:flags=lanczos,setsar=1,split=2[s0][s1];' +
        '[s1]reverse,trim=start_frame=1,setpts=PTS-STARTPTS[r1];' +
        '[s0][r1]concat=n=2:v=1:a=0,format=yuv420p[out]',
      '-map', '[out]', '-an',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high',
      '-movflags', '+faststart', '-f', 'mp4', '/out/e.mp4',
    ]);
  });

  it('repeated cycles alternate forward and reversed copies', () => {
    const args = boomerangArgs(file, '/out/f.mp4', { size: { width: 640, height: 480 }, repeat: 2, crf: 28 });
    expect(args[args.indexOf('-filter_complex') + 1]).toBe(
      '[0:v]scale=640:480:flags=lanczos,setsar=1,split=4[s0][s1][s2][s3];' +
        '[s1]reverse,trim=start_frame=1,setpts=PTS-STARTPTS[r1];' +
        '[s3]reverse,trim=start_frame=1,setpts=PTS-STARTPTS[r3];' +
        '[s0][r1][s2][r3]concat=n=4:v=1:a=0,format=yuv420p[out]',
    );
    expect(args.slice(args.indexOf('-crf'), args.indexOf('-crf') + 2)).toEqual(['-crf', '28']);
  });
});
