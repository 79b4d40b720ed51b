/**
 * Which characters a stored text may hold. PostgreSQL refuses NUL in `text` and `\u0000` and unpaired
 * surrogates in `jsonb`, so such input must be refused as a client error before it reaches the
 * database; the other control characters (C0, DEL, C1) have no place in names and labels either and
 * are how log lines, CSV cells and headers are forged. Text that is written on several lines (long
 * texts, CSS, JavaScript, e-mail bodies) keeps tab, line feed and carriage return.
 */
export type TextKind = 'single-line' | 'multi-line';

export interface ForbiddenCharacter {
  /** Position in characters (code points), counted from 1 as a person would. */
  position: number;
  /** `U+0000`, or `an unpaired surrogate`. */
  name: string;
}

const MULTI_LINE_ALLOWED = new Set([0x09, 0x0a, 0x0d]);

/** C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). */
export function isControlCharacter(codePoint: number): boolean {
  return codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
}

function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first character a text of this kind may not hold, or undefined when it is clean. */
export function firstForbiddenCharacter(text: string, kind: TextKind): ForbiddenCharacter | undefined {
  let position = 0;
  for (const char of text) {
    position += 1;
    const codePoint = char.codePointAt(0) ?? 0;
    if (isControlCharacter(codePoint) && !(kind === 'multi-line' && MULTI_LINE_ALLOWED.has(codePoint))) {
      return { position, name: codePointName(codePoint) };
    }
    // Iterating by code point leaves a lone surrogate as a one-unit "character".
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) return { position, name: 'an unpaired surrogate' };
  }
  return undefined;
}

/** A control character or a surrogate without its other half. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SUSPECT = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(text: string, kind: TextKind): boolean {
  // The common case (printable text, emoji included) is answered without walking the string by code point.
  if (!SUSPECT.test(text)) return true;
  return firstForbiddenCharacter(text, kind) === undefined;
}

/** The message of a refused text; the error handler puts the field's path in front of it. */
export function forbiddenCharacterMessage(text: string, kind: TextKind): string {
  const found = firstForbiddenCharacter(text, kind);
  const allowed = kind === 'multi-line' ? ' other than tab and line breaks' : '';
  const where = found ? ` (${found.name} at character ${found.position})` : '';
  return `Must not contain control characters${allowed}${where}`;
}

/**
 * The text without what its kind may not hold: for reading back text stored before the rule existed,
 * never for input (input is refused, not silently changed). A single line keeps its line breaks as spaces.
 */
export function withoutForbiddenCharacters(text: string, kind: TextKind): string {
  if (isSafeText(text, kind)) return text;
  let clean = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (kind === 'single-line' && MULTI_LINE_ALLOWED.has(codePoint)) clean += ' ';
    else if (!isControlCharacter(codePoint) && !(codePoint >= 0xd800 && codePoint <= 0xdfff)) clean += char;
    else if (kind === 'multi-line' && MULTI_LINE_ALLOWED.has(codePoint)) clean += char;
  }
  return clean;
}
