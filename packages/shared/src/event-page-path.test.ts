import { expect, it } from 'vitest';
import { eventPagePath, linkTargets } from './links-api.ts';

it('maps every link target to its guest page, German without prefix', () => {
  expect(eventPagePath('booth', 'party')).toBe('/booth/party');
  expect(eventPagePath('gallery', 'party', 'de')).toBe('/gallery/party');
  expect(eventPagePath('dynamicGallery', 'party')).toBe('/dynamic-gallery/party');
  expect(eventPagePath('mosaic', 'party')).toBe('/mosaic/party');
});

it('puts English pages under /en', () => {
  expect(eventPagePath('booth', 'party', 'en')).toBe('/en/booth/party');
  expect(eventPagePath('gallery', 'party', 'en')).toBe('/en/gallery/party');
  expect(eventPagePath('dynamicGallery', 'party', 'en')).toBe('/en/dynamic-gallery/party');
  expect(eventPagePath('mosaic', 'party', 'en')).toBe('/en/mosaic/party');
});

it('always answers a local path: the slug is encoded and cannot leave the site', () => {
  for (const target of linkTargets) {
    for (const slug of ['//evil.example', 'a/../b', 'x?y#z', 'ä b']) {
      const path = eventPagePath(target, slug, 'en');
      expect(path.startsWith('/en/')).toBe(true);
      expect(path.startsWith('//')).toBe(false);
      expect(path.slice(4)).not.toMatch(/[?#\s]/);
      expect(path.split('/')).toHaveLength(4);
    }
  }
});
