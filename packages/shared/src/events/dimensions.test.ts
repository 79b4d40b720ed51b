import { describe, expect, it } from 'vitest';
import { dimensionRatio, eventDimensions, isEventDimension, orientationFromDimension } from './dimensions.ts';

describe('dimensions (campaigns §5)', () => {
  it('allows exactly the nine of the spec', () => {
    expect(eventDimensions).toEqual(['1:1', '4:3', '3:4', '4:6', '6:4', '16:9', '9:16', '620:877', '51:76']);
  });

  it.each([
    ['1:1', 'square'],
    ['4:3', 'landscape'],
    ['6:4', 'landscape'],
    ['16:9', 'landscape'],
    ['3:4', 'portrait'],
    ['4:6', 'portrait'],
    ['9:16', 'portrait'],
    ['620:877', 'portrait'],
    ['51:76', 'portrait'],
  ] as const)('%s is %s', (dimension, orientation) => expect(orientationFromDimension(dimension)).toBe(orientation));

  it.each(['2:3', '16:10', '', '1:1 ', 11, null])('%j is not allowed', (value) => expect(isEventDimension(value)).toBe(false));

  it('gives the ratio', () => {
    expect(dimensionRatio('16:9')).toBeCloseTo(16 / 9);
    expect(dimensionRatio('620:877')).toBeCloseTo(620 / 877);
  });
});
