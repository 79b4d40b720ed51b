import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { designDefaults, designFallbacks } from '../constants.ts';
import { assetRef, code, color, flag, int, num, shortText } from './fields.ts';
import { backgroundTypes } from './review-screen.ts';

/** The screens a design system styles and the theme preview accepts (platform §5). */
export const designScreenNames = ['startScreen', 'microsite', 'email'] as const;
export type DesignScreenName = (typeof designScreenNames)[number];

const section = () =>
  z
    .object({
      enabled: flag(true),
      backgroundColor: color(designFallbacks.background),
      color: color(designFallbacks.text),
      padding: int(0, 500, designDefaults.spacing.medium),
    })
    .prefault({});

/** One screen of a design system: layout, background, header, body, footer, custom CSS (campaigns §3). */
export const designScreenSchema = z.object({
  layout: z.enum(['centered', 'fullWidth']).default('centered'),
  background: z
    .object({
      type: z.enum(backgroundTypes).default('color'),
      color: color(designDefaults.colors.background),
      image: assetRef(),
    })
    .prefault({}),
  header: section(),
  body: section(),
  footer: section(),
  customCSS: code(),
});

/** The e-mail screen adds subject, preheader and a width of 600 (campaigns §3, §9). */
export const emailDesignScreenSchema = designScreenSchema.extend({
  subject: shortText(),
  preheader: shortText(),
  emailWidth: int(320, 1_200, designDefaults.emailWidth),
});

// A CSS box-shadow value: digits, units, colours and commas only, so it cannot close the declaration.
const shadowValue = (fallback: string) =>
  singleLine().max(200).regex(/^[\w\s#(),.%-]*$/, { error: 'Expected a CSS shadow value' }).default(fallback);

const c = designDefaults.colors;
const t = designDefaults.typography;

/** Global styles, defaulting to the design-system defaults of platform §9. */
export const globalStylesSchema = z.object({
  colors: z
    .object({
      primary: color(c.primary),
      secondary: color(c.secondary),
      accent: color(c.accent),
      background: color(c.background),
      text: color(c.text),
      lightText: color(c.lightText),
      success: color(c.success),
      warning: color(c.warning),
      error: color(c.error),
    })
    .prefault({}),
  typography: z
    .object({
      headingFont: shortText(designDefaults.fonts.design),
      bodyFont: shortText(designDefaults.fonts.text),
      baseFontSize: int(8, 72, t.baseFontSize),
      headingLineHeight: num(0.5, 4, t.headingLineHeight),
      bodyLineHeight: num(0.5, 4, t.bodyLineHeight),
    })
    .prefault({}),
  spacing: z
    .object({
      unit: int(1, 100, designDefaults.spacing.unit),
      small: int(0, 500, designDefaults.spacing.small),
      medium: int(0, 500, designDefaults.spacing.medium),
      large: int(0, 500, designDefaults.spacing.large),
    })
    .prefault({}),
  borders: z
    .object({
      radius: z
        .object({
          small: int(0, 500, designDefaults.borderRadius.small),
          medium: int(0, 500, designDefaults.borderRadius.medium),
          large: int(0, 500, designDefaults.borderRadius.large),
        })
        .prefault({}),
      width: z
        .object({
          thin: int(0, 100, designDefaults.borderWidth.thin),
          medium: int(0, 100, designDefaults.borderWidth.medium),
          thick: int(0, 100, designDefaults.borderWidth.thick),
        })
        .prefault({}),
    })
    .prefault({}),
  shadows: z
    .object({
      small: shadowValue('0 1px 2px rgba(0, 0, 0, 0.1)'),
      medium: shadowValue('0 4px 8px rgba(0, 0, 0, 0.15)'),
      large: shadowValue('0 8px 24px rgba(0, 0, 0, 0.2)'),
    })
    .prefault({}),
});

/** What applies where a screen sets nothing: the colour fallbacks of platform §9. */
export const baseSettingsSchema = z.object({
  background: color(designFallbacks.background),
  text: color(designFallbacks.text),
  primary: color(designFallbacks.primary),
  secondary: color(designFallbacks.secondary),
  font: shortText(designFallbacks.font),
});

export const designThemeSchema = z.object({
  name: shortText('Default'),
  version: shortText('1.0.0'),
  description: shortText(),
  createdBy: shortText(),
  createdAt: z.iso.datetime({ offset: true }).nullable().default(null),
  updatedAt: z.iso.datetime({ offset: true }).nullable().default(null),
});

/** A design system as applied to an event (campaigns §3 "Design settings"). */
export const designSystemSchema = z.object({
  baseSettings: baseSettingsSchema.prefault({}),
  theme: designThemeSchema.prefault({}),
  screens: z
    .object({
      startScreen: designScreenSchema.prefault({}),
      microsite: designScreenSchema.prefault({}),
      email: emailDesignScreenSchema.prefault({}),
    })
    .prefault({}),
  globalStyles: globalStylesSchema.prefault({}),
});
export type DesignSystem = z.infer<typeof designSystemSchema>;
