import { describe, expect, it } from 'vitest';
import { designDefaults } from '../constants.ts';
import { demoEventSettings } from './demo-event.ts';
import { eventSettingsSchema } from './event.ts';
import { eventLimitIssues } from './rules/limits.ts';
import { featuresAbovePlan } from './rules/feature-tiers.ts';

describe('the demo campaign', () => {
  const demo = demoEventSettings();

  it('is complete, valid settings', () => {
    expect(eventSettingsSchema.parse(demo)).toEqual(demo);
    expect(eventLimitIssues(demo)).toEqual([]);
  });

  it('is a virtual booth with photo, GIF and boomerang', () => {
    expect(demo.boothType).toBe('virtual');
    expect([demo.shutter.photo.enabled, demo.shutter.gif.enabled, demo.shutter.boomerang.enabled]).toEqual([true, true, true]);
    expect(demo.shutter.video.enabled).toBe(false);
  });

  it('shares by QR code, e-mail and download', () => {
    const sharing = demo.screens.sharing;
    expect([sharing.qrCode.enabled, sharing.email.enabled, sharing.instantDownload.enabled]).toEqual([true, true, true]);
    expect(sharing.email.subject).not.toBe('');
  });

  it('has microsite and booth texts and the design colours', () => {
    expect(demo.screens.microsite.title).toMatch(/^#/);
    expect(demo.virtualSettings.title).not.toBe('');
    expect(demo.designSettings.enabled).toBe(true);
    expect(demo.designSettings.general.buttons.primary.backgroundColor).toBe(designDefaults.colors.primary);
    expect(demo.designSettings.general.background.background_color).toBe(designDefaults.colors.background);
  });

  it('uses no gated feature beyond the gallery (Silver)', () => {
    expect(featuresAbovePlan({ level: 10 }, demo)).toEqual([]);
  });

  it('is a fresh object every time', () => {
    const other = demoEventSettings();
    other.shutter.photo.enabled = false;
    expect(demoEventSettings().shutter.photo.enabled).toBe(true);
  });
});
