import { type Locale, paymentAccountCountries } from '@booth/shared';
import { intlLocale } from '@/lib/format-bytes';

/** An amount in cents as the organiser reads it: "2,50 €" / "€2.50". */
export function formatAmount(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(cents / 100);
}

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The countries a payment account can be opened in, named in the interface language and sorted by name. */
export function paymentCountryOptions(locale: Locale): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(intlLocale(locale));
  return paymentAccountCountries
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    // An unexpected code (not two letters) is shown as it is rather than breaking the section.
    return code;
  }
}

/** "Visa", "Mastercard": the provider answers lower-case brand ids (Stripe: visa, mastercard, amex …). */
export function brandName(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay', maestro: 'Maestro' };
  return known[brand.toLowerCase()] ?? brand;
}
