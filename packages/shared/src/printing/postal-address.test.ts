import { describe, expect, it } from 'vitest';
import { checkPostalAddress, isPostalCountry, postalCountries } from './postal-address.ts';
import { postalAddressSchema, type PostalAddress } from './print-job-api.ts';

const address = (fields: Partial<PostalAddress>): PostalAddress =>
  postalAddressSchema.parse({ firstName: 'Erika', lastName: 'Mustermann', addressLine1: 'Heidestraße 17', city: 'Köln', zip: '51147', country: 'DE', ...fields });

describe('postalCountries', () => {
  it('covers the EU, the EEA, Switzerland, the UK and the US, each once', () => {
    expect(postalCountries).toHaveLength(33);
    expect(new Set(postalCountries).size).toBe(postalCountries.length);
    for (const country of ['DE', 'AT', 'FR', 'NO', 'IS', 'LI', 'CH', 'GB', 'US']) expect(isPostalCountry(country)).toBe(true);
    for (const country of ['JP', 'RU', 'CA', 'de', '']) expect(isPostalCountry(country)).toBe(false);
  });
});

describe('checkPostalAddress', () => {
  it.each([
    ['DE', '10115', ''],
    ['AT', '1010', ''],
    ['CH', '8001', ''],
    ['GB', 'SW1A 1AA', ''],
    ['NL', '1012 JS', ''],
    ['US', '90210-1234', 'CA'],
    ['US', '10001', 'ny'],
    // An Eircode may be left out: the post delivers Irish mail without it.
    ['IE', '', ''],
    ['IE', 'D02 X285', ''],
  ])('accepts %s %s', (country, zip, state) => {
    expect(checkPostalAddress(address({ country, zip, state }))).toEqual([]);
  });

  it.each([
    ['DE', '1234'],
    ['DE', 'ABCDE'],
    ['AT', '10115'],
    ['GB', '12345'],
    ['US', '9021'],
    ['IE', 'nonsense'],
  ])('refuses postcode %s %s naming the field', (country, zip) => {
    const issues = checkPostalAddress(address({ country, zip, state: 'NY' }));
    expect(issues).toEqual([{ path: 'zip', code: 'zipInvalid', message: 'This postcode is not valid for the chosen country.' }]);
  });

  it('requires the postcode where the country has one', () => {
    expect(checkPostalAddress(address({ zip: '' }))).toEqual([expect.objectContaining({ path: 'zip', code: 'zipRequired' })]);
  });

  it('requires a real state code for the US and reports it with a bad zip', () => {
    expect(checkPostalAddress(address({ country: 'US', zip: '10001', state: '' }))).toEqual([expect.objectContaining({ path: 'state', code: 'stateRequired' })]);
    expect(checkPostalAddress(address({ country: 'US', zip: 'x', state: 'Narnia' })).map((i) => [i.path, i.code])).toEqual([
      ['zip', 'zipInvalid'],
      ['state', 'stateInvalid'],
    ]);
    // Other countries' state line is free text and optional.
    expect(checkPostalAddress(address({ country: 'DE', state: 'Nordrhein-Westfalen' }))).toEqual([]);
  });

  it('refuses a country a postcard cannot go to, without judging its postcode', () => {
    expect(checkPostalAddress(address({ country: 'JP', zip: '100-0001' }))).toEqual([
      { path: 'country', code: 'countryUnsupported', message: 'Postcards cannot be sent to this country.' },
    ]);
  });

  it('speaks German when asked', () => {
    expect(checkPostalAddress(address({ zip: '1' }), 'de')[0]?.message).toBe('Diese Postleitzahl passt nicht zum gewählten Land.');
    expect(checkPostalAddress(address({ country: 'JP' }), 'de')[0]?.message).toBe('In dieses Land können keine Postkarten verschickt werden.');
  });
});
