import { describe, expect, it } from 'vitest';
import { countryOptions, defaultCountry } from './country-names';

describe('postal countries', () => {
  it("names and sorts them in the guest's language", () => {
    const german = countryOptions('de');
    expect(german.find((country) => country.code === 'GB')?.name).toBe('Vereinigtes Königreich');
    expect(german.map((country) => country.name)).toEqual([...german.map((country) => country.name)].sort((a, b) => a.localeCompare(b, 'de')));
    expect(countryOptions('en').find((country) => country.code === 'DE')?.name).toBe('Germany');
  });

  it("guesses the browser's region only when the browser speaks the guest's language", () => {
    expect(defaultCountry('de', 'de-AT')).toBe('AT');
    expect(defaultCountry('de', 'en-US')).toBe('DE');
    expect(defaultCountry('en', 'en-US')).toBe('US');
    expect(defaultCountry('en', 'en-JP')).toBe('GB');
  });
});
