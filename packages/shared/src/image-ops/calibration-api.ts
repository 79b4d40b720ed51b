import { z } from 'zod';
import { imageProcessingFeatureSchema } from '../events/capture-features.ts';
import { kioskExitRequestSchema } from '../kiosk/kiosk-exit.ts';

const feature = imageProcessingFeatureSchema.shape;

/** What the operator calibrates on the tablet: the values and the halo of the campaign's image processing. */
export const kioskCalibrationSchema = z.object({
  values: feature.values.unwrap(),
  halo: feature.halo.unwrap(),
});
export type KioskCalibration = z.infer<typeof kioskCalibrationSchema>;

/**
 * PUT /events/{slug}/kiosk/image-processing: the operator's secret (as for leaving the kiosk) and the
 * calibrated values, sent whole (fields left out take their defaults). The halo is optional: left out,
 * the campaign's stays.
 */
export const kioskCalibrationRequestSchema = kioskExitRequestSchema.extend({
  values: feature.values.unwrap(),
  halo: feature.halo.unwrap().optional(),
});
export type KioskCalibrationRequest = z.input<typeof kioskCalibrationRequestSchema>;
export type KioskCalibrationBody = z.output<typeof kioskCalibrationRequestSchema>;
