import type { Locale } from '@booth/shared';

const tag = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** A moment as the organiser reads it, on the wall clock of the report's time zone. */
export function formatInZone(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** The export date format of campaigns §9, `YYYY.MM.DD HH:mm:ss`, in `timeZone`. */
export function csvDateInZone(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(tag(locale)).format(value);
}

/** A rate of 0…1 as a percentage (one decimal at most); null stays null (nothing to divide). */
export function formatRate(rate: number | null, locale: Locale): string | null {
  return rate === null ? null : new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

export function formatSeconds(ms: number, locale: Locale): string {
  return new Intl.NumberFormat(tag(locale), { maximumFractionDigits: 1 }).format(ms / 1000);
}

/** The browser's own time zone (what the organiser's clock shows), UTC when it cannot tell. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
