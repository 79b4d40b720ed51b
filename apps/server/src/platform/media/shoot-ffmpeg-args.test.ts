import { describe, expect, it } from 'vitest';
import { alphaDecoder, clipMp4Args, shootVideoArgs, videoOverlayKind } from './shoot-ffmpeg-args.ts';

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
    expect(shootVideoArgs('/w/in.webm', '/w/out.mp4', { size, audio: true, overlay: { kind: 'still', path: '/w/overlay.png' }, maxSeconds: 4 })).toEqual([
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

  it('with a WebM overlay looped for the whole recording, decoded by libvpx to keep its alpha', () => {
    const overlay = { kind: 'video' as const, path: '/w/overlay.webm', decoder: 'libvpx-vp9' };
    expect(shootVideoArgs('/w/in.webm', '/w/out.mp4', { size, audio: true, overlay, maxSeconds: 4 })).toEqual([
      ...COMMON, ...SAFE, '-i', '/w/in.webm',
      ...SAFE, '-stream_loop', '-1', '-c:v', 'libvpx-vp9', '-i', '/w/overlay.webm',
      '-t', '4.000',
      '-filter_complex', `[0:v]${cover}[base];[1:v]${cover}[top];[base][top]overlay=0:0:shortest=1,format=yuv420p[out]`,
      '-map', '[out]', '-map', '0:a:0?', '-c:a', 'aac', '-b:a', '128k',
      ...H264, ...OUT,
    ]);
  });

  it('with a MOV overlay (ProRes keeps its alpha with the native decoder)', () => {
    expect(shootVideoArgs('/w/in.mp4', '/w/out.mp4', { size, audio: false, overlay: { kind: 'video', path: '/w/overlay.mov' } })).toEqual([
      ...COMMON, ...SAFE, '-i', '/w/in.mp4',
      ...SAFE, '-stream_loop', '-1', '-i', '/w/overlay.mov',
      '-filter_complex', `[0:v]${cover}[base];[1:v]${cover}[top];[base][top]overlay=0:0:shortest=1,format=yuv420p[out]`,
      '-map', '[out]', '-an', ...H264, ...OUT,
    ]);
  });

  it('with an animated GIF overlay played by its own loop, and restarted should that loop end', () => {
    expect(shootVideoArgs('/w/in.webm', '/w/out.mp4', { size, audio: false, overlay: { kind: 'gif', path: '/w/overlay.gif' } })).toEqual([
      ...COMMON, ...SAFE, '-i', '/w/in.webm',
      ...SAFE, '-stream_loop', '-1', '-ignore_loop', '0', '-i', '/w/overlay.gif',
      '-filter_complex', `[0:v]${cover}[base];[1:v]${cover}[top];[base][top]overlay=0:0:shortest=1,format=yuv420p[out]`,
      '-map', '[out]', '-an', ...H264, ...OUT,
    ]);
  });
});

describe('video overlays', () => {
  it('are read by their type', () => {
    expect(['image/png', 'image/jpeg', 'image/webp'].map(videoOverlayKind)).toEqual(['still', 'still', 'still']);
    expect(videoOverlayKind('image/gif')).toBe('gif');
    expect(['video/mp4', 'video/quicktime', 'video/webm; codecs=vp9'].map(videoOverlayKind)).toEqual(['video', 'video', 'video']);
    expect(videoOverlayKind('application/pdf')).toBeUndefined();
  });

  it('are decoded by libvpx when VP8 or VP9, whose alpha the native decoders drop', () => {
    expect(alphaDecoder('vp9')).toBe('libvpx-vp9');
    expect(alphaDecoder('vp8')).toBe('libvpx');
    expect(alphaDecoder('prores')).toBeUndefined();
    expect(alphaDecoder('h264')).toBeUndefined();
  });
});
