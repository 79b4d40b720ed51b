import type { Locale } from '@booth/shared';
import { useEffect, useState } from 'react';
import { intlLocale } from '@/lib/format-bytes';

const STEPS: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * "3 minutes ago" / "vor 3 Minuten" in the interface language: the largest whole unit up to days;
 * under a minute in steps of ten seconds (the page refreshes every 15 s, a ticking second would only
 * flicker), and "now" / "jetzt" for the first ten.
 */
export function formatRelativeTime(at: string | Date, now: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  for (const step of STEPS) {
    if (Math.abs(seconds) >= step.seconds) return format.format(Math.trunc(seconds / step.seconds), step.unit);
  }
  // A tablet's clock a little ahead of ours must not read "in 5 seconds".
  return format.format(Math.min(0, Math.trunc(seconds / 10) * 10), 'second');
}

/** The current time, renewed every `intervalMs`, so relative times age on screen between refetches. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** A day as the organiser reads it ("27. Nov. 2027" / "27 Nov 2027"), for licence expiry. */
export function formatDay(at: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(at));
}
