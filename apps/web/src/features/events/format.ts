import type { Locale } from '@booth/shared';

export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
