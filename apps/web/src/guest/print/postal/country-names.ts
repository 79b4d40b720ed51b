import { postalCountries, type Locale } from '@booth/shared';

/** The countries a postcard can go to, named in the guest's language (Intl.DisplayNames) and sorted by that name. */
export function countryOptions(locale: Locale): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    // An old browser without DisplayNames: the codes themselves.
  }
  return postalCountries
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * The guest's likely country for a first guess: the browser's region when the browser speaks the
 * guest's language (de-AT → Austria) and a postcard can go there, else Germany for German and the
 * United Kingdom for English guests.
 */
export function defaultCountry(locale: Locale, language = typeof navigator === 'undefined' ? '' : navigator.language): string {
  const [spoken, region] = language.split('-');
  const code = region?.toUpperCase();
  if (spoken?.toLowerCase() === locale && code && (postalCountries as readonly string[]).includes(code)) return code;
  return locale === 'de' ? 'DE' : 'GB';
}
