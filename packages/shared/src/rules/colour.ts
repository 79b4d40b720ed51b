export interface Rgba {
  red: number;
  green: number;
  blue: number;
  /** 0..1 */
  alpha: number;
}

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Parses a hex colour of 6 or 8 digits (with or without `#`); anything else gives null. */
export function parseHexColor(value: string): Rgba | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const hex = match[1];
  const byte = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return {
    red: byte(0),
    green: byte(2),
    blue: byte(4),
    alpha: hex.length === 8 ? Math.round((byte(6) / 255) * 1000) / 1000 : 1,
  };
}

/** The colour field takes 7 characters: `#` and six hex digits. */
export const COLOR_FIELD_LENGTH = 7;
const COLOR_FIELD = /^#[0-9a-f]{6}$/i;

/** What the colour field's check says when it fails; the server maps it to the field code `invalid_color`. */
export const COLOR_FIELD_MESSAGE = 'Expected a colour as #rrggbb';

export function isColorFieldValue(value: unknown): value is string {
  return typeof value === 'string' && COLOR_FIELD.test(value);
}

export function toHexColor({ red, green, blue }: Pick<Rgba, 'red' | 'green' | 'blue'>): string {
  const part = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');
  return `#${part(red)}${part(green)}${part(blue)}`;
}
