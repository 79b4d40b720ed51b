import { assetTypes } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { kindGroups } from '@/features/assets/asset-kinds';
import de from '@/i18n/locales/de/assets.json';
import en from '@/i18n/locales/en/assets.json';

describe('asset kinds in the interface', () => {
  it('groups every kind exactly once', () => {
    expect(Object.values(kindGroups).flat().sort()).toEqual([...assetTypes].sort());
  });

  it('names every kind in German and English', () => {
    for (const kind of assetTypes) {
      expect(de.kinds[kind], kind).toMatch(/\S/);
      expect(en.kinds[kind], kind).toMatch(/\S/);
    }
    expect(Object.keys(de.kinds).sort()).toEqual([...assetTypes].sort());
    expect(Object.keys(en.kinds).sort()).toEqual([...assetTypes].sort());
  });

  it('has the same texts in both languages', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
        : [prefix];
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });
});
