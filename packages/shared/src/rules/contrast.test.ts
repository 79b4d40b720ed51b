import { describe, expect, it } from 'vitest';
import { blackOrWhite, contrastRatio, focusRingColor, MIN_CONTRAST, readableTextColor } from './contrast.ts';

describe('contrast rule (WCAG 2.2 AA)', () => {
  it('measures the ratio of two colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#ffffff', '#18dad7')).toBeLessThan(2);
  });

  it('gives dark text on the light default primary #18dad7, where white fails', () => {
    expect(readableTextColor('#18dad7', '#ffffff')).toBe('#000000');
    expect(contrastRatio(readableTextColor('#18dad7', '#ffffff'), '#18dad7')).toBeGreaterThanOrEqual(MIN_CONTRAST.normal);
  });

  it("keeps the organiser's colour when it passes", () => {
    expect(readableTextColor('#34495e', '#ffffff')).toBe('#ffffff');
    expect(readableTextColor('#ffffff', '#34495e')).toBe('#34495e');
  });

  it('allows 3:1 for large text only', () => {
    // #949494 on white is about 3.03:1: enough for a large heading, not for body text.
    expect(readableTextColor('#ffffff', '#949494', { large: true })).toBe('#949494');
    expect(readableTextColor('#ffffff', '#949494')).toBe('#000000');
  });

  it('falls back to black or white, whichever passes better, without a preferred colour', () => {
    expect(readableTextColor('#111111')).toBe('#ffffff');
    expect(readableTextColor('#f4d86d')).toBe('#000000');
    expect(blackOrWhite('#d0021b')).toBe('#ffffff');
    expect(readableTextColor('#ffffff', 'not a colour')).toBe('#000000');
  });

  it('picks a focus ring with 3:1 against its background', () => {
    expect(focusRingColor('#ffffff', '#15a6da')).toBe('#000000');
    expect(focusRingColor('#000000', '#15a6da')).toBe('#15a6da');
  });
});
