import { z } from 'zod';
import { FILTER_PRESETS, filterPreset } from '../image-ops/filter-presets.ts';
import { assetRef, assetRefs, color, flag, tier } from './fields.ts';

export const backgroundTypes = ['color', 'image'] as const;
/** guest: the guest picks a filter; preset: the organiser's filter is applied to every picture. */
export const filterTypes = ['guest', 'preset'] as const;

export const STICKERS_MAX = 100;

const filterPresetId = z.uuid().refine((id) => filterPreset(id) !== undefined, { error: 'Unknown filter' });

/** Review screen (campaigns §3): edit after capture. Absent in a virtual booth. */
export const reviewScreenSchema = z.object({
  backgroundType: z.enum(backgroundTypes).default('color'),
  backgroundColor: color('#000000'),
  backgroundImage: assetRef(),
  drawEnabled: flag(false),
  emojiEnabled: flag(false),
  filterEnabled: flag(false),
  /** Shown only while the GIF capture feature is enabled (campaigns §4, `isGifSpeedOptionVisible`). */
  gifSpeedEnabled: flag(false),
  textEnabled: flag(false),
  stickers: z
    .object({
      enabled: flag(false),
      plan: tier('Gold'),
      items: assetRefs(STICKERS_MAX),
    })
    .prefault({}),
  filterType: z.enum(filterTypes).default('guest'),
  /** One of the built-in looks (FILTER_PRESETS), not an asset. */
  presetFilterId: filterPresetId.nullable().default(null),
  /** The looks a guest may choose; empty offers every one. */
  guestFilters: z.array(filterPresetId).max(FILTER_PRESETS.length).default([]),
  dontApplyFilterOnGreenscreen: flag(false),
});
export type ReviewScreen = z.infer<typeof reviewScreenSchema>;
