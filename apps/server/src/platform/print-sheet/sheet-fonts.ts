import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * Families a sheet can be set in without an uploaded font: the OFL faces the server ships as
 * @fontsource packages (the starter designs' fonts, and the editor's default Open Sans).
 */
const shippedFamilies: Readonly<Record<string, string>> = {
  'Open Sans': 'open-sans',
  Raleway: 'raleway',
  Montserrat: 'montserrat',
  Pacifico: 'pacifico',
  'Great Vibes': 'great-vibes',
  'Playfair Display': 'playfair-display',
};
const FALLBACK_FAMILY = 'Open Sans';

export const shippedPrintFontFamilies: readonly string[] = Object.keys(shippedFamilies);

const require = createRequire(import.meta.url);
const parsed = new Map<string, fontkit.Font>();
const PARSED_MAX = 64;

function remember(key: string, load: () => Buffer): fontkit.Font {
  const known = parsed.get(key);
  if (known) return known;
  const created = fontkit.create(load());
  const font = 'fonts' in created ? created.fonts[0] : created;
  if (!font) throw new Error('The font file holds no font');
  // A print run sets a few fonts again and again; a bounded cache keeps parsing off the hot path.
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
  parsed.set(key, font);
  return font;
}

/** An uploaded font file, parsed once per content. */
export function fontFromFile(data: Buffer): fontkit.Font {
  const key = createHash('sha1').update(data).digest('hex');
  return remember(key, () => data);
}

/** A shipped family's regular face; an unknown family gets the default, so text never vanishes. */
export function shippedFont(family: string): fontkit.Font {
  const pkg = shippedFamilies[family] ?? shippedFamilies[FALLBACK_FAMILY];
  return remember(`shipped:${pkg}`, () => readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-400-normal.woff`)));
}
