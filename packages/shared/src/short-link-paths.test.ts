import { expect, it } from 'vitest';
import { linkTargets } from './links-api.ts';
import { shortLinkTargetPath } from './short-link-paths.ts';

it('maps every link target to its guest page, German without prefix', () => {
  expect(shortLinkTargetPath('booth', 'party')).toBe('/booth/party');
  expect(shortLinkTargetPath('gallery', 'party', 'de')).toBe('/gallery/party');
  expect(shortLinkTargetPath('dynamicGallery', 'party')).toBe('/dynamic-gallery/party');
  expect(shortLinkTargetPath('mosaic', 'party')).toBe('/mosaic/party');
});

it('puts English pages under /en', () => {
  expect(shortLinkTargetPath('booth', 'party', 'en')).toBe('/en/booth/party');
  expect(shortLinkTargetPath('gallery', 'party', 'en')).toBe('/en/gallery/party');
  expect(shortLinkTargetPath('dynamicGallery', 'party', 'en')).toBe('/en/dynamic-gallery/party');
  expect(shortLinkTargetPath('mosaic', 'party', 'en')).toBe('/en/mosaic/party');
});

it('always answers a local path: the slug is encoded and cannot leave the site', () => {
  for (const target of linkTargets) {
    for (const slug of ['//evil.example', 'a/../b', 'x?y#z', 'ä b']) {
      const path = shortLinkTargetPath(target, slug, 'en');
      expect(path.startsWith('/en/')).toBe(true);
      expect(path.startsWith('//')).toBe(false);
      expect(path.slice(4)).not.toMatch(/[?#\s]/);
      expect(path.split('/')).toHaveLength(4);
    }
  }
});
