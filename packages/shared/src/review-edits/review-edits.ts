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
 * server with the shared image operations, never baked into the uploaded frames. For the halo, the
 * kiosk may add where the person is in its opaque still (the `personMask` file part, present when
 * `personMask` is true; see PERSON_MASK_MAX_SIDE).
 */
export const reviewEditsSchema = z
  .object({
    /** One of FILTER_PRESETS (review screen `guestFilters` / `presetFilterId`); null: none. */
    filterId: z.uuid().nullable().default(null),
    gifSpeed: z.literal(gifSpeeds).default(1),
    adjustments: guestAdjustmentsSchema.default({}),
    layer: z.boolean().default(false),
    /**
     * A `personMask` part follows. Optional rather than defaulted: the review screen's own edits know
     * nothing of it (the kiosk flow adds the mask at upload), and an upload without one stays as it was.
     */
    personMask: z.boolean().optional(),
  })
  .strict();
export type ReviewEdits = z.infer<typeof reviewEditsSchema>;

/**
 * The person mask the kiosk makes of its opaque still for the halo (campaigns §3 Image processing): one
 * grey (or alpha) PNG, the person light, the rest dark, of the picture's aspect and at most this long
 * on its longer side. The server scales it to the picture; small keeps the upload quick.
 */
export const PERSON_MASK_MAX_SIDE = 512;
/** What the server takes as a person mask at most: ample for a grey PNG of PERSON_MASK_MAX_SIDE. */
export const PERSON_MASK_MAX_BYTES = 1_000_000;
export const PERSON_MASK_MAX_DIMENSION = 2048;
