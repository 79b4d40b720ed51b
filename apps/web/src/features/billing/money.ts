import { BILLING_CURRENCY, type Locale } from '@booth/shared';
import { useCallback } from 'react';
import { intlLocale } from '@/lib/format-bytes';
import { useInterfaceLocale } from '@/lib/locale';

/** An amount in euro cents as the organiser reads it: "59,00 €" in German, "€59.00" in English. */
export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: BILLING_CURRENCY }).format(cents / 100);
}

/** A VAT rate in basis points (1900) as a percentage: "19 %" / "19%", "25,5 %" / "25.5%". */
export function formatVatRate(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** formatMoney in the interface language. */
export function useMoney(): (cents: number) => string {
  const locale = useInterfaceLocale();
  return useCallback((cents: number) => formatMoney(cents, locale), [locale]);
}
