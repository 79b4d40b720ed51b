import { z } from 'zod';
import { imageProcessingFeatureSchema } from '../events/capture-features.ts';

/** The GIF speeds a guest may choose on the review screen, as multiples of the campaign's frame rate. */
export const gifSpeeds = [0.5, 1, 2] as const;
export type GifSpeed = (typeof gifSpeeds)[number];

const values = imageProcessingFeatureSchema.shape.values.unwrap().shape;

/**
 * What a guest may move themselves on the review screen (image processing `availableForUser`):
 * colour correction is the hue turn. Each key is sent only when the campaign offers its slider.
 */
export const guestAdjustmentsSchema = z
  .object({
    brightness: values.brightness.unwrap(),
    contrast: values.contrast.unwrap(),
    saturation: values.saturation.unwrap(),
    colorCorrection: values.hue.unwrap(),
    greyscale: z.boolean(),
  })
  .partial()
  .strict();
export type GuestAdjustments = z.infer<typeof guestAdjustmentsSchema>;

/**
 * The review screen's edits as they travel with a kiosk upload (the `edits` form field, JSON). The
 * drawings, emoji, stickers and text come as one transparent PNG at the picture's size (the
 * `editLayer` file part, present when `layer` is true); the server lays it over the overlayed picture
 * so its rendition matches what the guest saw. The filter and the adjustments are applied by the
 * server with the shared image operations, never baked into the uploaded frames.
 */
export const reviewEditsSchema = z
  .object({
    /** One of FILTER_PRESETS (review screen `guestFilters` / `presetFilterId`); null: none. */
    filterId: z.uuid().nullable().default(null),
    gifSpeed: z.literal(gifSpeeds).default(1),
    adjustments: guestAdjustmentsSchema.default({}),
    layer: z.boolean().default(false),
  })
  .strict();
export type ReviewEdits = z.infer<typeof reviewEditsSchema>;
