import { z } from 'zod';
import { designDefaults } from '../constants.ts';
import { assetRef, color, flag, int, shortText } from './fields.ts';

export const buttonPositions = ['left', 'center', 'right'] as const;
/** classic: numbers counted down; sequence: the uploaded countdown-sequence video. */
export const countDownTypes = ['classic', 'sequence'] as const;
export const imageRotations = [0, 90, 180, 270] as const;

/** The camera countdown text (campaigns §3): 75 px, drawn over the live camera, so white, bold and shadowed. */
export const cameraCountdownTextSchema = z.object({
  family: shortText(designDefaults.fonts.text),
  size: int(8, 400, 75),
  color: color('#ffffff'),
  shadow: flag(true),
  bold: flag(true),
});

/** The on-screen shutter button: 64×64, round, white border of 2 (campaigns §3). */
export const shutterButtonStyleSchema = z.object({
  width: int(16, 800, 64),
  height: int(16, 800, 64),
  shape: z.enum(['round', 'square']).default('round'),
  borderColor: color('#ffffff'),
  borderWidth: int(0, 50, 2),
  backgroundColor: color('#ffffff'),
});

/** Shutter screen (campaigns §3). Face, image processing and screen saver live in `shutter` (see shutter.ts). */
export const shutterScreenSchema = z.object({
  buttonPosition: z.enum(buttonPositions).default('center'),
  countDownType: z.enum(countDownTypes).default('classic'),
  /** 0 means no countdown: the only setting whose zero survives the merge rule (campaigns §5). */
  countdownSeconds: int(0, 30, 3),
  imageRotationDegree: z.literal(imageRotations).default(0),
  hideBadge: flag(false),
  badgeColor: color('#ffffff'),
  exitCampaignButton: flag(false),
  background: assetRef(),
  /** Graphic that tells guests where to look. */
  lookHere: assetRef(),
  countdownSequence: assetRef(),
  customBadge: assetRef(),
  /** Fallback avatar of the virtual booth when a guest skips the camera. */
  vbAvatar: assetRef(),
  /** A short tone on every countdown step and the shutter (accessibility option, off by default). */
  audioCues: flag(false),
  /** The countdown numbers are spoken in the guest's language (speech synthesis of the browser). */
  spokenCountdown: flag(false),
  cameraCountdownText: cameraCountdownTextSchema.prefault({}),
  shutterButton: shutterButtonStyleSchema.prefault({}),
});
export type ShutterScreen = z.infer<typeof shutterScreenSchema>;
