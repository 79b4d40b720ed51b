import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** WCAG 2.2 AA minimum contrast: 4.5:1 for normal text, 3:1 for large text (and for focus rings, 1.4.11). */
export const MIN_CONTRAST = { normal: 4.5, large: 3 } as const;

const BLACK = '#000000';
const WHITE = '#ffffff';

/** The WCAG contrast ratio of two colours (1…21); an unreadable colour counts as black. */
export function contrastRatio(first: string, second: string): number {
  const a = colord(first);
  const b = colord(second);
  return (a.isValid() ? a : colord(BLACK)).contrast(b.isValid() ? b : colord(BLACK));
}

/** Black or white, whichever stands out more against `background`. */
export function blackOrWhite(background: string): string {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/**
 * A text colour that is readable on `background` (WCAG 2.2 AA): the organiser's `preferred` colour when
 * it reaches 4.5:1 (3:1 for large text), otherwise black or white, whichever passes better. So white on
 * the default primary #18dad7 (about 1.7:1) becomes black.
 */
export function readableTextColor(background: string, preferred?: string | null, options: { large?: boolean } = {}): string {
  const minimum = options.large ? MIN_CONTRAST.large : MIN_CONTRAST.normal;
  if (preferred && colord(preferred).isValid() && contrastRatio(preferred, background) >= minimum) return preferred;
  return blackOrWhite(background);
}

/**
 * A focus ring colour with at least 3:1 against `background` (WCAG 2.2 focus appearance): the
 * `preferred` colour when it reaches that, otherwise black or white.
 */
export function focusRingColor(background: string, preferred?: string | null): string {
  return readableTextColor(background, preferred, { large: true });
}
