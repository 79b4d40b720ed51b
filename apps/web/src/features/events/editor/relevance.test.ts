import { describe, expect, it } from 'vitest';
import { tabsFor } from '@/features/events/editor/editor-tabs';
import { isRelevant, relevanceRuleFor, relevanceRules } from '@/features/events/editor/relevance';
import { allNodes } from '@/features/events/editor/tab-tree';
import { hiddenEditorPaths } from '@/features/events/editor/white-label';

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
      for (const path of ['storage.dropbox', 'storage.onedrive', 'storage.selfHosted', 'shutter.video.unscreenEnabled']) {
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

  it('shows printing to both booths, the print server and the choice of method to tablets only', () => {
    const ipad = shownPaths('ipad');
    const virtual = shownPaths('virtual');
    const both = ['screens.sharing.print.enabled', 'screens.sharing.print.automatic', 'screens.sharing.print.maxNumber', 'screens.sharing.oneprint.enabled', 'screens.sharing.printLayoutCreator', 'printPaywalled.enabled', 'printPaywalled.price', 'shutter.photo.printLayout', 'shutter.gif.printLayout', 'shutter.photolayout.printLayout'];
    for (const path of both) {
      expect(ipad.has(path), `ipad ${path}`).toBe(true);
      expect(virtual.has(path), `virtual ${path}`).toBe(true);
    }
    for (const path of ['screens.sharing.print.method', 'screens.sharing.printServer.enabled', 'screens.sharing.printServer.defaultAddress', 'screens.sharing.printServer.discoveryEnabled']) {
      expect(ipad.has(path), path).toBe(true);
      expect(virtual.has(path), path).toBe(false);
    }
  });

  it('never offers a print layout for videos; AI pictures print like photos', () => {
    for (const boothType of ['ipad', 'virtual'] as const) {
      const shown = shownPaths(boothType);
      expect(shown.has('shutter.video.printLayout'), `${boothType} video`).toBe(false);
      for (const path of ['shutter.ai.printLayout', 'shutter.aifilter.printLayout']) expect(shown.has(path), `${boothType} ${path}`).toBe(true);
    }
    expect(relevanceRuleFor('shutter.video.printLayout')?.path).toBe('shutter.video.printLayout');
  });

  it('shows the AI modes, their AI filters and the AI budget to both booths, and no AI filter list in the other modes (issue 26)', () => {
    for (const boothType of ['ipad', 'virtual'] as const) {
      const shown = shownPaths(boothType);
      for (const path of ['shutter.ai.enabled', 'shutter.aifilter.enabled', 'shutter.ai.aiFilters', 'shutter.aifilter.aiFilters', 'aiBudgetCredits']) {
        expect(shown.has(path), `${boothType} ${path}`).toBe(true);
      }
      for (const path of ['shutter.photo.aiFilters', 'shutter.gif.aiFilters', 'shutter.video.aiFilters']) expect(shown.has(path), `${boothType} ${path}`).toBe(false);
      // The server-side cut-out (remove.bg or the server's own person detection) serves both booths.
      for (const path of ['imageCutoutEnabled', 'backgroundRemovalService']) expect(shown.has(path), `${boothType} ${path}`).toBe(true);
    }
    // A kiosk keeps an AI mode available offline (the captures wait until the network returns); a browser does not.
    expect(isRelevant('shutter.ai.offlineMode', 'ipad')).toBe(true);
    expect(isRelevant('shutter.ai.offlineMode', 'virtual')).toBe(false);
  });

  it('puts every print setting, paid printing included, under one heading of the sharing tab', () => {
    for (const boothType of ['ipad', 'virtual'] as const) {
      const tabs = tabsFor(boothType);
      const printing = tabs.find((tab) => tab.id === 'sharing')?.sections.find((section) => section.title === 'printing');
      expect(printing?.paths, boothType).toContain('printPaywalled');
      expect(printing?.paths, boothType).toContain('screens.sharing.print');
      const general = tabs.find((tab) => tab.id === 'general');
      expect(general?.sections.flatMap((section) => section.paths)).not.toContain('printPaywalled');
    }
  });

  it('hides postal prints (Oneprint) for the cheddar white-label only', () => {
    expect(hiddenEditorPaths('cheddar').has('screens.sharing.oneprint')).toBe(true);
    expect(hiddenEditorPaths(null).has('screens.sharing.oneprint')).toBe(false);
  });

  it('lets the most specific rule decide', () => {
    expect(relevanceRuleFor('virtualSettings.deletion.hours')?.path).toBe('virtualSettings.deletion');
    expect(isRelevant('virtualSettings.deletion.hours', 'ipad')).toBe(true);
    expect(isRelevant('virtualSettings.banner', 'ipad')).toBe(false);
    expect(isRelevant('shutter.gif.shutterSettings.lighting', 'virtual')).toBe(false);
    expect(isRelevant('shutter.gif.shutterSettings.mirror', 'virtual')).toBe(true);
  });
});
