import { BILLING_CURRENCY, type Locale, type PromoCodeAdmin, type PromoProblem, promoProblem } from '@booth/shared';
import { intlLocale } from '@/lib/format-bytes';

/** "20 %" / "5,00 €" in German, "20%" / "€5.00" in English. */
export function formatPromoDiscount(promo: Pick<PromoCodeAdmin, 'kind' | 'value'>, locale: Locale): string {
  const format =
    promo.kind === 'percent'
      ? new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(promo.value / 100)
      : new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: BILLING_CURRENCY }).format(promo.value / 100);
  return format;
}

export function formatPromoDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(iso));
}

/** Whether the code can be used now, by the same rule the server checks (the product aside). */
export function promoStatus(promo: PromoCodeAdmin, now: Date): PromoProblem | 'active' {
  const problem = promoProblem(
    {
      ...promo,
      validFrom: promo.validFrom ? new Date(promo.validFrom) : null,
      validUntil: promo.validUntil ? new Date(promo.validUntil) : null,
    },
    now,
    null,
  );
  return problem ?? 'active';
}

/** The start of a day (YYYY-MM-DD) in the admin's time zone as an ISO timestamp; null for none. */
export function startOfDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}
