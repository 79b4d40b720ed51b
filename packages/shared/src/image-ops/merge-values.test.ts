import { describe, expect, it } from 'vitest';
import { imageProcessingFeatureSchema } from '../events/index.ts';
import { applyImageOps } from './apply-image-ops.ts';
import { filterPreset, FILTER_PRESETS } from './filter-presets.ts';
import { combineChannels, combineTints, layerValues, mergeImageOpsValues, offeredAdjustments, pictureValues, wrapHue } from './merge-values.ts';
import { IDENTITY_VALUES } from './ops-values.ts';
import { meanAbsoluteDifference, testCard } from './test-pictures.ts';

describe('mergeImageOpsValues', () => {
  it('with nothing is the identity', () => {
    expect(mergeImageOpsValues({})).toEqual(IDENTITY_VALUES);
  });

  it('adds offsets of campaign, preset and guest, clamped to the range; colour correction is the hue', () => {
    const merged = mergeImageOpsValues({
      campaign: { brightness: 10, contrast: 90, hue: 170, gamma: 1.5 },
      preset: { brightness: 8, contrast: 15, saturation: -20 },
      guest: { brightness: 5, colorCorrection: 20, saturation: 10 },
    });
    expect(merged).toMatchObject({ brightness: 23, contrast: 100, saturation: -10, hue: -170, gamma: 1.5, greyscale: false });
  });

  it('greyscale is on when any layer turns it on; gamma multiplies within its range', () => {
    expect(mergeImageOpsValues({ preset: { greyscale: true }, guest: { greyscale: false } }).greyscale).toBe(true);
    expect(mergeImageOpsValues({ campaign: { gamma: 4 }, preset: { gamma: 4 } }).gamma).toBe(10);
  });

  it('a combined tint looks like the two tints applied one after the other', () => {
    const under = { red: 255, green: 160, blue: 60, alpha: 0.3 };
    const over = { red: 60, green: 140, blue: 255, alpha: 0.4 };
    const [a, b] = [testCard(32, 32), testCard(32, 32)];
    applyImageOps(applyImageOps(a, 32, 32, { colorize: under }), 32, 32, { colorize: over });
    applyImageOps(b, 32, 32, { colorize: combineTints(under, over) });
    expect(meanAbsoluteDifference(a, b)).toBeLessThan(1);
  });

  it('combined channel colours multiply', () => {
    expect(combineChannels({ red: 128, green: 255, blue: 255, alpha: 1 }, { red: 128, green: 0, blue: 255, alpha: 0.5 })).toEqual({ red: 96, green: 128, blue: 255, alpha: 1 });
    const white = IDENTITY_VALUES.channels;
    expect(combineChannels(white, { red: 1, green: 2, blue: 3, alpha: 1 })).toEqual({ red: 1, green: 2, blue: 3, alpha: 1 });
  });

  it('every merged result is valid under the schema', () => {
    for (const preset of FILTER_PRESETS) {
      const merged = layerValues(imageProcessingFeatureSchema.parse({ values: { brightness: 100, hue: 180, colorize: { red: 1, green: 2, blue: 3, alpha: 1 } } }).values, preset.values);
      expect(imageProcessingFeatureSchema.shape.values.parse(merged)).toEqual(merged);
    }
  });

  it('wraps the hue around the circle', () => {
    expect([wrapHue(190), wrapHue(-190), wrapHue(180), wrapHue(-180), wrapHue(360)]).toEqual([-170, 170, 180, -180, 0]);
  });
});

describe('pictureValues', () => {
  const feature = imageProcessingFeatureSchema.parse({
    enabled: true,
    values: { brightness: 10 },
    availableForUser: { brightness: true, greyscale: true },
  });

  it("takes only the sliders the campaign offers to its guests", () => {
    expect(offeredAdjustments({ brightness: 5, contrast: 50, greyscale: true }, feature.availableForUser)).toEqual({ brightness: 5, greyscale: true });
    expect(pictureValues(feature, { adjustments: { brightness: 5, contrast: 50 } })).toMatchObject({ brightness: 15, contrast: 0 });
  });

  it("lays the chosen filter's values over the campaign's", () => {
    expect(pictureValues(feature, { preset: filterPreset(FILTER_PRESETS[0]!.id)!.values })).toMatchObject({ brightness: 10, saturation: 30, contrast: 15, vibrance: 25 });
  });

  it('ignores the campaign values and the sliders while the feature is off, but keeps the filter', () => {
    const off = { ...feature, enabled: false };
    expect(pictureValues(off, { adjustments: { brightness: 50 } })).toEqual(IDENTITY_VALUES);
    expect(pictureValues(off, { preset: { saturation: 30 } }).saturation).toBe(30);
  });
});
