import { z } from 'zod';
import { designDefaults } from '../constants.ts';
import { assetRef, color, flag, int, shortText } from './fields.ts';

export const textAligns = ['left', 'right', 'center'] as const;
export type TextAlign = (typeof textAligns)[number];

export interface TextFormatDefaults {
  align?: TextAlign;
  italic?: boolean;
  bold?: boolean;
  underline?: boolean;
  color?: string;
  family?: string;
  size?: number;
}

/**
 * A text format (campaigns §3 "Text format and font"). Different texts start with different looks (the
 * camera countdown is 75 px, start-screen texts use Arial), so each use builds its own defaults.
 * `fontId` points at an uploaded font; `family` is what the browser falls back to meanwhile.
 */
export function textFormat(defaults: TextFormatDefaults = {}) {
  return z.object({
    align: z.enum(textAligns).default(defaults.align ?? 'left'),
    italic: flag(defaults.italic ?? false),
    bold: flag(defaults.bold ?? false),
    underline: flag(defaults.underline ?? false),
    color: color(defaults.color ?? designDefaults.colors.text),
    family: shortText(defaults.family ?? designDefaults.fonts.text),
    size: int(4, 400, defaults.size ?? designDefaults.typography.baseFontSize),
    /** An uploaded font (a library asset). */
    fontId: assetRef(),
  });
}

export const textFormatSchema = textFormat();
export type TextFormat = z.infer<typeof textFormatSchema>;
