import { BOOTH_PREFIX, splitLocalePath, type Locale } from '@booth/shared';

export interface BoothLocation {
  slug: string;
  locale: Locale;
}

/** `/booth/{slug}` (German) or `/en/booth/{slug}` (English); null for any other path. */
export function parseBoothPath(pathname: string): BoothLocation | null {
  const { locale, path } = splitLocalePath(pathname);
  if (!path.startsWith(BOOTH_PREFIX)) return null;
  const rest = path.slice(BOOTH_PREFIX.length).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return { slug: decodeURIComponent(rest), locale };
  } catch {
    return null;
  }
}
