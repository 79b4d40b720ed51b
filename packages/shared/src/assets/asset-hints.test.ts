import { expect, it } from 'vitest';
import { assetHint } from './asset-hints.ts';
import { acceptAttribute } from './asset-rule-checks.ts';
import { assetTypes, type AssetType } from './asset-types.ts';
import { locales } from '../locale.ts';

it.each<[AssetType, string, string]>([
  ['vbAvatar', 'PNG or GIF · 1060 × 1060 px · up to 25 MB', 'PNG oder GIF · 1060 × 1060 px · bis 25 MB'],
  [
    'attentionScreenBackground',
    'MP4, GIF, PNG or JPEG · landscape 2048 × 1536, portrait 1536 × 2048, square 1536 × 1536 px · videos up to 200 MB, images up to 25 MB',
    'MP4, GIF, PNG oder JPEG · Querformat 2048 × 1536, Hochformat 1536 × 2048, quadratisch 1536 × 1536 px · Videos bis 200 MB, Bilder bis 25 MB',
  ],
  [
    'mainScreenBackground',
    'PNG or JPEG · landscape 2048 × 1536 or 2560 × 1440, portrait 1536 × 2048, square 1536 × 1536 px · up to 25 MB',
    'PNG oder JPEG · Querformat 2048 × 1536 oder 2560 × 1440, Hochformat 1536 × 2048, quadratisch 1536 × 1536 px · bis 25 MB',
  ],
  ['overlay', 'PNG or GIF · any size · up to 25 MB', 'PNG oder GIF · beliebige Größe · bis 25 MB'],
  ['printImage', 'PNG or JPEG · any size · up to 50 MB', 'PNG oder JPEG · beliebige Größe · bis 50 MB'],
  ['font', 'TTF, OTF, WOFF or WOFF2 · up to 5 MB', 'TTF, OTF, WOFF oder WOFF2 · bis 5 MB'],
  ['arFilter', 'ZIP · 180 × 180 px · up to 50 MB', 'ZIP · 180 × 180 px · bis 50 MB'],
])('hint for %s', (kind, en, de) => {
  expect(assetHint(kind, 'en')).toBe(en);
  expect(assetHint(kind, 'de')).toBe(de);
});

it('every kind has a hint in every language naming all its formats', () => {
  for (const kind of assetTypes) {
    for (const locale of locales) expect(assetHint(kind, locale)).toMatch(/^[A-Z0-9]{3,5}[ ,]/);
  }
});

it.each<[AssetType, string]>([
  ['sticker', 'image/png,.png'],
  ['referenceImage', 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif'],
  ['lookHereGraphic', 'image/png,image/jpeg,image/gif,video/quicktime,.png,.jpg,.jpeg,.gif,.mov'],
  ['font', 'font/ttf,font/otf,font/woff,font/woff2,.ttf,.otf,.woff,.woff2'],
  ['arFilter', 'application/zip,.zip'],
])('accept attribute of %s', (kind, accept) => expect(acceptAttribute(kind)).toBe(accept));
