import type { Locale } from '@booth/shared';

/** `/mosaic/{slug}` speaks German, `/en/mosaic/{slug}` English; the slug is the last path segment. */
export function wallLocation(pathname: string): { locale: Locale; slug: string } {
  const locale: Locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'de';
  const segments = pathname.split('/').filter(Boolean);
  return { locale, slug: decodeURIComponent(segments.at(-1) ?? '') };
}
