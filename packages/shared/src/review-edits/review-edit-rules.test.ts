import { describe, expect, it } from 'vitest';
import { imageProcessingFeatureSchema } from '../events/capture-features.ts';
import { reviewScreenSchema, type ReviewScreen } from '../events/review-screen.ts';
import { shutterSchema } from '../events/shutter.ts';
import { ids } from '../events/test-support.ts';
import { FILTER_PRESETS } from '../image-ops/filter-presets.ts';
import {
  appliedFilter,
  canFilterCapture,
  filterReachesBackground,
  gifSpeedOffered,
  guestAdjustmentKeys,
  guestFilterChoices,
  hasLayerTools,
  layerTools,
  personMaskWanted,
  presetFilterOf,
  reviewedPictureValues,
  reviewedProcessing,
  takesPersonMask,
  type ReviewCapture,
} from './review-edit-rules.ts';

const [vivid, mono, , , sepia] = FILTER_PRESETS;
const review = (settings: Record<string, unknown> = {}): ReviewScreen => reviewScreenSchema.parse(settings);
const photo: ReviewCapture = { kind: 'photo', backgroundId: null, backgroundApplied: false };
const greenScreenInFrames: ReviewCapture = { kind: 'photo', backgroundId: ids.a, backgroundApplied: true };

describe('the drawing tools of a capture', () => {
  it('offers each tool the campaign switched on, stickers only with sticker assets', () => {
    expect(layerTools(review(), 'photo')).toEqual({ draw: false, emoji: false, stickers: false, text: false });
    expect(layerTools(review({ drawEnabled: true, textEnabled: true, stickers: { enabled: true } }), 'gif')).toEqual({ draw: true, emoji: false, stickers: false, text: true });
    expect(layerTools(review({ emojiEnabled: true, stickers: { enabled: true, items: [ids.b] } }), 'photolayout')).toEqual({ draw: false, emoji: true, stickers: true, text: false });
  });

  it('offers none for a video', () => {
    const all = review({ drawEnabled: true, emojiEnabled: true, textEnabled: true, stickers: { enabled: true, items: [ids.b] } });
    expect(hasLayerTools(all, 'video')).toBe(false);
    expect(hasLayerTools(all, 'boomerang')).toBe(true);
    expect(hasLayerTools(review(), 'photo')).toBe(false);
  });
});

describe('filters', () => {
  it('lets the guest pick among guestFilters in the organiser’s order; the settings refuse an unknown look', () => {
    expect(reviewScreenSchema.safeParse({ guestFilters: [ids.c] }).success).toBe(false);
    expect(reviewScreenSchema.safeParse({ presetFilterId: ids.c }).success).toBe(false);
    const settings = review({ filterEnabled: true, guestFilters: [sepia!.id, vivid!.id] });
    expect(guestFilterChoices(settings, photo).map((preset) => preset.key)).toEqual(['sepia', 'vivid']);
    expect(appliedFilter(settings, photo, vivid!.id)).toBe(vivid);
    expect(appliedFilter(settings, photo, mono!.id)).toBeUndefined();
    expect(appliedFilter(settings, photo, null)).toBeUndefined();
  });

  it('offers every preset when filters are on and the organiser narrowed nothing', () => {
    expect(guestFilterChoices(review({ filterEnabled: true }), photo)).toEqual(FILTER_PRESETS);
  });

  it('offers nothing while filters are off', () => {
    const off = review({ guestFilters: [vivid!.id] });
    expect(guestFilterChoices(off, photo)).toEqual([]);
    expect(appliedFilter(off, photo, vivid!.id)).toBeUndefined();
  });

  it('applies the organiser’s preset to every picture, whatever the guest sent', () => {
    const settings = review({ filterEnabled: true, filterType: 'preset', presetFilterId: mono!.id, guestFilters: [vivid!.id] });
    expect(presetFilterOf(settings)).toBe(mono);
    expect(guestFilterChoices(settings, photo)).toEqual([]);
    expect(appliedFilter(settings, photo, null)).toBe(mono);
    expect(appliedFilter(settings, photo, vivid!.id)).toBe(mono);
  });

  it('touches photos, GIFs and boomerangs only', () => {
    const settings = review({ filterEnabled: true, filterType: 'preset', presetFilterId: mono!.id });
    for (const kind of ['photo', 'gif', 'boomerang'] as const) expect(canFilterCapture(settings, { ...photo, kind })).toBe(true);
    for (const kind of ['video', 'photolayout'] as const) expect(appliedFilter(settings, { ...photo, kind }, null)).toBeUndefined();
  });

  it('keeps the green screen unfiltered: beneath the frame it is left out, inside the frames the filter is', () => {
    const keep = review({ filterEnabled: true, filterType: 'preset', presetFilterId: mono!.id, dontApplyFilterOnGreenscreen: true });
    expect(filterReachesBackground(keep)).toBe(false);
    expect(appliedFilter(keep, { ...photo, backgroundId: ids.a }, null)).toBe(mono);
    expect(appliedFilter(keep, greenScreenInFrames, null)).toBeUndefined();
    const filterAll = review({ filterEnabled: true, filterType: 'preset', presetFilterId: mono!.id });
    expect(filterReachesBackground(filterAll)).toBe(true);
    expect(appliedFilter(filterAll, greenScreenInFrames, null)).toBe(mono);
  });
});

