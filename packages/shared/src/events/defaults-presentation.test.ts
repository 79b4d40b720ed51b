import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../app-config.ts';
import { eventSettingsSchema } from './event.ts';
import { mosaicExtraCellSizes, mosaicResolutions } from './mosaic-constants.ts';
import { valueAt } from './test-support.ts';

const settings = eventSettingsSchema.parse({});
const presentation = settings.screens.presentation;

describe('gallery and dynamic gallery (campaigns §3)', () => {
  it.each([
    ['gallery.plan', 'Silver'],
    ['gallery.enabled', true],
    ['gallery.layout', 'grid'],
    ['gallery.likesEnabled', false],
    ['gallery.showName', false],
    ['gallery.showCaptureDate', false],
    ['gallery.shutter', false],
    ['gallery.buttonSettings', { buttonShape: 'circle', buttonColor: '#000000', buttonBackgroundColor: '#ffffff' }],
    ['gallery.bigPicture', { enabled: false, durationSeconds: 5 }],
    ['dynamicGallery.plan', 'Gold'],
    ['dynamicGallery.enabled', false],
    ['dynamicGallery.sources', []],
  ])('%s is %j', (path, expected) => expect(valueAt(presentation, path)).toEqual(expected));
});

describe('mosaic (campaigns §3, §9)', () => {
  it.each([
    ['plan', 'Gold'],
    ['enabled', false],
    ['showNotApproved', false],
    ['showFullscreenButton', true],
    ['useOverlayedPicture', true],
    ['resolution', 'HD'],
    ['dimension', { width: 16, height: 9 }],
    ['options', { automaticCellSize: true, minCellSize: 20, extraCellSize: null, expectedPictures: 1000 }],
    ['placeBehaviour.whenFull', 'replaceOldest'],
    ['demo', { enabled: false, scale: 1, intervalSeconds: 3, timeoutSeconds: 3 }],
    ['placeBehaviour.fillMode', 'live'],
    ['placeBehaviour.fillDurationSeconds', 0.1],
    ['placeBehaviour.cellSize', 20],
    ['placeBehaviour.newImageDelaySeconds', 1],
    ['placeBehaviour.mouseSleepTimerSeconds', 2],
    ['placeBehaviour.sourceOverlayOpacity', 0.4],
    ['placeBehaviour.colorCorrectionIntensity', 0.95],
    ['staticSources', []],
    ['eventSources', []],
  ])('mosaic.%s is %j', (path, expected) => expect(valueAt(presentation.mosaic, path)).toEqual(expected));

  it.each([
    ['SD', 720, 576],
    ['HD', 1920, 1080],
    ['4K', 3840, 2160],
    ['8K', 7680, 4320],
  ] as const)('resolution %s is %i×%i', (name, width, height) => {
    expect(mosaicResolutions[name]).toEqual({ width, height });
  });

  it('the extra cell sizes run from 161 to 2250, rising', () => {
    expect(mosaicExtraCellSizes[0]).toBe(161);
    expect(mosaicExtraCellSizes.at(-1)).toBe(2250);
    for (let i = 1; i < mosaicExtraCellSizes.length; i += 1) {
      expect(mosaicExtraCellSizes[i]).toBeGreaterThan(mosaicExtraCellSizes[i - 1] ?? 0);
    }
  });

  it.each(['preload', 'live', 'plausible'])('fill mode %s is accepted', (fillMode) => {
    expect(eventSettingsSchema.shape.screens.safeParse({ presentation: { mosaic: { placeBehaviour: { fillMode } } } }).success).toBe(true);
  });

  it('takes only listed extra cell sizes', () => {
    const mosaic = (extraCellSize: number) => ({ presentation: { mosaic: { options: { extraCellSize } } } });
    expect(eventSettingsSchema.shape.screens.safeParse(mosaic(161)).success).toBe(true);
    expect(eventSettingsSchema.shape.screens.safeParse(mosaic(162)).success).toBe(false);
  });
});

describe('microsite (campaigns §3, §9)', () => {
  const microsite = settings.screens.microsite;
  it.each([
    ['backgroundType', 'color'],
    ['backgroundColor', '#ffffff'],
    ['bannerUrlEnabled', false],
    ['bannerUrl', ''],
    ['title', `#${PRODUCT_NAME}`],
    ['body', 'Thanks for participating. Share your picture with your friends and followers.'],
    ['footer', { text: '', alignment: 'afterPicture' }],
    ['links', []],
    ['footerLinks', []],
    ['embeddedImage', { size: 'large', dropShadow: false, border: { enabled: false, width: 0, color: '#ffffff' } }],
    ['publicGalleryButton.enabled', false],
    ['callToActionButton.openInNewWindow', true],
    ['socialSharingButtons.buttonShape', 'circle'],
    ['hashtags', { plan: 'Silver', enabled: false, items: [] }],
    ['campaignCode', { enabled: false, code: '' }],
  ])('%s is %j', (path, expected) => expect(valueAt(microsite, path)).toEqual(expected));

  it.each(['facebook', 'x', 'instagram', 'snapchat', 'tiktok', 'whatsapp', 'linkedin', 'download'])(
    'has a %s button with an optional text',
    (network) => expect(valueAt(microsite.socialSharingButtons, `${network}.text`)).toBe(''),
  );

  it('takes a campaign code of letters, digits, dashes and underscores only', () => {
    const parse = (code: string) => eventSettingsSchema.shape.screens.safeParse({ microsite: { campaignCode: { enabled: true, code } } });
    expect(parse(' SUMMER_20-x ').data?.microsite.campaignCode.code).toBe('SUMMER_20-x');
    expect(parse('20% OFF').success).toBe(false);
    expect(parse('x'.repeat(41)).success).toBe(false);
  });

  it('a link is shown with icon and text', () => {
    const parsed = eventSettingsSchema.shape.screens.parse({
      microsite: { links: [{ title: 'Shop', href: 'https://example.com' }] },
    });
    expect(parsed.microsite.links[0]).toEqual({
      slug: '',
      icon: '',
      enabled: true,
      title: 'Shop',
      href: 'https://example.com',
      style: 'icon-text',
    });
  });
});

describe('virtual booth settings (campaigns §3, §9)', () => {
  it.each([
    ['appearanceSize', 'normal'],
    ['fontId', null],
    ['title', 'Virtual Photo Booth'],
    ['body', 'Click below to start!'],
    ['beautification', false],
    ['analyticsId', ''],
    ['tagManagerId', ''],
    ['translations', {}],
    ['translationId', null],
    ['customCss', ''],
    ['customJs', ''],
    ['footerLinks', []],
    ['deletion', { date: null, recipients: [], hours: 24 }],
    ['detectFaces', 1],
    ['manualDialog.enabled', false],
    ['callToActionButton.enabled', false],
  ])('%s is %j', (path, expected) => expect(valueAt(settings.virtualSettings, path)).toEqual(expected));
});
