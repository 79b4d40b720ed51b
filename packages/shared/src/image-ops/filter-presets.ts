import type { ImageProcessingFeature, RgbaColor } from '../events/index.ts';

type OpsValues = ImageProcessingFeature['values'];

/**
 * The review screen's filters ("looks"): named sets of image-processing values with fixed ids, so a
 * campaign's `guestFilters` and `presetFilterId` can name them and the server applies the very values
 * the guest saw. Each key has a guest text `review.filter.{key}`.
 */
export interface FilterPreset {
  id: string;
  key: 'vivid' | 'mono' | 'warm' | 'cool' | 'sepia' | 'fade' | 'noir';
  values: Partial<OpsValues>;
}

const tint = (red: number, green: number, blue: number, alpha: number): RgbaColor => ({ red, green, blue, alpha });

export const FILTER_PRESETS: readonly FilterPreset[] = [
  { id: '5f0c8a31-6f53-4e0b-9d43-0b9e6c1f7a01', key: 'vivid', values: { saturation: 30, contrast: 15, vibrance: 25 } },
  { id: '5f0c8a31-6f53-4e0b-9d43-0b9e6c1f7a02', key: 'mono', values: { greyscale: true, contrast: 10 } },
  { id: '5f0c8a31-6f53-4e0b-9d43-0b9e6c1f7a03', key: 'warm', values: { colorize: tint(255, 160, 60, 0.15), brightness: 5 } },
  { id: '5f0c8a31-6f53-4e0b-9d43-0b9e6c1f7a04', key: 'cool', values: { colorize: tint(60, 140, 255, 0.15) } },
  { id: '5f0c8a31-6f53-4e0b-9d43-0b9e6c1f7a05', key: 'sepia', values: { greyscale: true, colorize: tint(160, 110, 60, 0.35) } },
  { id: '5f0c8a31-6f53-4e0b-9d43-0b9e6c1f7a06', key: 'fade', values: { contrast: -20, brightness: 8, saturation: -20 } },
  { id: '5f0c8a31-6f53-4e0b-9d43-0b9e6c1f7a07', key: 'noir', values: { greyscale: true, contrast: 40, brightness: -5 } },
];

export function filterPreset(id: string | null | undefined): FilterPreset | undefined {
  return id ? FILTER_PRESETS.find((preset) => preset.id === id) : undefined;
}
