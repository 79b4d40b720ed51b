import { type Locale, splitLocalePath } from '@booth/shared';

export interface PayLocation {
  slug: string;
  locale: Locale;
}

const PAY_PREFIX = '/pay/';

/** `/pay/{slug}` (German) or `/en/pay/{slug}` (English); null for any other path. */
export function parsePayPath(pathname: string): PayLocation | null {
  const { locale, path } = splitLocalePath(pathname);
  if (!path.startsWith(PAY_PREFIX)) return null;
  const rest = path.slice(PAY_PREFIX.length).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return { slug: decodeURIComponent(rest), locale };
  } catch {
    return null;
  }
}
