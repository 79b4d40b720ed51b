import type { ImageProcessingFeature, RgbaColor } from '../events/index.ts';
import type { GuestAdjustments } from '../review-edits/index.ts';
import { completeValues, IDENTITY_VALUES, type ImageOpsValues } from './ops-values.ts';

/*
 * One picture gets up to three sets of values, laid on top of each other in this order:
 *   1. the campaign's (the operator's calibration of camera and light, shutter.imageProcessing.values),
 *   2. the filter preset the guest chose or the campaign set (a look, FILTER_PRESETS),
 *   3. the guest's own sliders (review screen, the `availableForUser` ones).
 * Offsets add up (brightness 10 + 5 is 15), clamped to the field's range; the hue wraps around the
 * circle; gamma multiplies; greyscale is on if any turns it on; tints and channel colours combine as if
 * applied one after the other. Merging is done once, the operations then run once on the merged values.
 */

const OFFSET_RANGES = {
  brightness: [-100, 100],
  exposure: [-100, 100],
  contrast: [-100, 100],
  saturation: [-100, 100],
  vibrance: [-100, 100],
  sharpen: [0, 100],
} as const;
type OffsetField = keyof typeof OFFSET_RANGES;
const OFFSET_FIELDS = Object.keys(OFFSET_RANGES) as OffsetField[];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A hue in −180…180: 170 + 20 is −170. */
export function wrapHue(degrees: number): number {
  const wrapped = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && degrees > 0 ? 180 : wrapped;
}

/**
 * Tint `over` after tint `under`: v + (c₁ − v)·α₁, then + (c₂ − ·)·α₂, is one tint with
 * α = 1 − (1 − α₁)(1 − α₂) towards c = (c₁·α₁·(1 − α₂) + c₂·α₂) / α (colour "over" colour).
 */
export function combineTints(under: RgbaColor, over: RgbaColor): RgbaColor {
  if (over.alpha === 0) return under;
  if (under.alpha === 0) return over;
  const alpha = 1 - (1 - under.alpha) * (1 - over.alpha);
  const mix = (a: number, b: number) => Math.round((a * under.alpha * (1 - over.alpha) + b * over.alpha) / alpha);
  return { red: mix(under.red, over.red), green: mix(under.green, over.green), blue: mix(under.blue, over.blue), alpha };
}

/** Channel colours multiply: their combined factor per channel, as a colour at full alpha. */
export function combineChannels(first: RgbaColor, second: RgbaColor): RgbaColor {
  const factor = (color: RgbaColor, component: number) => 1 - color.alpha + (color.alpha * component) / 255;
  const identity = (color: RgbaColor) => color.alpha === 0 || (color.red === 255 && color.green === 255 && color.blue === 255);
  if (identity(second)) return first;
  if (identity(first)) return second;
  const product = (a: number, b: number) => Math.round(255 * factor(first, a) * factor(second, b));
  return { red: product(first.red, second.red), green: product(first.green, second.green), blue: product(first.blue, second.blue), alpha: 1 };
}

/** `over` laid on `under` by the rules above. */
export function layerValues(under: ImageOpsValues, over: Partial<ImageOpsValues>): ImageOpsValues {
  const next = { ...under };
  for (const field of OFFSET_FIELDS) {
    const [min, max] = OFFSET_RANGES[field];
    next[field] = clamp(under[field] + (over[field] ?? 0), min, max);
  }
  next.hue = wrapHue(under.hue + (over.hue ?? 0));
  next.gamma = clamp(under.gamma * (over.gamma ?? 1), 0.1, 10);
  next.greyscale = under.greyscale || (over.greyscale ?? false);
  next.colorize = combineTints(under.colorize, over.colorize ?? IDENTITY_VALUES.colorize);
  next.channels = combineChannels(under.channels, over.channels ?? IDENTITY_VALUES.channels);
  return next;
}

/** The guest's sliders as values: colour correction is the hue turn. */
export function adjustmentValues(adjustments: GuestAdjustments): Partial<ImageOpsValues> {
  return {
    brightness: adjustments.brightness ?? 0,
    contrast: adjustments.contrast ?? 0,
    saturation: adjustments.saturation ?? 0,
    hue: adjustments.colorCorrection ?? 0,
    greyscale: adjustments.greyscale ?? false,
  };
}

/** The values one picture is processed with: campaign, then preset, then the guest's sliders. */
export function mergeImageOpsValues(layers: {
  campaign?: Partial<ImageOpsValues> | null;
  preset?: Partial<ImageOpsValues> | null;
  guest?: GuestAdjustments | null;
}): ImageOpsValues {
  const campaign = completeValues(layers.campaign ?? {});
  const withPreset = layers.preset ? layerValues(campaign, layers.preset) : campaign;
  return layers.guest ? layerValues(withPreset, adjustmentValues(layers.guest)) : withPreset;
}

/** Only the sliders the campaign offers (`availableForUser`): a key it does not offer is ignored. */
export function offeredAdjustments(adjustments: GuestAdjustments, available: ImageProcessingFeature['availableForUser']): GuestAdjustments {
  const offered: GuestAdjustments = {};
  for (const key of Object.keys(adjustments) as (keyof GuestAdjustments)[]) {
    if (available[key]) Object.assign(offered, { [key]: adjustments[key] });
  }
  return offered;
}

/**
 * The values a guest's picture is processed with: the campaign's image processing (only while it is
 * enabled, and with it only the sliders it offers), the chosen filter preset's values (the review
 * screen's filter, a feature of its own), and the guest's sliders.
 */
export function pictureValues(
  feature: Pick<ImageProcessingFeature, 'enabled' | 'values' | 'availableForUser'>,
  edits: { preset?: Partial<ImageOpsValues> | null; adjustments?: GuestAdjustments | null } = {},
): ImageOpsValues {
  return mergeImageOpsValues({
    campaign: feature.enabled ? feature.values : null,
    preset: edits.preset,
    guest: feature.enabled && edits.adjustments ? offeredAdjustments(edits.adjustments, feature.availableForUser) : null,
  });
}
