import { eventPagePath } from '../links-api.ts';
import { localePath, type Locale } from '../locale.ts';

export const MICROSITE_PREFIX = '/m/';

/** The path of a picture's microsite, in the guest's language (German without prefix, English under /en). */
export function micrositePath(shootSlug: string, locale: Locale = 'de'): string {
  return localePath(`${MICROSITE_PREFIX}${encodeURIComponent(shootSlug)}`, locale);
}

/** The absolute microsite address a QR code and share links carry. `origin` has no trailing slash. */
export function micrositeUrl(origin: string, shootSlug: string, locale: Locale = 'de'): string {
  return `${origin.replace(/\/+$/, '')}${micrositePath(shootSlug, locale)}`;
}

/** The public virtual-booth page of an event. */
export function boothPath(eventSlug: string, locale: Locale = 'de'): string {
  return eventPagePath('booth', eventSlug, locale);
}
