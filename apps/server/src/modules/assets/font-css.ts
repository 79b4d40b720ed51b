import type { FontFormat } from '@booth/shared';

export interface FontFace {
  family: string;
  url: string;
  format: FontFormat;
  style: string;
  weight: number;
}

// The CSS `format()` hint per file format (CSS Fonts 4).
const FORMAT_HINT: Record<FontFormat, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

/**
 * A CSS string literal. Everything but letters, digits, space and `-_./` becomes a hex escape, so a
 * family name can neither end the string nor the rule, nor close a `<style>` element it is inlined in.
 */
export function cssString(text: string): string {
  const escaped = Array.from(text)
    .map((char) => (/^[A-Za-z0-9 _./-]$/.test(char) ? char : `\\${(char.codePointAt(0) ?? 0).toString(16)} `))
    .join('');
  return `"${escaped}"`;
}

/** Only the keywords CSS knows; a style typed into the font form cannot inject anything. */
function cssStyle(style: string): string {
  const value = style.trim().toLowerCase();
  return value === 'italic' || value === 'oblique' ? value : 'normal';
}

function cssWeight(weight: number): number {
  return Number.isInteger(weight) && weight >= 1 && weight <= 1000 ? weight : 400;
}

/** One `@font-face` rule per font; `font-display: swap` so guest pages show text before the font arrives. */
export function fontFaceCss(faces: readonly FontFace[]): string {
  return faces
    .map((face) =>
      [
        '@font-face {',
        `  font-family: ${cssString(face.family)};`,
        `  src: url(${cssString(face.url)}) format("${FORMAT_HINT[face.format]}");`,
        `  font-weight: ${cssWeight(face.weight)};`,
        `  font-style: ${cssStyle(face.style)};`,
        '  font-display: swap;',
        '}',
      ].join('\n'),
    )
    .join('\n\n')
    .concat(faces.length > 0 ? '\n' : '');
}
