import { z } from 'zod';
import {
  boothCaptureSettings,
  captureModeNames,
  couplingIssue,
  featureFields,
  rollFields,
  type CaptureModeKind,
  type CouplingFields,
} from './capture-base.ts';
import { flag, int, num } from './fields.ts';

/**
 * One capture mode of the shutter screen: its feature fields, its booth capture settings and what is
 * special to it (campaigns §3 "Capture settings per mode", §9 capture defaults).
 */
function captureMode<K extends CaptureModeKind, S extends z.ZodRawShape>(kind: K, special: S) {
  return boothCaptureSettings(kind).extend({ ...featureFields(captureModeNames[kind]), ...special });
}

/** Refuses a coupled mode whose overlay and background counts differ, naming `backgrounds`. */
function withCoupling<T extends z.ZodType<CouplingFields>>(schema: T) {
  return schema.superRefine((mode, ctx) => {
    const issue = couplingIssue(mode);
    if (issue) ctx.addIssue({ code: 'custom', path: ['backgrounds'], message: issue });
  });
}

/**
 * GIF frames are seconds apart (3 by default). Bounded to 0.5–30 s so that the milliseconds sent to the
 * server (500–30000) are always above 100 and seconds never are: the "above 100 means milliseconds"
 * rule of campaigns §4 then reads every value right.
 */
export const GIF_DELAY_MIN_SECONDS = 0.5;
export const GIF_DELAY_MAX_SECONDS = 30;

/** Photo is the one mode a new campaign has on (issue 12): a booth that captures nothing is no booth. */
export const photoCaptureSchema = withCoupling(captureMode('photo', {
  enabled: flag(true),
  preRollVideo: rollFields().preRollVideo,
  postRollVideo: rollFields().postRollVideo,
}));

export const gifCaptureSchema = withCoupling(captureMode('gif', {
  delayBetweenCapturingFrame: num(GIF_DELAY_MIN_SECONDS, GIF_DELAY_MAX_SECONDS, 3),
  ...rollFields(),
}));

export const boomerangCaptureSchema = withCoupling(captureMode('boomerang', rollFields()));

export const aiCaptureSchema = withCoupling(captureMode('ai', {}));

export const videoModes = ['timer', 'stopwatch'] as const;
export const videoQualities = [360, 480, 720, 1080] as const;

export const videoCaptureSchema = withCoupling(captureMode('video', {
  videoMode: z.enum(videoModes).default('timer'),
  /** Recording length in timer mode; called timerSeconds in the editor's form. */
  fixedVideoSeconds: int(1, 120, 3),
  /** Longest recording in stopwatch mode; called stopwatchSeconds in the editor's form. */
  watchDurationSeconds: int(1, 600, 90),
  /** Vertical resolution; called resolution in the editor's form. */
  videoQuality: z.literal(videoQualities).default(480),
  audioRecording: flag(true),
  unscreenEnabled: flag(false),
  ...rollFields(),
}));

/** "PhotoLayout: like boomerang" (campaigns §3): the same fields, with the generic capture defaults. */
export const photolayoutCaptureSchema = withCoupling(captureMode('photolayout', rollFields()));

export const aifilterCaptureSchema = withCoupling(captureMode('aifilter', {}));

export type PhotoCapture = z.infer<typeof photoCaptureSchema>;
export type GifCapture = z.infer<typeof gifCaptureSchema>;
export type BoomerangCapture = z.infer<typeof boomerangCaptureSchema>;
export type AiCapture = z.infer<typeof aiCaptureSchema>;
export type VideoCapture = z.infer<typeof videoCaptureSchema>;
export type PhotolayoutCapture = z.infer<typeof photolayoutCaptureSchema>;
export type AifilterCapture = z.infer<typeof aifilterCaptureSchema>;
