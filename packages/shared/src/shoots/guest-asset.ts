import { z } from 'zod';
import { assetTypeSchema } from '../assets/asset-types.ts';
import { rectSchema } from '../assets/asset-api.ts';
import { guestArFilterSchema } from '../ar-filters/ar-guest-asset.ts';

/**
 * An asset the virtual booth's settings refer to (overlays, backgrounds, videos, banner, fonts…), as
 * a guest gets it with GET /events/{slug}/virtual: where to load it and, for pictures, its size and
 * the transparent photo areas a photo layout's shots go into. Nothing about its owner.
 */
export const guestAssetSchema = z.object({
  id: z.uuid(),
  assetType: assetTypeSchema,
  mimetype: z.string(),
  src: z.string(),
  thumbSrc: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Transparent rectangles of a frame (photo layout) in reading order, top-left first — the order the server fills them with the shots; empty for other assets. */
  photoAreas: z.array(rectSchema),
  /** CSS family of a font asset. */
  family: z.string().nullable(),
  /** An AR filter's checked manifest (the asset's `src` is the uploaded ZIP, which guests never need). */
  arFilter: guestArFilterSchema.optional(),
});
export type GuestAsset = z.infer<typeof guestAssetSchema>;
