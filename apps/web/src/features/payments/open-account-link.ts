import { localePath, splitLocalePath } from '@booth/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '@/lib/locale';

/** A full navigation to another site; an object so tests can watch it (jsdom cannot leave the page). */
export const accountLinkNavigation = { assign: (url: string) => window.location.assign(url) };

/**
 * Follows an account link: Stripe's onboarding and dashboard are other sites (a full navigation); the
 * sandbox's onboarding is our own page, opened in the app in the organiser's language.
 */
export function useOpenAccountLink(): (url: string) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.origin);
      if (target.origin !== window.location.origin) {
        accountLinkNavigation.assign(target.href);
        return;
      }
      void navigate(localePath(splitLocalePath(target.pathname).path, locale) + target.search + target.hash);
    },
    [navigate, locale],
  );
}
