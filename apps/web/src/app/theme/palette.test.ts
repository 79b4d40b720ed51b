import { designDefaults } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { generatePalette, luminance } from '@/app/theme/palette';

describe('generatePalette', () => {
  it('gives ten shades from light to dark with the brand colour unchanged at index 5', () => {
    const palette = generatePalette(designDefaults.colors.primary);
    expect(palette).toHaveLength(10);
    expect(palette[5]).toBe('#18dad7');
    for (let i = 1; i < palette.length; i += 1) {
      expect(luminance(palette[i]!)).toBeLessThan(luminance(palette[i - 1]!));
    }
  });

  it('refuses anything that is not a 6-digit hex colour', () => {
    expect(() => generatePalette('teal')).toThrow();
  });
});
