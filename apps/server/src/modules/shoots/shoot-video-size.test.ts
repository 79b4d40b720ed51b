import { describe, expect, it } from 'vitest';
import { parseAspect } from '@/platform/media/shoot-canvas.ts';
import { videoOutputSize } from './shoot-video-size.ts';

describe('videoOutputSize: the quality is the short side, never beyond what the camera recorded', () => {
  it.each([
    // A portrait camera frame, plenty of pixels: 480 wide, 640 tall.
    [{ width: 720, height: 1280 }, '3:4', 480, { width: 480, height: 640 }],
    // Landscape campaigns: 480 tall.
    [{ width: 1280, height: 720 }, '4:3', 480, { width: 640, height: 480 }],
    [{ width: 1920, height: 1080 }, '16:9', 720, { width: 1280, height: 720 }],
    [{ width: 1920, height: 1080 }, '1:1', 1080, { width: 1080, height: 1080 }],
    // A 1280×720 landscape frame cropped to 3:4 holds only 540×720: 480×640 fits in it.
    [{ width: 1280, height: 720 }, '3:4', 480, { width: 480, height: 640 }],
    // A 640×480 frame cropped to 3:4 holds 360×480: kept, not upscaled to 480 wide.
    [{ width: 640, height: 480 }, '3:4', 480, { width: 360, height: 480 }],
    [{ width: 640, height: 360 }, '16:9', 1080, { width: 640, height: 360 }],
    [{ width: 64, height: 48 }, '3:4', 480, { width: 36, height: 48 }],
  ])('%o at %s, quality %d', (source, dimension, quality, expected) => {
    expect(videoOutputSize(source, parseAspect(dimension), quality)).toEqual(expected);
  });
});
