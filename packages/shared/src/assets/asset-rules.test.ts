import { describe, expect, it } from 'vitest';
import { assetRule, checkDimensions, maxBytesFor, isAcceptedType } from './asset-rule-checks.ts';
import { assetTypes, type AssetType } from './asset-types.ts';
import type { AssetMediaType } from './media-types.ts';

const PNG = 'image/png';
const JPEG = 'image/jpeg';
const GIF = 'image/gif';
const MP4 = 'video/mp4';
const MOV = 'video/quicktime';
const WEBM = 'video/webm';
const ZIP = 'application/zip';

const BOOTH = ['2048x1536', '1536x2048', '1536x1536'];
const MAIN = ['2048x1536', '2560x1440', '1536x2048', '1536x1536'];
const SHUTTER = ['1920x1080', '1080x1920', '1080x1080'];
const ROLL = ['1920x1536', '1536x1920', '1536x1536'];

/** Every line of campaigns §5 "Upload types and sizes by asset kind", plus our choices for unsized kinds. */
const table: Array<[AssetType, AssetMediaType[], string[] | 'any']> = [
  // avatar 128x128 PNG; virtual-booth avatar 1060x1060 PNG or GIF; AR filter 180x180 ZIP; reference image 200x200 JPEG, PNG or GIF.
  ['avatar', [PNG], ['128x128']],
  ['vbAvatar', [PNG, GIF], ['1060x1060']],
  ['arFilter', [ZIP], ['180x180']],
  ['referenceImage', [JPEG, PNG, GIF], ['200x200']],
  // attention background 2048x1536 landscape, 1536x2048 portrait, 1536x1536 square, MP4, GIF, PNG or JPEG.
  ['attentionScreenBackground', [MP4, GIF, PNG, JPEG], BOOTH],
  // main screen background same sizes, PNG or JPEG; 16:9 main background 2560x1440.
  ['mainScreenBackground', [PNG, JPEG], MAIN],
  // shutter button 800x800 PNG, GIF or JPEG; shutter background 1920x1080, 1080x1920, 1080x1080 in PNG, JPEG, GIF, MOV, WEBM, MP4.
  ['shutterButton', [PNG, GIF, JPEG], ['800x800']],
  ['shutterBackground', [PNG, JPEG, GIF, MOV, WEBM, MP4], SHUTTER],
  // shutter overlay PNG, GIF, MOV, WEBM, MP4 at 2048x1536, 1536x2048, 1536x1536; digital overlays 16:9 at 1920x1080; look-here graphic PNG, JPEG, GIF or QUICKTIME.
  ['shutterOverlay', [PNG, GIF, MOV, WEBM, MP4], BOOTH],
  ['digitalOverlays16x9', [PNG, GIF, MOV, WEBM, MP4], ['1920x1080']],
  ['lookHereGraphic', [PNG, JPEG, GIF, MOV], 'any'],
  // countdown sequence, pre-roll and post-roll videos MP4 at 1920x1536, 1536x1920, 1536x1536.
  ['countDownSequence', [MP4], ROLL],
  ['preRollVideo', [MP4], ROLL],
  ['postRollVideo', [MP4], ROLL],
  // sticker 800x800 PNG; icon 360x360; review and share backgrounds as the main background, PNG or JPEG; banner 600x200 PNG or JPEG; screensaver 1920x1080; microsite background 1920x1080 PNG, JPEG, GIF; face-parameter overlays PNG or GIF.
  ['sticker', [PNG], ['800x800']],
  ['icon', [PNG, JPEG], ['360x360']],
  ['reviewScreenBackground', [PNG, JPEG], MAIN],
  ['shareScreenBackground', [PNG, JPEG], MAIN],
  ['banner', [PNG, JPEG], ['600x200']],
  ['screenSaver', [PNG, JPEG, GIF, MP4, MOV, WEBM], ['1920x1080']],
  ['micrositeBackground', [PNG, JPEG, GIF], ['1920x1080']],
  ['faceValidOverlay', [PNG, GIF], 'any'],
  ['faceInvalidOverlay', [PNG, GIF], 'any'],
  // print assets have no size limit; mosaic and print images accept any size.
  ['printOverlay', [PNG], 'any'],
  ['printBackground', [PNG, JPEG], 'any'],
  ['printImage', [PNG, JPEG], 'any'],
  ['mosaicPicture', [JPEG, PNG], 'any'],
  // Not in campaigns §5: our choices (see asset-rules.ts).
  ['referenceLayer', [PNG, GIF], 'any'],
  ['overlay', [PNG, GIF], 'any'],
  ['greenScreen', [PNG, JPEG], 'any'],
  ['badge', [PNG, JPEG, GIF], 'any'],
  ['aiFilter', [PNG, JPEG], 'any'],
  ['logo', [PNG, JPEG, GIF], 'any'],
  // platform §5: ttf, otf, woff, woff2.
  ['font', ['font/ttf', 'font/otf', 'font/woff', 'font/woff2'], 'any'],
];

