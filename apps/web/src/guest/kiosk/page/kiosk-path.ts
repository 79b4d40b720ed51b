import { KIOSK_PREFIX, localePath, splitLocalePath, type Locale } from '@booth/shared';

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

const KIOSK_START = KIOSK_PREFIX.replace(/\/$/, '');

/** The tablet's start page, `/kiosk` or `/en/kiosk` (pairing, waiting for a campaign): its language, or null for any other path. */
export function parseKioskStartPath(pathname: string): Locale | null {
  const { locale, path } = splitLocalePath(pathname);
  return path.replace(/\/+$/, '') === KIOSK_START ? locale : null;
}

export function kioskStartPath(locale: Locale): string {
  return localePath(KIOSK_START, locale);
}

export function kioskCampaignPath(slug: string, locale: Locale): string {
  return localePath(`${KIOSK_PREFIX}${encodeURIComponent(slug)}`, locale);
}
