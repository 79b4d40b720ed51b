import { expect, it } from 'vitest';
import { assetSchema, fontFormatSchema, fontSchema } from './asset-schema.ts';
import { assetTypeSchema } from './asset-types.ts';
import { orientationOf } from './orientation.ts';

it.each([
  [1920, 1080, 'landscape'],
  [1080, 1920, 'portrait'],
  [1536, 1536, 'square'],
  [2049, 2048, 'landscape'],
] as const)('%dx%d is %s', (width, height, orientation) => expect(orientationOf(width, height)).toBe(orientation));

const asset = {
  id: '7f1c6c8e-2b1d-4c55-9a7e-2f5a1f0f9b11',
  customerId: '0b9c2a4e-5d6f-4a1b-8c3d-9e8f7a6b5c4d',
  slug: 'ab12cd',
  originalname: 'frame.png',
  encoding: '7bit',
  mimetype: 'image/png',
  filePath: '/files/assets/frame.png',
  fileSize: 1234,
  thumbnailPath: '/files/assets/thumb.webp',
  orientation: 'portrait',
  assetType: 'overlay',
  tags: ['wedding'],
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  isPublic: false,
};

it('parses an asset, with and without list extras', () => {
  expect(assetSchema.parse(asset)).toEqual(asset);
  const listed = { ...asset, name: 'frame.png', src: '/f/a.png', lazySrc: '/f/t.webp', family: undefined };
  expect(assetSchema.parse(listed).src).toBe('/f/a.png');
});

it('refuses an unknown asset type and the spec placeholder {hash}', () => {
  expect(assetSchema.safeParse({ ...asset, assetType: 'svgImage' }).success).toBe(false);
  expect(assetTypeSchema.safeParse('{hash}').success).toBe(false);
});

it('fonts: the four formats and the font fields', () => {
  expect(fontFormatSchema.options).toEqual(['ttf', 'otf', 'woff', 'woff2']);
  expect(fontFormatSchema.safeParse('eot').success).toBe(false);
  const font = { id: asset.id, name: 'Raleway', family: 'Raleway', style: 'normal', weight: 400, color: null, size: null };
  expect(fontSchema.parse(font)).toEqual(font);
  expect(fontSchema.safeParse({ ...font, weight: 0 }).success).toBe(false);
});
