import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

/**
 * The OFL fonts the starter designs are drawn with and that templates publish for guest pages
 * (@fontsource packages). Text in a design becomes outlines drawn from these files, so a rendered
 * design looks the same on every machine, whatever fonts the system has.
 */
export const starterFonts = {
  greatVibes: { family: 'Great Vibes', pkg: 'great-vibes', weight: 400 },
  playfair: { family: 'Playfair Display', pkg: 'playfair-display', weight: 400 },
  playfairBold: { family: 'Playfair Display', pkg: 'playfair-display', weight: 700 },
  montserrat: { family: 'Montserrat', pkg: 'montserrat', weight: 600 },
  montserratBold: { family: 'Montserrat', pkg: 'montserrat', weight: 800 },
  raleway: { family: 'Raleway', pkg: 'raleway', weight: 600 },
  openSans: { family: 'Open Sans', pkg: 'open-sans', weight: 400 },
  pacifico: { family: 'Pacifico', pkg: 'pacifico', weight: 400 },
} as const;
export type StarterFontName = keyof typeof starterFonts;

const require = createRequire(import.meta.url);

/** The file of a font face in its @fontsource package (latin subset; woff for drawing, woff2 for browsers). */
export function starterFontFile(name: StarterFontName, format: 'woff' | 'woff2'): string {
  const { pkg, weight } = starterFonts[name];
  return require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.${format}`);
}

const parsed = new Map<StarterFontName, opentype.Font>();

function font(name: StarterFontName): opentype.Font {
  let loaded = parsed.get(name);
  if (!loaded) {
    const data = readFileSync(starterFontFile(name, 'woff'));
    loaded = opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    parsed.set(name, loaded);
  }
  return loaded;
}

type Command = opentype.PathCommand;
type CoordinateKey = 'x' | 'y' | 'x1' | 'y1' | 'x2' | 'y2';

/**
 * SVG path data of a glyph. opentype.js reads a few points of some fontsource outlines (the "overlap"
 * flag of fonts made from variable ones) as NaN; such a point takes the pen's last position on that
 * axis, which keeps the glyph whole instead of breaking the SVG path.
 */
function outline(path: opentype.Path): string {
  let penX = 0;
  let penY = 0;
  const parts: string[] = [];
  const n = (value: number | undefined, fallback: number) => (Number.isFinite(value) ? (value as number) : fallback).toFixed(2);
  for (const command of path.commands as Command[]) {
    const c = command as Command & Partial<Record<CoordinateKey, number>>;
    switch (c.type) {
      case 'M':
      case 'L':
        parts.push(`${c.type}${n(c.x, penX)} ${n(c.y, penY)}`);
        break;
      case 'Q':
        parts.push(`Q${n(c.x1, penX)} ${n(c.y1, penY)} ${n(c.x, penX)} ${n(c.y, penY)}`);
        break;
      case 'C':
        parts.push(`C${n(c.x1, penX)} ${n(c.y1, penY)} ${n(c.x2, penX)} ${n(c.y2, penY)} ${n(c.x, penX)} ${n(c.y, penY)}`);
        break;
      case 'Z':
        parts.push('Z');
        break;
    }
    if (Number.isFinite(c.x)) penX = c.x as number;
    if (Number.isFinite(c.y)) penY = c.y as number;
  }
  return parts.join('');
}

export interface TextOptions {
  font: StarterFontName;
  size: number;
  x: number;
  /** The baseline. */
  y: number;
  anchor?: 'start' | 'middle' | 'end';
  fill?: string;
  /** Extra space between letters, in em (small caps headings use 0.2–0.35). */
  tracking?: number;
  /** Extra SVG attributes of the group (opacity, filter, stroke …). */
  attrs?: string;
}

/** Laid-out glyphs of one line; `width` lets a caller size boxes around the text. */
export interface TextOutline {
  svg: string;
  width: number;
}

/**
 * One line of text as SVG outlines. Glyphs are placed one by one with the font's kerning (opentype.js'
 * shaping stops at some script fonts' contextual lookups, and a script hand needs no ligatures here);
 * each glyph is its own path, so one odd outline cannot spoil the rest of the line.
 */
export function textOutline(text: string, options: TextOptions): TextOutline {
  const face = font(options.font);
  const scale = options.size / face.unitsPerEm;
  const tracking = (options.tracking ?? 0) * options.size;
  const glyphs = Array.from(text).map((char) => face.charToGlyph(char));
  let width = 0;
  const placed: Array<{ glyph: opentype.Glyph; x: number }> = [];
  glyphs.forEach((glyph, index) => {
    const previous = glyphs[index - 1];
    if (previous) width += face.getKerningValue(previous, glyph) * scale + tracking;
    placed.push({ glyph, x: width });
    width += (glyph.advanceWidth ?? 0) * scale;
  });
  const anchor = options.anchor ?? 'start';
  const left = options.x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const paths = placed
    .map(({ glyph, x }) => outline(glyph.getPath(left + x, options.y, options.size)))
    .filter((data) => data !== '')
    .map((data) => `<path d="${data}"/>`)
    .join('');
  return { svg: `<g fill="${options.fill ?? '#000'}" ${options.attrs ?? ''}>${paths}</g>`, width };
}

/** Just the SVG of `textOutline`. */
export function text(value: string, options: TextOptions): string {
  return textOutline(value, options).svg;
}
