import { type Locale, ROUTE_DEFAULTS, localePath } from '@booth/shared';
import { ERR_REDIRECT } from '@/app/errors/app-error';
import { setPendingError } from '@/app/errors/pending-error';

/**
 * A remembered target that is not a local path is never followed. Instead the browser loads a page
 * of this site from scratch and the error page then reports ERR_REDIRECT (platform §5).
 */
export function performUnsafeRedirect(locale: Locale): void {
  setPendingError(ERR_REDIRECT);
  window.location.assign(localePath(ROUTE_DEFAULTS.home, locale));
}
