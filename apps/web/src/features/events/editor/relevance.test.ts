import { describe, expect, it } from 'vitest';
import { tabsFor } from '@/features/events/editor/editor-tabs';
import { isRelevant, relevanceRuleFor, relevanceRules } from '@/features/events/editor/relevance';
import { allNodes } from '@/features/events/editor/tab-tree';

const shownPaths = (boothType: 'ipad' | 'virtual') => new Set(tabsFor(boothType).flatMap((tab) => allNodes(tab, boothType)).map((node) => node.path));

describe('settings by booth type', () => {
  it('gives every rule a reason', () => {
    for (const rule of relevanceRules) expect(rule.reason.length, rule.path).toBeGreaterThan(10);
  });

  it('hides kiosk-only settings from a virtual booth', () => {
    const virtual = shownPaths('virtual');
    for (const path of ['screens.attention.background', 'screens.review.drawEnabled', 'shutter.screensaver.enabled', 'screens.shutter.buttonPosition', 'screens.shutter.exitCampaignButton', 'screens.shutter.imageRotationDegree', 'screens.shutter.lookHere', 'shutter.photo.shutterSettings.lighting']) {
      expect(virtual.has(path), path).toBe(false);
    }
    expect(virtual.has('virtualSettings.title')).toBe(true);
    expect(virtual.has('screens.shutter.vbAvatar')).toBe(true);
  });

  it('hides virtual-only settings from a tablet booth, but keeps what applies to both', () => {
    const ipad = shownPaths('ipad');
    for (const path of ['virtualSettings.title', 'virtualSettings.translations', 'virtualSettings.customJs', 'shutter.photo.useNativeCamera']) {
      expect(ipad.has(path), path).toBe(false);
    }
    for (const path of ['screens.attention.background', 'shutter.photo.shutterSettings.lighting', 'virtualSettings.deletion.date', 'shutter.photo.overlays', 'legal.imprintUrl']) {
      expect(ipad.has(path), path).toBe(true);
    }
  });

  it('hides the settings of features not built yet from every booth type', () => {
    for (const boothType of ['ipad', 'virtual'] as const) {
      const shown = shownPaths(boothType);
      for (const path of ['shutter.ai.enabled', 'shutter.photo.aiFilters', 'screens.sharing.print.enabled', 'printPaywalled.enabled', 'storage.dropbox', 'storage.onedrive', 'storage.selfHosted']) {
        expect(shown.has(path), `${boothType} ${path}`).toBe(false);
      }
      expect(shown.has('shutter.photo.arFilters'), `${boothType} arFilters`).toBe(true);
    }
  });

  it('shows the offline mode and the camera roll for tablets only (the paired kiosk acts on them)', () => {
    const ipad = shownPaths('ipad');
    const virtual = shownPaths('virtual');
    for (const path of ['shutter.photo.offlineMode', 'storage.cameraRoll']) {
      expect(ipad.has(path), path).toBe(true);
      expect(virtual.has(path), path).toBe(false);
    }
  });

  it('lets the most specific rule decide', () => {
    expect(relevanceRuleFor('virtualSettings.deletion.hours')?.path).toBe('virtualSettings.deletion');
    expect(isRelevant('virtualSettings.deletion.hours', 'ipad')).toBe(true);
    expect(isRelevant('virtualSettings.banner', 'ipad')).toBe(false);
    expect(isRelevant('shutter.gif.shutterSettings.lighting', 'virtual')).toBe(false);
    expect(isRelevant('shutter.gif.shutterSettings.mirror', 'virtual')).toBe(true);
  });
});
