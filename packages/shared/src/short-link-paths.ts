import type { LinkTarget } from './links-api.ts';
import { localePath, type Locale } from './locale.ts';
import { boothPath } from './shoots/microsite-url.ts';

const targetPrefix: Record<Exclude<LinkTarget, 'booth'>, string> = {
  gallery: '/gallery/',
  dynamicGallery: '/dynamic-gallery/',
  mosaic: '/mosaic/',
};

/**
 * Where a short address (`/l/{slug}`, `/g/{slug}`) sends the guest: a local path built only from the
 * event's slug, so a redirect never leads off the site. English under `/en`, German without prefix.
 */
export function shortLinkTargetPath(target: LinkTarget, eventSlug: string, locale: Locale = 'de'): string {
  if (target === 'booth') return boothPath(eventSlug, locale);
  return localePath(`${targetPrefix[target]}${encodeURIComponent(eventSlug)}`, locale);
}
