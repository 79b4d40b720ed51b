import { z } from 'zod';
import { designDefaults } from '../constants.ts';
import { color, shortText } from './fields.ts';

export interface ButtonStyleDefaults {
  color: string;
  backgroundColor: string;
  borderColor: string;
  family?: string;
}

/** A button's colours and font, as the design settings and the start screen style them (campaigns §3). */
export function buttonStyle(defaults: ButtonStyleDefaults) {
  return z
    .object({
      color: color(defaults.color),
      backgroundColor: color(defaults.backgroundColor),
      borderColor: color(defaults.borderColor),
      family: shortText(defaults.family ?? designDefaults.fonts.design),
    })
    .prefault({});
}

/** Primary buttons in the theme's primary colour, secondary ones in its secondary colour. */
export const primaryButtonDefaults: ButtonStyleDefaults = {
  color: '#ffffff',
  backgroundColor: designDefaults.colors.primary,
  borderColor: designDefaults.colors.primary,
};
export const secondaryButtonDefaults: ButtonStyleDefaults = {
  color: '#ffffff',
  backgroundColor: designDefaults.colors.secondary,
  borderColor: designDefaults.colors.secondary,
};
