import { z } from 'zod';
import { emptyDefault, assetRef, flag, int, num, rgba, shortText } from './fields.ts';

/**
 * Screen saver after inactivity (campaigns §3). The spec gives no units; the booth reads both as
 * seconds: the saver starts after 60 s without a touch and the inactivity countdown runs 15 s.
 */
export const screenSaverFeatureSchema = z.object({
  enabled: flag(false),
  screenSaverAsset: assetRef(),
  screenSaverSettings: z
    .object({
      inactivity: emptyDefault(60, z.number().int().min(5).max(3_600)),
      timer: emptyDefault(15, z.number().int().min(1).max(600)),
    })
    .prefault({}),
});
export type ScreenSaverFeature = z.infer<typeof screenSaverFeatureSchema>;

const adjustment = () => num(-100, 100, 0);

/** Image processing (campaigns §3); colours carry red, green, blue and alpha. */
export const imageProcessingFeatureSchema = z.object({
  enabled: flag(false),
  referenceImage: assetRef(),
  values: z
    .object({
      brightness: adjustment(),
      exposure: adjustment(),
      hue: num(-180, 180, 0),
      // Alpha 0: no tint until the organiser picks one.
      colorize: rgba({ red: 255, green: 255, blue: 255, alpha: 0 }),
      // Full white at full alpha leaves every channel as it is.
      channels: rgba({ red: 255, green: 255, blue: 255, alpha: 1 }),
      gamma: num(0.1, 10, 1),
      vibrance: adjustment(),
      contrast: adjustment(),
      saturation: adjustment(),
      sharpen: num(0, 100, 0),
      greyscale: flag(false),
    })
    .prefault({}),
  /** Sliders a guest may move themselves. */
  availableForUser: z
    .object({
      brightness: flag(false),
      colorCorrection: flag(false),
      contrast: flag(false),
      saturation: flag(false),
      greyscale: flag(false),
    })
    .prefault({}),
  halo: z
    .object({
      enabled: flag(false),
      color: rgba({ red: 255, green: 0, blue: 0, alpha: 1 }),
      blurRadius: int(0, 200, 10),
      solid: int(0, 200, 5),
      offsetX: int(-500, 500, 0),
      offsetY: int(-500, 500, 0),
    })
    .prefault({}),
});
export type ImageProcessingFeature = z.infer<typeof imageProcessingFeatureSchema>;

const ratio = (fallback: number) => num(0, 1, fallback);

/** Face detection (campaigns §3): eye-closure thresholds and gaze tolerances in degrees. */
export const faceFeatureSchema = z.object({
  enabled: flag(false),
  name: shortText('Face detection'),
  text: shortText('Face detection'),
  group: z.literal('Shutter').default('Shutter'),
  validOverlay: assetRef(),
  invalidOverlay: assetRef(),
  eye: z
    .object({
      closeThreshold: ratio(0.25),
      openThreshold: ratio(0.35),
      smoothingFactor: ratio(0.3),
      spanThreshold: ratio(0.06),
      smooth: flag(true),
    })
    .refine((eye) => eye.openThreshold >= eye.closeThreshold, {
      error: 'The open threshold must not be below the close threshold',
      path: ['openThreshold'],
    })
    .prefault({}),
  gaze: z
    .object({
      pitch: num(0, 90, 5),
      yaw: num(0, 90, 30),
    })
    .prefault({}),
});
export type FaceFeature = z.infer<typeof faceFeatureSchema>;
