import type { TextFormat } from '@booth/shared';
import type * as fontkit from 'fontkit';

export interface TextBox {
  text: string;
  format: TextFormat;
  /** Box and type size in sheet pixels. */
  width: number;
  height: number;
  fontSize: number;
}

const escapeAttribute = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function advance(font: fontkit.Font, text: string, scale: number): number {
  return font.layout(text).advanceWidth * scale;
}

/** Lines as Konva wraps them: at line breaks, then word by word where a line is wider than the box. */
export function wrapLines(font: fontkit.Font, text: string, width: number, scale: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && advance(font, candidate, scale) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

function glyphPaths(font: fontkit.Font, line: string, left: number, baseline: number, scale: number): string {
  const run = font.layout(line);
  let pen = 0;
  const paths: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const data = glyph.path.toSVG();
    if (data !== '') {
      const x = left + (pen + (position?.xOffset ?? 0)) * scale;
      const y = baseline - (position?.yOffset ?? 0) * scale;
      paths.push(`<path transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale} ${-scale})" d="${data}"/>`);
    }
    pen += position?.xAdvance ?? glyph.advanceWidth;
  });
  return paths.join('');
}

/**
 * A text node as SVG outlines drawn from the font file itself, so the sheet looks the same on every
 * machine whatever fonts it has (the way the starter designs are drawn). Konva's text box is the model:
 * lines one font size apart, each centred on its line's middle, aligned in the box. Bold and italic
 * of a single-face font are synthesised (a stroke, a slant), as browsers do.
 */
export function textSvg(font: fontkit.Font, box: TextBox): string {
  const { format, fontSize, width, height } = box;
  const scale = fontSize / font.unitsPerEm;
  const lines = wrapLines(font, box.text, width, scale);
  const middleToBaseline = ((font.ascent + font.descent) / 2) * scale;
  const fill = escapeAttribute(format.color);
  const parts = lines.map((line, index) => {
    const lineWidth = advance(font, line, scale);
    const left = format.align === 'center' ? (width - lineWidth) / 2 : format.align === 'right' ? width - lineWidth : 0;
    const baseline = index * fontSize + fontSize / 2 + middleToBaseline;
    const underline = format.underline
      ? `<rect x="${left.toFixed(2)}" y="${(baseline + fontSize * 0.1).toFixed(2)}" width="${lineWidth.toFixed(2)}" height="${Math.max(1, fontSize * 0.06).toFixed(2)}"/>`
      : '';
    return glyphPaths(font, line, left, baseline, scale) + underline;
  });
  const stroke = format.bold ? ` stroke="${fill}" stroke-width="${(fontSize * 0.035).toFixed(2)}" stroke-linejoin="round"` : '';
  const slant = format.italic ? ` transform="translate(${(fontSize * 0.1).toFixed(2)} 0) skewX(-12)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g fill="${fill}"${stroke}${slant}>${parts.join('')}</g></svg>`;
}
