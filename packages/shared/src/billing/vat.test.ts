import { describe, expect, it } from 'vitest';
import { euVatRates, isEuCountry, isValidVatId, normalizeVatId, SELLER_COUNTRY, vatTreatment } from './vat.ts';

describe('vatTreatment', () => {
  it.each([
    ['DE', null, { kind: 'standard', rate: 1900 }],
    ['FR', null, { kind: 'standard', rate: 2000 }],
    ['FI', null, { kind: 'standard', rate: 2550 }],
    ['AT', 'ATU12345678', { kind: 'reverse-charge', rate: 0 }],
    ['GR', 'EL123456789', { kind: 'reverse-charge', rate: 0 }],
    ['NL', 'nl 123456789 b01', { kind: 'reverse-charge', rate: 0 }],
    // A German business pays German VAT: reverse charge is for sales across a border.
    ['DE', 'DE123456789', { kind: 'standard', rate: 1900 }],
    ['CH', null, { kind: 'export', rate: 0 }],
    ['US', 'US123', { kind: 'export', rate: 0 }],
  ] as const)('%s with VAT id %s', (country, vatId, expected) => {
    expect(vatTreatment(country, vatId)).toEqual({ ...expected, country });
  });

  it('charges a consumer rate when the VAT id is malformed, empty or of another country', () => {
    expect(vatTreatment('AT', 'ATU1234')).toEqual({ kind: 'standard', rate: 2000, country: 'AT' });
    expect(vatTreatment('AT', '')).toEqual({ kind: 'standard', rate: 2000, country: 'AT' });
    expect(vatTreatment('AT', undefined)).toEqual({ kind: 'standard', rate: 2000, country: 'AT' });
    expect(vatTreatment('FR', 'DE123456789')).toEqual({ kind: 'standard', rate: 2000, country: 'FR' });
    // Greece's ids start with EL, never with its ISO code.
    expect(vatTreatment('GR', 'GR123456789')).toEqual({ kind: 'standard', rate: 2400, country: 'GR' });
  });
});

describe('isValidVatId', () => {
  it.each([
    ['DE123456789', 'DE'],
    ['de 123.456.789', 'DE'],
    ['ATU12345678', 'AT'],
    ['EL123456789', 'GR'],
    ['FRXX123456789', 'FR'],
    ['FR12123456789', 'FR'],
    ['BE0123456789', 'BE'],
    ['IE1234567WA', 'IE'],
    ['ESX1234567X', 'ES'],
  ])('accepts %s for %s', (vatId, country) => expect(isValidVatId(vatId, country)).toBe(true));

  it.each([
    ['DE12345678', 'DE', 'a digit short'],
    ['DE1234567890', 'DE', 'a digit too many'],
    ['AT12345678', 'AT', 'without the U'],
    ['GR123456789', 'GR', 'ISO code instead of EL'],
    ['DE123456789', 'AT', "another country's prefix"],
    ['123456789', 'DE', 'without a prefix'],
    ['BE2123456789', 'BE', 'Belgian numbers start with 0 or 1'],
    ['CHE123456789', 'CH', 'not an EU country'],
    ['', 'DE', 'empty'],
  ])('refuses %s for %s (%s)', (vatId, country) => expect(isValidVatId(vatId, country)).toBe(false));
});

describe('the rate table', () => {
  it('has the 27 member states, Germany as the seller, and no country outside', () => {
    expect(Object.keys(euVatRates)).toHaveLength(27);
    expect(SELLER_COUNTRY).toBe('DE');
    expect(isEuCountry('DE')).toBe(true);
    expect(isEuCountry('CH')).toBe(false);
    expect(isEuCountry('GB')).toBe(false);
    expect(euVatRates.HU).toBe(2700);
    expect(euVatRates.LU).toBe(1700);
  });

  it('normalises typed VAT ids', () => {
    expect(normalizeVatId(' at-u 123.456 78 ')).toBe('ATU12345678');
  });
});
