import type { Locale } from '@booth/shared';
import { useCallback } from 'react';
import { useInterfaceLocale } from '@/lib/locale';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** The Intl locale of an interface language: German number format, British English for English. */
export function intlLocale(locale: Locale): string {
  return locale === 'de' ? 'de-DE' : 'en-GB';
}

/**
 * A byte size as the organiser reads it (platform §9): base-1000 units from B to YB, two decimals
 * (whole bytes have none), negatives with a sign, in the language's number format — "1,50 MB" in
 * German, "1.50 MB" in English. The one formatter of the web app, so a file shows the same figure everywhere.
 */
export function formatByteSize(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes === 0) return '0 B';
  const abs = Math.abs(bytes);
  const index = Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log10(abs) / 3)));
  let value = abs / 1000 ** index;
  let unit = index;
  // 999,999 B rounds to "1000.00 KB"; show it as the next unit instead.
  if (unit < UNITS.length - 1 && Number(value.toFixed(2)) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 2;
  const number = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  return `${bytes < 0 ? '-' : ''}${number} ${UNITS[unit]}`;
}

/** formatByteSize in the interface language (which follows the page's address; no router needed). */
export function useFormatBytes(): (bytes: number) => string {
  const locale = useInterfaceLocale();
  return useCallback((bytes: number) => formatByteSize(bytes, locale), [locale]);
}
