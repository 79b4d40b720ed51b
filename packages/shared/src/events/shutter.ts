import { z } from 'zod';
import {
  aiCaptureSchema,
  aifilterCaptureSchema,
  boomerangCaptureSchema,
  gifCaptureSchema,
  photoCaptureSchema,
  photolayoutCaptureSchema,
  videoCaptureSchema,
} from './capture-modes.ts';
import { faceFeatureSchema, imageProcessingFeatureSchema, screenSaverFeatureSchema } from './capture-features.ts';

/**
 * Every shutter feature of an event, keyed by its kind (campaigns §3 "Capture feature kinds"). The
 * shutter screen's faceParameters, imageProcessing and screenSaver of §3 are the face,
 * imageProcessing and screensaver entries here: each setting is stored once.
 */
export const shutterSchema = z.object({
  photo: photoCaptureSchema.prefault({}),
  gif: gifCaptureSchema.prefault({}),
  boomerang: boomerangCaptureSchema.prefault({}),
  ai: aiCaptureSchema.prefault({}),
  video: videoCaptureSchema.prefault({}),
  photolayout: photolayoutCaptureSchema.prefault({}),
  aifilter: aifilterCaptureSchema.prefault({}),
  screensaver: screenSaverFeatureSchema.prefault({}),
  imageProcessing: imageProcessingFeatureSchema.prefault({}),
  face: faceFeatureSchema.prefault({}),
});
export type Shutter = z.infer<typeof shutterSchema>;
