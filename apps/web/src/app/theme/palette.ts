import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a 6-digit hex colour: ${hex}`);
  const value = match[1];
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => c + ((to[i] ?? c) - c) * amount) as Rgb;
}

/** Relative luminance (WCAG), used by the tests to check the shades run from light to dark. */
export function luminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const TINTS = [0.92, 0.8, 0.64, 0.46, 0.24];
const SHADES = [0.14, 0.27, 0.4, 0.52];

/**
 * Mantine wants ten shades per colour. The brand colour sits unchanged at index 5; lighter tints
 * mix it with white, darker shades with a near-black of the same hue family.
 */
export function generatePalette(baseHex: string): MantineColorsTuple {
  const base = parseHex(baseHex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = mix(base, [0, 0, 0], 0.9);
  const shades = [...TINTS.map((t) => toHex(mix(base, white, t))), toHex(base), ...SHADES.map((s) => toHex(mix(base, black, s)))];
  return shades as unknown as MantineColorsTuple;
}
