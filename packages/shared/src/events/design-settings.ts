import { z } from 'zod';
import { designDefaults, designFallbacks } from '../constants.ts';
import { buttonStyle, primaryButtonDefaults, secondaryButtonDefaults } from './button-style.ts';
import { designSystemSchema } from './design-system.ts';
import { assetRef, color, flag, shortText } from './fields.ts';
import { backgroundTypes } from './review-screen.ts';
import { startScreenSchema } from './start-screen.ts';

const textStyle = () =>
  z
    .object({
      color: color(designFallbacks.text),
      family: shortText(designDefaults.fonts.design),
    })
    .prefault({});
const textSizes = () => z.object({ large: textStyle(), medium: textStyle(), small: textStyle() }).prefault({});

/**
 * The event's own design (campaigns §3 "Event-level designSettings"). The background keys keep the
 * spec's snake_case names. `startScreen` is the start screen's design; `designSystem` is the theme
 * applied to the event (theme, screens, global styles), kept apart so neither shadows the other.
 */
export const designSettingsSchema = z.object({
  enabled: flag(false),
  general: z
    .object({
      background: z
        .object({
          background_type: z.enum(backgroundTypes).default('color'),
          background_color: color(designFallbacks.background),
          background_image: assetRef(),
        })
        .prefault({}),
      title: textSizes(),
      text: textSizes(),
      buttons: z
        .object({
          primary: buttonStyle(primaryButtonDefaults),
          secondary: buttonStyle(secondaryButtonDefaults),
        })
        .prefault({}),
    })
    .prefault({}),
  startScreen: startScreenSchema.prefault({}),
  designSystem: designSystemSchema.prefault({}),
});
export type DesignSettings = z.infer<typeof designSettingsSchema>;
