import { z } from 'zod';

/**
 * What a guest needs of an AR filter asset besides its preview (GET /events/{slug}/virtual and
 * /kiosk `assets[].arFilter`): where its checked manifest is. The manifest names its layer PNGs
 * relative to its own URL, so the guest resolves them against `manifestSrc` (docs/ar-filters.md).
 */
export const guestArFilterSchema = z.object({
  manifestSrc: z.string(),
});
export type GuestArFilter = z.infer<typeof guestArFilterSchema>;

/** The file names an accepted AR filter is stored under, next to its original ZIP. */
export const AR_FILTER_STORED_MANIFEST = 'ar-filter.json';
/** The stored name of the nth distinct layer PNG (re-encoded, so nothing but pixels is served). */
export const arStoredLayerFile = (index: number) => `ar-layer-${index}.png`;