describe('the GIF speed option', () => {
  const gifOn = shutterSchema.parse({ gif: { enabled: true } });
  const gifOff = shutterSchema.parse({});

  it('appears for a GIF when switched on and the GIF feature is enabled (campaigns §4)', () => {
    expect(gifSpeedOffered(review({ gifSpeedEnabled: true }), gifOn, 'gif')).toBe(true);
    expect(gifSpeedOffered(review({ gifSpeedEnabled: true }), gifOff, 'gif')).toBe(false);
    expect(gifSpeedOffered(review({ gifSpeedEnabled: true }), gifOn, 'boomerang')).toBe(false);
    expect(gifSpeedOffered(review(), gifOn, 'gif')).toBe(false);
  });
});

describe('the guest’s sliders', () => {
  it('are the ones marked available, while image processing is on, for captures that can be recoloured', () => {
    const processing = imageProcessingFeatureSchema.parse({ enabled: true, availableForUser: { brightness: true, greyscale: true } });
    expect(guestAdjustmentKeys(processing, review(), photo)).toEqual(['brightness', 'greyscale']);
    expect(guestAdjustmentKeys({ ...processing, enabled: false }, review(), photo)).toEqual([]);
    expect(guestAdjustmentKeys(processing, review(), { ...photo, kind: 'video' })).toEqual([]);
    expect(guestAdjustmentKeys(processing, review({ dontApplyFilterOnGreenscreen: true }), greenScreenInFrames)).toEqual([]);
  });
});

describe('the values a reviewed picture is recoloured with', () => {
  const processing = imageProcessingFeatureSchema.parse({ enabled: true, values: { brightness: 10 }, availableForUser: { contrast: true } });
  const settings = review({ filterEnabled: true, guestFilters: [vivid!.id], dontApplyFilterOnGreenscreen: true });

  it('lays the campaign’s calibration, the chosen filter and the guest’s offered sliders on each other', () => {
    const values = reviewedPictureValues(processing, settings, photo, { filterId: vivid!.id, adjustments: { contrast: 5, saturation: 50 } });
    expect(values).toMatchObject({ brightness: 10, saturation: 30, vibrance: 25, contrast: 20 });
  });

  it('keeps only the calibration where the frames hold the green screen that must keep its colours', () => {
    const values = reviewedPictureValues(processing, settings, greenScreenInFrames, { filterId: vivid!.id, adjustments: { contrast: 5 } });
    expect(values).toMatchObject({ brightness: 10, saturation: 0, vibrance: 0, contrast: 0 });
  });
});

describe('the processing of a reviewed capture', () => {
  const campaign = (processing: Record<string, unknown>, beautification = false) => ({
    shutter: shutterSchema.parse({ imageProcessing: processing }),
    virtualSettings: { beautification },
  });

  it('is nothing when nothing would change, and for photo layouts and videos', () => {
    expect(reviewedProcessing(campaign({}), review(), photo, { filterId: null, adjustments: {} })).toBeNull();
    const vividPicked = review({ filterEnabled: true, filterType: 'preset', presetFilterId: vivid!.id });
    expect(reviewedProcessing(campaign({}), vividPicked, { ...photo, kind: 'photolayout' }, { filterId: null, adjustments: {} })).toBeNull();
    expect(reviewedProcessing(campaign({}), vividPicked, photo, { filterId: null, adjustments: {} })).toMatchObject({ values: { saturation: 30 }, beautify: false, halo: null });
  });

  it('carries soft skin and the halo of a campaign with image processing on', () => {
    const halo = { enabled: true, blurRadius: 4 };
    expect(reviewedProcessing(campaign({}, true), review(), photo, { filterId: null, adjustments: {} })).toMatchObject({ beautify: true, halo: null });
    expect(reviewedProcessing(campaign({ enabled: true, halo }), review(), photo, { filterId: null, adjustments: {} })?.halo).toMatchObject(halo);
    expect(reviewedProcessing(campaign({ enabled: false, halo }), review(), photo, { filterId: null, adjustments: {} })).toBeNull();
  });
});

describe('the person mask for the halo', () => {
  const processing = (settings: Record<string, unknown>) => imageProcessingFeatureSchema.parse(settings);

  it('is taken for the kinds whose frames are processed apart', () => {
    expect((['photo', 'gif', 'boomerang'] as const).map(takesPersonMask)).toEqual([true, true, true]);
    expect((['video', 'photolayout'] as const).map(takesPersonMask)).toEqual([false, false]);
  });

  it('is wanted exactly where the rendition gets a halo', () => {
    const on = processing({ enabled: true, halo: { enabled: true } });
    expect(personMaskWanted(on, 'photo')).toBe(true);
    expect(personMaskWanted(on, 'boomerang')).toBe(true);
    expect(personMaskWanted(on, 'photolayout')).toBe(false);
    expect(personMaskWanted({ ...on, enabled: false }, 'photo')).toBe(false);
    expect(personMaskWanted(processing({ enabled: true }), 'photo')).toBe(false);
    // A halo of no colour, or of no size, shows nothing (haloVisible).
    expect(personMaskWanted(processing({ enabled: true, halo: { enabled: true, color: { red: 255, green: 0, blue: 0, alpha: 0 } } }), 'photo')).toBe(false);
    expect(personMaskWanted(processing({ enabled: true, halo: { enabled: true, solid: 0, blurRadius: 0 } }), 'photo')).toBe(false);
    for (const kind of ['photo', 'gif', 'boomerang', 'video', 'photolayout'] as const) {
      const halo = reviewedProcessing({ shutter: shutterSchema.parse({ imageProcessing: on }), virtualSettings: { beautification: false } }, review(), { ...photo, kind }, { filterId: null, adjustments: {} })?.halo;
      expect(personMaskWanted(on, kind)).toBe(!!halo);
    }
  });
});
