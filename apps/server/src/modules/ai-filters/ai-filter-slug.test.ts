import { describe, expect, it } from 'vitest';
import { AI_FILTER_SLUG_PATTERN, firstFreeSlug, slugFromName } from './ai-filter-slug.ts';

describe('slugFromName', () => {
  it.each([
    ['Cartoon', 'cartoon'],
    ['Pop-Art für Kinder!', 'pop-art-fuer-kinder'],
    ['  Straße & Öl  ', 'strasse-oel'],
    ['Café crème', 'cafe-creme'],
    ['X', 'filter-x'],
    ['🎨✨', 'filter'],
  ])('%j → %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    expect(slug).toMatch(AI_FILTER_SLUG_PATTERN);
  });

  it('keeps room for a number within the 63 characters of a slug', () => {
    const slug = slugFromName('a very long name '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(58);
    expect(slug.endsWith('-')).toBe(false);
    expect(`${slug}-9999`).toMatch(AI_FILTER_SLUG_PATTERN);
  });
});

describe('firstFreeSlug', () => {
  it('answers the base when it is free, else the first free number from 2 on', () => {
    expect(firstFreeSlug('cartoon', new Set())).toBe('cartoon');
    expect(firstFreeSlug('cartoon', new Set(['cartoon']))).toBe('cartoon-2');
    expect(firstFreeSlug('cartoon', new Set(['cartoon', 'cartoon-2', 'cartoon-4']))).toBe('cartoon-3');
  });

  it('never answers a fixed segment of the /aifilters paths', () => {
    expect(firstFreeSlug('providers', new Set())).toBe('providers-2');
    expect(firstFreeSlug('prompthistory', new Set(['prompthistory-2']))).toBe('prompthistory-3');
  });
});
