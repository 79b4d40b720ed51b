import { describe, expect, it } from 'vitest';
import { cssString, fontFaceCss } from './font-css.ts';

describe('fontFaceCss', () => {
  it('writes one rule per font with the format hint CSS expects', () => {
    const css = fontFaceCss([
      { family: 'Open Sans', url: '/api/files/a/original.ttf', format: 'ttf', style: 'normal', weight: 400 },
      { family: 'Open Sans', url: '/api/files/b/original.otf', format: 'otf', style: 'Italic', weight: 700 },
    ]);
    expect(css).toContain('src: url("/api/files/a/original.ttf") format("truetype");');
    expect(css).toContain('src: url("/api/files/b/original.otf") format("opentype");');
    expect(css).toContain('font-style: italic;');
    expect(css.match(/font-display: swap;/g)).toHaveLength(2);
  });

  it('is empty without fonts', () => {
    expect(fontFaceCss([])).toBe('');
  });

  it('clamps weights and styles to what CSS knows', () => {
    const css = fontFaceCss([{ family: 'A', url: '/x.woff', format: 'woff', style: 'bold;}', weight: 1.5 }]);
    expect(css).toContain('font-weight: 400;');
    expect(css).toContain('font-style: normal;');
  });
});

describe('cssString', () => {
  it('escapes quotes, backslashes, braces, angle brackets, line breaks and non-ASCII as hex', () => {
    expect(cssString('Grüße "A"\\\n<')).toBe('"Gr\\fc \\df e \\22 A\\22 \\5c \\a \\3c "');
  });
});
