import { postcodeValidator } from 'postcode-validator';
import type { Locale } from '../locale.ts';
import type { PostalAddress } from './print-job-api.ts';

/**
 * Where a postcard can go (oneprint, issue 25): the EU, the rest of the EEA, Switzerland, the United
 * Kingdom and the United States — the destinations postcard print-and-mail services serve at one
 * international stamp. ISO 3166-1 alpha-2, sorted; the UI names them with Intl.DisplayNames.
 */
export const postalCountries = [
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE',
  'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'US',
] as const;
export type PostalCountry = (typeof postalCountries)[number];

export function isPostalCountry(country: string): country is PostalCountry {
  return (postalCountries as readonly string[]).includes(country);
}

/**
 * Ireland's Eircode exists for every address but the post delivers without it, so a guest who does not
 * know it may leave it out; everywhere else in the list the postcode is part of the address.
 */
const ZIP_OPTIONAL: ReadonlySet<string> = new Set(['IE']);

/** USPS state and territory abbreviations: what a US address label and postcard services expect. */
const US_STATES: ReadonlySet<string> = new Set(
  ('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP').split(' '),
);

export const postalAddressProblems = ['countryUnsupported', 'zipRequired', 'zipInvalid', 'stateRequired', 'stateInvalid'] as const;
export type PostalAddressProblem = (typeof postalAddressProblems)[number];

const messages: Record<Locale, Record<PostalAddressProblem, string>> = {
  en: {
    countryUnsupported: 'Postcards cannot be sent to this country.',
    zipRequired: 'Please enter the postcode.',
    zipInvalid: 'This postcode is not valid for the chosen country.',
    stateRequired: 'Please enter the state.',
    stateInvalid: 'Please enter the two-letter state code, e.g. NY.',
  },
  de: {
    countryUnsupported: 'In dieses Land können keine Postkarten verschickt werden.',
    zipRequired: 'Bitte gib die Postleitzahl ein.',
    zipInvalid: 'Diese Postleitzahl passt nicht zum gewählten Land.',
    stateRequired: 'Bitte gib den Bundesstaat ein.',
    stateInvalid: 'Bitte gib das zweistellige Kürzel des Bundesstaats ein, z. B. NY.',
  },
};

export type PostalAddressIssue = { path: keyof PostalAddress; message: string; code: PostalAddressProblem };

/**
 * The per-country rules the schema cannot express (campaigns §3 Print job addresses): the country must
 * be one a postcard can go to, the postcode must have that country's format (postcode-validator), and a
 * US address needs its state. Run it after `postalAddressSchema` has checked lengths and required lines.
 * Messages default to English, like the guest text catalogue; `code` lets a screen use its own words.
 */
export function checkPostalAddress(address: PostalAddress, locale: Locale = 'en'): PostalAddressIssue[] {
  const text = messages[locale];
  const issue = (path: keyof PostalAddress, code: PostalAddressProblem): PostalAddressIssue => ({ path, code, message: text[code] });
  if (!isPostalCountry(address.country)) return [issue('country', 'countryUnsupported')];
  const issues: PostalAddressIssue[] = [];
  const zip = address.zip.trim();
  if (!zip) {
    if (!ZIP_OPTIONAL.has(address.country)) issues.push(issue('zip', 'zipRequired'));
  } else if (!postcodeValidator(zip, address.country)) {
    issues.push(issue('zip', 'zipInvalid'));
  }
  if (address.country === 'US') {
    const state = address.state.trim().toUpperCase();
    if (!state) issues.push(issue('state', 'stateRequired'));
    else if (!US_STATES.has(state)) issues.push(issue('state', 'stateInvalid'));
  }
  return issues;
}
