import { describe, expect, it } from 'vitest';
import { namesFromFileName, parseFontFaceCss } from '@/features/assets/api/font-item';

describe('font names from a file name', () => {
  it.each([
    ['OpenSans-SemiBoldItalic.woff2', 'Open Sans SemiBold Italic', 'Open Sans'],
    ['Raleway-Regular.ttf', 'Raleway Regular', 'Raleway'],
    ['brand_font.otf', 'brand font', 'brand font'],
    ['Bold.woff', 'Bold', 'Bold'],
    ['Inter-VariableFont_slnt,wght.ttf', 'Inter Variable Font slnt,wght', 'Inter Variable Font slnt,wght'],
  ])('%s → %s / %s', (file, name, family) => expect(namesFromFileName(file)).toEqual({ name, family }));
});

describe('weight and style from the font stylesheet', () => {
  it('reads them per file URL', () => {
    const css = [
      '@font-face {',
      '  font-family: "Brand Sans";',
      '  src: url("/api/files/assets/a/original.woff2") format("woff2");',
      '  font-weight: 700;',
      '  font-style: italic;',
      '  font-display: swap;',
      '}',
      '',
      '@font-face {',
      '  font-family: "Brand\\e4  Serif";',
      '  src: url("/api/files/assets/b/original.ttf") format("truetype");',
      '  font-weight: 400;',
      '  font-style: normal;',
      '}',
    ].join('\n');
    const faces = parseFontFaceCss(css);
    expect(faces.get('/api/files/assets/a/original.woff2')).toEqual({ weight: 700, style: 'italic' });
    expect(faces.get('/api/files/assets/b/original.ttf')).toEqual({ weight: 400, style: 'normal' });
    expect(parseFontFaceCss('')).toEqual(new Map());
  });
});
