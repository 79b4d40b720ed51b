import { describe, expect, it } from 'vitest';
import { isColorFieldValue, parseHexColor, toHexColor } from './colour.ts';

describe('hex colours', () => {
  it('parses six digits with and without #', () => {
    expect(parseHexColor('#18dad7')).toEqual({ red: 24, green: 218, blue: 215, alpha: 1 });
    expect(parseHexColor('34495E')).toEqual({ red: 52, green: 73, blue: 94, alpha: 1 });
  });

  it('parses eight digits with alpha', () => {
    expect(parseHexColor('#00000080')).toEqual({ red: 0, green: 0, blue: 0, alpha: 0.502 });
    expect(parseHexColor('#ffffffff')?.alpha).toBe(1);
  });

  it.each(['#fff', '#ffff', '#1234567', 'red', '', '#gggggg'])('refuses %j', (value) => {
    expect(parseHexColor(value)).toBeNull();
  });

  it('the colour field takes exactly 7 characters', () => {
    expect(isColorFieldValue('#18dad7')).toBe(true);
    expect(isColorFieldValue('#18dad7ff')).toBe(false);
    expect(isColorFieldValue('18dad7')).toBe(false);
  });

  it('formats channels back to hex, clamped', () => {
    expect(toHexColor({ red: 24, green: 218, blue: 215 })).toBe('#18dad7');
    expect(toHexColor({ red: 300, green: -4, blue: 15.6 })).toBe('#ff0010');
  });
});
