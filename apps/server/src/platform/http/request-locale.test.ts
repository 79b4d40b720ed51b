import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './request-locale.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, de;q=0.5, en;q=0.8', 'en'],
    ['de-AT', 'de'],
    ['fr, it', undefined],
    ['en;q=0, de;q=0.1', 'de'],
    ['', undefined],
  ])('%j → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
