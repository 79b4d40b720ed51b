import { describe, expect, it } from 'vitest';
import { isGifSpeedOptionVisible, isScreenAvailable, screensFor } from './screens.ts';

describe('screens per booth type (campaigns §2)', () => {
  it.each([
    ['attention', 'ipad', true],
    ['attention', 'virtual', false],
    ['review', 'ipad', true],
    ['review', 'virtual', false],
    ['shutter', 'virtual', true],
    ['sharing', 'virtual', true],
    ['microsite', 'virtual', true],
    ['presentation', 'virtual', true],
  ] as const)('%s in a %s booth: %s', (screen, boothType, expected) => {
    expect(isScreenAvailable(screen, boothType)).toBe(expected);
  });

  it('lists the screens in guest order', () => {
    expect(screensFor('ipad')).toEqual(['attention', 'shutter', 'review', 'sharing', 'microsite', 'presentation']);
    expect(screensFor('virtual')).toEqual(['shutter', 'sharing', 'microsite', 'presentation']);
  });
});

describe('GIF speed option (campaigns §4)', () => {
  it.each([
    [true, true],
    [false, false],
  ])('GIF capture enabled %s: option shown %s', (enabled, shown) => {
    expect(isGifSpeedOptionVisible({ gif: { enabled } })).toBe(shown);
  });
});
