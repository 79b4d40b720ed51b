import type { Locale, PaymentSessionStatus } from '@booth/shared';
import de from '@/i18n/locales/de/payments.json';
import en from '@/i18n/locales/en/payments.json';

/*
 * The pay page's words come from the payments namespace (one catalogue for the organiser's screens and
 * the guest's), read without i18next: the guest bundle stays lean, like the booth's.
 */
type Catalogue = typeof en;
const catalogues: Record<Locale, Catalogue> = { de, en };

/** "card.number", "declinedReason.card_declined": every leaf under `guest`, as a dotted path. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type PayTextKey = Leaves<Catalogue['guest']>;

export interface PayTexts {
  (key: PayTextKey, values?: Record<string, string>): string;
  status: (status: PaymentSessionStatus) => string;
  purpose: (purpose: keyof Catalogue['purpose']) => string;
}

export function payTexts(locale: Locale): PayTexts {
  const catalogue = catalogues[locale];
  const text = (key: PayTextKey, values: Record<string, string> = {}) => {
    let node: unknown = catalogue.guest;
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    return String(node).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
  return Object.assign(text, {
    status: (status: PaymentSessionStatus) => catalogue.status[status],
    purpose: (purpose: keyof Catalogue['purpose']) => catalogue.purpose[purpose],
  });
}
