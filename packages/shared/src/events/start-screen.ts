import { z } from 'zod';
import { buttonStyle, primaryButtonDefaults, secondaryButtonDefaults } from './button-style.ts';
import { assetRef, color, flag, int, num, spacing } from './fields.ts';
import { backgroundTypes } from './review-screen.ts';
import { textFormat } from './text-format.ts';

/** Start-screen texts use Arial (campaigns §3), white on the default black background, centred. */
const START_FONT = 'Arial';
const startText = (size: number) =>
  textFormat({ family: START_FONT, size, color: '#ffffff', align: 'center' }).prefault({});
const sizes = (large: number, medium: number, small: number) =>
  z.object({ large: startText(large), medium: startText(medium), small: startText(small) }).prefault({});

/** The start screen's logo: 300×300 by default (campaigns §3). */
export const startScreenLogoSchema = z.object({
  asset: assetRef(),
  width: int(1, 2_000, 300),
  height: int(1, 2_000, 300),
  position: z.enum(['top', 'center', 'bottom']).default('top'),
  alignment: z.enum(['left', 'center', 'right']).default('center'),
  opacity: num(0, 1, 1),
  blur: int(0, 100, 0),
  backgroundColor: color('#000000'),
  borderRadius: int(0, 1_000, 0),
  borderColor: color('#ffffff'),
  borderWidth: int(0, 100, 0),
  shadowColor: color('#000000'),
  shadowBlur: int(0, 100, 0),
  shadowOffsetX: int(-100, 100, 0),
  shadowOffsetY: int(-100, 100, 0),
});

/** Start screen design settings (campaigns §3): black background, 250×250 shutter buttons, two per row. */
export const startScreenSchema = z.object({
  enabled: flag(false),
  general: z
    .object({
      background: z
        .object({
          type: z.enum(backgroundTypes).default('color'),
          color: color('#000000'),
          image: assetRef(),
        })
        .prefault({}),
      logo: startScreenLogoSchema.prefault({}),
      title: sizes(48, 36, 28),
      text: sizes(24, 18, 14),
      buttons: z
        .object({
          primary: buttonStyle({ ...primaryButtonDefaults, family: START_FONT }),
          secondary: buttonStyle({ ...secondaryButtonDefaults, family: START_FONT }),
          camera: buttonStyle({ color: '#000000', backgroundColor: '#ffffff', borderColor: '#ffffff', family: START_FONT }),
        })
        .prefault({}),
      shutterButton: z
        .object({
          width: int(16, 2_000, 250),
          height: int(16, 2_000, 250),
          perRow: int(1, 6, 2),
        })
        .prefault({}),
      spacings: z
        .object({
          logoSpacing: spacing(20, 50, 50, 50),
          titleSpacing: spacing(10, 50, 10, 50),
          bodySpacing: spacing(10, 50, 50, 50),
          shutterButtonSpacing: spacing(10, 50, 20, 50),
        })
        .prefault({}),
    })
    .prefault({}),
});
export type StartScreen = z.infer<typeof startScreenSchema>;
