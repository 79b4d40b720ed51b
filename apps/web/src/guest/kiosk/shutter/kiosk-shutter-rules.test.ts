import { describe, expect, it } from 'vitest';
import { parseKioskPath } from '@/guest/kiosk/page/kiosk-path';
import { rotationCoverScale } from './rotate-frame';
import { DARK_SCENE_LUMA, meanLuma, ringWanted } from './scene-brightness';

describe('image rotation', () => {
  it('keeps a half turn as it is and grows a quarter turn to fill the frame again', () => {
    expect(rotationCoverScale(300, 400, 0)).toBe(1);
    expect(rotationCoverScale(300, 400, 180)).toBe(1);
    expect(rotationCoverScale(300, 400, 90)).toBeCloseTo(4 / 3);
    expect(rotationCoverScale(1600, 900, 270)).toBeCloseTo(16 / 9);
    expect(rotationCoverScale(500, 500, 90)).toBe(1);
  });
});

describe('lighting', () => {
  const pixels = (value: number) => new Uint8ClampedArray([value, value, value, 255, value, value, value, 255]);

  it('measures the mean luma of the live picture', () => {
    expect(meanLuma(pixels(0))).toBe(0);
    expect(meanLuma(pixels(255))).toBeCloseTo(1);
    expect(meanLuma(new Uint8ClampedArray([255, 0, 0, 255]))).toBeCloseTo(0.299);
    expect(meanLuma(new Uint8ClampedArray())).toBe(0);
  });

  it('lights always when on, never when off (the default), and in auto only a dark scene', () => {
    expect(ringWanted('on', 0.9)).toBe(true);
    expect(ringWanted('off', 0.01)).toBe(false);
    expect(ringWanted('auto', DARK_SCENE_LUMA - 0.05)).toBe(true);
    expect(ringWanted('auto', DARK_SCENE_LUMA + 0.05)).toBe(false);
    expect(ringWanted('auto', null)).toBe(false);
  });
});

describe('the kiosk path', () => {
  it.each([
    ['/kiosk/party', { slug: 'party', locale: 'de' }],
    ['/en/kiosk/party/', { slug: 'party', locale: 'en' }],
    ['/kiosk/', null],
    ['/kiosk/party/edit', null],
    ['/booth/party', null],
  ])('reads %s', (path, expected) => expect(parseKioskPath(path)).toEqual(expected));
});
