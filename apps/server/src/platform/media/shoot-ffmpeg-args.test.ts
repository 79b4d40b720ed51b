import { describe, expect, it } from 'vitest';
import { clipMp4Args, shootVideoArgs } from './shoot-ffmpeg-args.ts';

const COMMON = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
const SAFE = ['-protocol_whitelist', 'file,pipe'];
const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'];
const OUT = ['-movflags', '+faststart', '-f', 'mp4', '/w/out.mp4'];
const size = { width: 360, height: 480 };
const cover = 'scale=360:480:force_original_aspect_ratio=increase,crop=360:480,setsar=1';

describe('animation MP4', () => {
  it('from stills alone: cover-fitted, 4:2:0, silent, faststart', () => {
    expect(clipMp4Args('/w/mp4-%04d.jpg', '/w/out.mp4', { size, fps: 4 })).toEqual([
      ...COMMON, ...SAFE, '-framerate', '4', '-i', '/w/mp4-%04d.jpg',
      '-vf', `${cover},format=yuv420p`, '-an', ...H264, ...OUT,
    ]);
  });

  it('with pre- and post-roll: every part at one size and 30 fps, concatenated in order', () => {
    expect(clipMp4Args('/w/mp4-%04d.jpg', '/w/out.mp4', { size, fps: 4, preRoll: '/w/pre.mp4', postRoll: '/w/post.mp4' })).toEqual([
      ...COMMON,
      ...SAFE, '-i', '/w/pre.mp4',
      ...SAFE, '-framerate', '4', '-i', '/w/mp4-%04d.jpg',
      ...SAFE, '-i', '/w/post.mp4',
      '-filter_complex',
      `[0:v]${cover},fps=30,format=yuv420p[v0];[1:v]${cover},fps=30,format=yuv420p[v1];` +
        `[2:v]${cover},fps=30,format=yuv420p[v2];[v0][v1][v2]concat=n=3:v=1:a=0[out]`,
      '-map', '[out]', '-an', ...H264, ...OUT,
    ]);
  });

  it('with a post-roll only', () => {
    const args = clipMp4Args('/w/mp4-%04d.jpg', '/w/out.mp4', { size, fps: 7, postRoll: '/w/post.mp4' });
    expect(args.slice(5, 16)).toEqual([...SAFE, '-framerate', '7', '-i', '/w/mp4-%04d.jpg', ...SAFE, '-i', '/w/post.mp4', '-filter_complex']);
    expect(args[16]).toBe(`[0:v]${cover},fps=30,format=yuv420p[v0];[1:v]${cover},fps=30,format=yuv420p[v1];[v0][v1]concat=n=2:v=1:a=0[out]`);
  });
});

describe('guest video', () => {
  it('with the overlay burned in, sound kept as AAC and a time limit', () => {
    expect(shootVideoArgs('/w/in.webm', '/w/out.mp4', { size, audio: true, overlay: '/w/overlay.png', maxSeconds: 4 })).toEqual([
      ...COMMON, ...SAFE, '-i', '/w/in.webm', ...SAFE, '-i', '/w/overlay.png',
      '-t', '4.000',
      '-filter_complex', `[0:v]${cover}[base];[1:v]${cover}[top];[base][top]overlay=0:0,format=yuv420p[out]`,
      '-map', '[out]', '-map', '0:a:0?', '-c:a', 'aac', '-b:a', '128k',
      ...H264, ...OUT,
    ]);
  });

  it('without overlay or sound', () => {
    expect(shootVideoArgs('/w/in.mov', '/w/out.mp4', { size, audio: false })).toEqual([
      ...COMMON, ...SAFE, '-i', '/w/in.mov',
      '-filter_complex', `[0:v]${cover},format=yuv420p[out]`,
      '-map', '[out]', '-an', ...H264, ...OUT,
    ]);
  });
});
