import { KIOSK_PREFIX, splitLocalePath, type Locale } from '@booth/shared';

export interface KioskLocation {
  slug: string;
  locale: Locale;
}

/** `/kiosk/{slug}` (German) or `/en/kiosk/{slug}` (English); null for any other path. */
export function parseKioskPath(pathname: string): KioskLocation | null {
  const { locale, path } = splitLocalePath(pathname);
  if (!path.startsWith(KIOSK_PREFIX)) return null;
  const rest = path.slice(KIOSK_PREFIX.length).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return { slug: decodeURIComponent(rest), locale };
  } catch {
    return null;
  }
}
