import { describe, expect, it } from 'vitest';
import { isVideoContainer, parseFfmpegInfo, parseFfprobe } from './video-info.ts';

const stream = (extra: object) => ({
  codec_type: 'video',
  codec_name: 'h264',
  width: 1920,
  height: 1080,
  avg_frame_rate: '30000/1001',
  disposition: { attached_pic: 0 },
  ...extra,
});
const probe = (streams: object[], duration = '12.345') =>
  JSON.stringify({ streams, format: { duration, format_name: 'mov,mp4,m4a,3gp,3g2,mj2' } });

describe('parseFfprobe', () => {
  it('reads a landscape clip', () => {
    expect(parseFfprobe(probe([stream({}), { codec_type: 'audio', codec_name: 'aac' }]))).toEqual({
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationSeconds: 12.345,
      width: 1920,
      height: 1080,
      orientation: 'landscape',
      rotation: 0,
      codec: 'h264',
      fps: 29.97,
      hasAudio: true,
    });
  });

  it.each([
    // ffmpeg ≥ 5: display matrix, counter-clockwise; a phone held upright records -90.
    [{ side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] }, 90],
    [{ side_data_list: [{ side_data_type: 'Display Matrix', rotation: 90 }] }, 270],
    [{ side_data_list: [{ side_data_type: 'Display Matrix', rotation: 180 }] }, 0 + 180],
    // Older ffprobe: the clockwise `rotate` tag, as a string.
    [{ tags: { rotate: '90' } }, 90],
    [{ tags: { rotate: '270' } }, 270],
  ])('rotation %o → %d° clockwise', (extra, rotation) => {
    const info = parseFfprobe(probe([stream(extra)]));
    expect(info?.rotation).toBe(rotation);
    const swapped = rotation % 180 === 90;
    expect(info).toMatchObject(swapped ? { width: 1080, height: 1920, orientation: 'portrait' } : { width: 1920, height: 1080 });
  });

  it('skips cover art and answers undefined without a video', () => {
    const cover = stream({ codec_name: 'mjpeg', disposition: { attached_pic: 1 } });
    expect(parseFfprobe(probe([cover, { codec_type: 'audio' }]))).toBeUndefined();
    expect(parseFfprobe(JSON.stringify({ streams: [] }))).toBeUndefined();
  });

  it('takes the stream duration when the container has none', () => {
    const info = parseFfprobe(JSON.stringify({ streams: [stream({ duration: '3.5' })], format: {} }));
    expect(info?.durationSeconds).toBe(3.5);
    expect(info?.container).toBe('unknown');
    expect(info?.hasAudio).toBe(false);
  });
});

// Real output of Debian's ffmpeg 5.1 and of the 2018 npm build for test-fixtures/media/clip-rotated-90.mp4.
const DEBIAN = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip-rotated-90.mp4':
  Metadata:
    major_brand     : isom
  Duration: 00:00:01.00, start: 0.000000, bitrate: 79 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 320x240 [SAR 1:1 DAR 4:3], 31 kb/s, 10 fps, 10 tbr, 10240 tbn (default)
    Metadata:
      handler_name    : VideoHandler
    Side data:
      displaymatrix: rotation of 90.00 degrees
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 32 kb/s (default)
At least one output file must be specified`;
const NPM_2018 = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip-rotated-90.mp4':
  Duration: 00:01:02.50, start: 0.000000, bitrate: 79 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 320x240 [SAR 1:1 DAR 4:3], 31 kb/s, 10 fps, 10 tbr, 10240 tbn, 20 tbc (default)
    Metadata:
      rotate          : 270
      handler_name    : VideoHandler
    Side data:
      displaymatrix: rotation of 90.00 degrees
At least one output file must be specified`;
const WEBM = `Input #0, matroska,webm, from 'clip-160x120.webm':
  Duration: 00:00:01.00, start: 0.000000, bitrate: 69 kb/s
  Stream #0:0: Video: vp8, yuv420p(tv, progressive), 160x120, SAR 1:1 DAR 4:3, 10 fps, 10 tbr, 1k tbn
At least one output file must be specified`;

describe('parseFfmpegInfo (no ffprobe)', () => {
  it('reads the display matrix of ffmpeg 5', () => {
    expect(parseFfmpegInfo(DEBIAN)).toEqual({
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationSeconds: 1,
      width: 240,
      height: 320,
      orientation: 'portrait',
      rotation: 270,
      codec: 'h264',
      fps: 10,
      hasAudio: true,
    });
  });

  it('reads the rotate tag of the 2018 build and hours-minutes-seconds', () => {
    expect(parseFfmpegInfo(NPM_2018)).toMatchObject({ durationSeconds: 62.5, width: 240, height: 320, rotation: 270, hasAudio: false });
  });

  it('does not mistake the codec tag for the size', () => {
    expect(parseFfmpegInfo(WEBM)).toMatchObject({ container: 'matroska,webm', codec: 'vp8', width: 160, height: 120, rotation: 0 });
  });

  it('answers undefined for a file without video', () => {
    expect(parseFfmpegInfo('Input #0, wav, from \'a.wav\':\n  Stream #0:0: Audio: pcm_s16le, 44100 Hz')).toBeUndefined();
    expect(parseFfmpegInfo('a.txt: Invalid data found when processing input')).toBeUndefined();
  });
});

it.each([
  ['mov,mp4,m4a,3gp,3g2,mj2', true],
  ['matroska,webm', true],
  ['tty', false],
  ['hls', false],
  ['gif', false],
  ['image2', false],
])('container %s is a video upload: %s', (container, expected) => expect(isVideoContainer(container)).toBe(expected));
