import { describe, expect, it } from 'vitest';
import { eventSchema, eventSettingsSchema, isEventActive } from './event.ts';
import { EMPTY_INPUT_DEFAULTS } from './rules/empty-input.ts';
import { ids, issuePaths, valueAt } from './test-support.ts';

const settings = eventSettingsSchema.parse({});

describe('event defaults (campaigns §3)', () => {
  it.each([
    ['boothType', 'ipad'],
    ['deviceOrientation', 'portrait'],
    ['dimension', '3:4'],
    ['storage', { dropbox: false, onedrive: false, selfHosted: false, cameraRoll: false }],
    ['autoPublic', false],
    ['staticShootSources', []],
    ['useAsExample', false],
    ['eventType', 'draft'],
    ['imageCutoutEnabled', false],
    ['backgroundRemovalService', 'removebg'],
    ['verification', { emailEnabled: false }],
    ['printPaywalled', { enabled: false, priceCurrency: 'EUR', price: 0, paymentOptions: ['card'] }],
    ['archived', false],
  ])('%s is %j', (path, expected) => expect(valueAt(settings, path)).toEqual(expected));

  it('a parsed default parses to itself, so every default is itself valid', () => {
    expect(eventSettingsSchema.parse(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
  });

  it('two parses share no objects, so changing one event cannot change another', () => {
    const other = eventSettingsSchema.parse({});
    other.screens.sharing.survey.items.push({
      type: 'textQuestion',
      id: 'x',
      question: '',
      summaryName: '',
      mandatory: false,
      contentType: 'text',
      renderPosition: 'post',
    });
    other.shutter.photo.overlays.push(ids.a);
    expect(eventSettingsSchema.parse({}).screens.sharing.survey.items).toEqual([]);
    expect(eventSettingsSchema.parse({}).shutter.photo.overlays).toEqual([]);
  });

  it('an event record adds identity, counters, active and locked', () => {
    const event = eventSchema.parse({
      id: ids.a,
      name: 'Party',
      slug: 'party',
      createdAt: '2025-01-01T10:00:00.000Z',
      updatedAt: '2025-01-01T10:00:00.000Z',
    });
    expect(event).toMatchObject({
      genericUrlId: null,
      lastPictureAt: null,
      pictures: 0,
      picturesAllTime: 0,
      picturesDeleted: 0,
      active: true,
      locked: false,
    });
    expect(event).not.toHaveProperty('lockPassword');
  });

  it('an event is active unless archived (campaigns §4)', () => {
    expect(isEventActive({ archived: false })).toBe(true);
    expect(isEventActive({ archived: true })).toBe(false);
  });
});

describe('empty input takes the default (campaigns §5)', () => {
  const withValueAt = (path: string, value: unknown): Record<string, unknown> => {
    const keys = path.split('.');
    return keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
  };

  it.each(EMPTY_INPUT_DEFAULTS.flatMap((rule) => ['', null, Number.NaN].map((empty) => [rule.path, empty, rule.value] as const)))(
    '%s given %j becomes %j',
    (path, empty, expected) => {
      expect(valueAt(eventSettingsSchema.parse(withValueAt(path, empty)), path)).toEqual(expected);
    },
  );

  it('false and a given number are kept', () => {
    const parsed = eventSettingsSchema.parse({
      screens: { sharing: { print: { automatic: false, automaticNumber: 2 }, comment: { length: 40 } } },
    });
    expect(parsed.screens.sharing.print).toMatchObject({ automatic: false, automaticNumber: 2 });
    expect(parsed.screens.sharing.comment.length).toBe(40);
  });
});

describe('mosaic dimension is at least 1 when empty (campaigns §5)', () => {
  it.each([
    ['', 1],
    [null, 1],
    [0, 1],
    [-3, 1],
    ['4', 4],
    [2.6, 3],
  ])('%j becomes %j', (value, expected) => {
    const parsed = eventSettingsSchema.parse({ screens: { presentation: { mosaic: { dimension: { width: value } } } } });
    expect(parsed.screens.presentation.mosaic.dimension.width).toBe(expected);
  });
});

describe('refusals name the field path inside the settings', () => {
  it.each([
    [{ dimension: '5:4' }, 'dimension'],
    [{ boothType: 'kiosk' }, 'boothType'],
    [{ printPaywalled: { priceCurrency: 'USD' } }, 'printPaywalled.priceCurrency'],
    [{ printPaywalled: { paymentOptions: ['paypal'] } }, 'printPaywalled.paymentOptions.0'],
    [{ screens: { sharing: { qrCodeColor: '#fff' } } }, 'screens.sharing.qrCodeColor'],
    [{ screens: { sharing: { email: { subject: 'x'.repeat(201) } } } }, 'screens.sharing.email.subject'],
    [{ screens: { sharing: { print: { automaticNumber: 6, maxNumber: 5 } } } }, 'screens.sharing.print.automaticNumber'],
    [{ screens: { sharing: { comment: { render: 'middle' } } } }, 'screens.sharing.comment.render'],
    [{ screens: { sharing: { printServer: { defaultAddress: 'http://x/' } } } }, 'screens.sharing.printServer.defaultAddress'],
    [{ screens: { sharing: { manualDialog: { iframeSrc: 'ftp://example.com' } } } }, 'screens.sharing.manualDialog.iframeSrc'],
    [{ screens: { shutter: { countdownSeconds: -1 } } }, 'screens.shutter.countdownSeconds'],
    [{ screens: { shutter: { imageRotationDegree: 45 } } }, 'screens.shutter.imageRotationDegree'],
    [{ screens: { microsite: { bannerUrl: 'not a url' } } }, 'screens.microsite.bannerUrl'],
    [{ screens: { microsite: { hashtags: { items: Array(51).fill('party') } } } }, 'screens.microsite.hashtags.items'],
    [{ screens: { microsite: { hashtags: { plan: 'Free' } } } }, 'screens.microsite.hashtags.plan'],
    [{ screens: { sharing: { survey: { plan: 'Free' } } } }, 'screens.sharing.survey.plan'],
    [{ virtualSettings: { customJs: 'x'.repeat(50_001) } }, 'virtualSettings.customJs'],
    [{ virtualSettings: { analyticsId: '"><script>' } }, 'virtualSettings.analyticsId'],
    [{ virtualSettings: { deletion: { recipients: ['not-an-email'] } } }, 'virtualSettings.deletion.recipients.0'],
    [{ staticShootSources: Array(21).fill('fid') }, 'staticShootSources'],
  ])('%j is refused at %s', (input, path) => {
    const result = eventSettingsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(path);
  });

  it('refuses more than 500 translated texts', () => {
    const translations = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`key${i}`, 'text']));
    expect(issuePaths(eventSettingsSchema.safeParse({ virtualSettings: { translations } }))).toContain(
      'virtualSettings.translations',
    );
  });
});