it('covers every asset kind exactly once', () => {
  expect(table.map(([kind]) => kind).sort()).toEqual([...assetTypes].sort());
});

describe.each(table)('%s', (kind, types, sizes) => {
  const rule = assetRule(kind);

  it('accepts exactly the listed media types', () => {
    expect(rule.types).toEqual(types);
    for (const type of types) expect(isAcceptedType(kind, type)).toBe(true);
  });

  it('expects exactly the listed sizes', () => {
    const actual = rule.sizes === 'any' ? 'any' : rule.sizes.map((s) => `${s.width}x${s.height}`);
    expect(actual).toEqual(sizes);
  });

  if (sizes === 'any') {
    it('accepts any size', () => {
      expect(checkDimensions(kind, 1, 1).ok).toBe(true);
      expect(checkDimensions(kind, 12_345, 678).ok).toBe(true);
    });
  } else {
    it.each(sizes)('accepts %s', (size) => {
      const [width, height] = size.split('x').map(Number) as [number, number];
      expect(checkDimensions(kind, width, height).ok).toBe(true);
    });
    it('refuses a near miss and names the expected sizes', () => {
      const [width, height] = (sizes[0] ?? '').split('x').map(Number) as [number, number];
      const result = checkDimensions(kind, width + 1, height);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.expected.map((s) => `${s.width}x${s.height}`)).toEqual(sizes);
      for (const size of sizes) expect(result.message).toContain(size);
      expect(result.message).toContain(kind);
    });
  }
});

it('names the sizes as a readable list', () => {
  const result = checkDimensions('attentionScreenBackground', 800, 600);
  expect(result).toMatchObject({
    ok: false,
    orientation: 'landscape',
    message: 'Expected 2048x1536, 1536x2048 or 1536x1536 for attentionScreenBackground, got 800x600',
  });
});

it('tags each expected size with its orientation', () => {
  const rule = assetRule('mainScreenBackground');
  expect(rule.sizes !== 'any' && rule.sizes.map((s) => s.orientation)).toEqual([
    'landscape',
    'landscape',
    'portrait',
    'square',
  ]);
});

describe('byte limits', () => {
  it.each<[AssetType, AssetMediaType, number | undefined]>([
    ['sticker', PNG, 25_000_000],
    ['printImage', JPEG, 50_000_000],
    ['printOverlay', PNG, 50_000_000],
    ['shutterBackground', GIF, 25_000_000],
    ['shutterBackground', MOV, 200_000_000],
    ['preRollVideo', MP4, 200_000_000],
    ['font', 'font/woff2', 5_000_000],
    ['arFilter', ZIP, 50_000_000],
    ['sticker', JPEG, undefined],
    ['avatar', MP4, undefined],
  ])('%s as %s: %s bytes', (kind, type, limit) => expect(maxBytesFor(kind, type)).toBe(limit));

  it('without a type, the largest limit of the kind caps the raw stream', () => {
    expect(maxBytesFor('attentionScreenBackground')).toBe(200_000_000);
    expect(maxBytesFor('sticker')).toBe(25_000_000);
  });

  it('every kind has a limit for each class it accepts', () => {
    for (const kind of assetTypes) {
      for (const type of assetRule(kind).types) expect(maxBytesFor(kind, type)).toBeGreaterThan(0);
    }
  });
});
