import { ROUTE_DEFAULTS, localePath, splitLocalePath } from '@booth/shared';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@/app/router';
import type { RouteHandle } from '@/app/routes';
import { loginPathFor, resolvePostLoginTarget } from '@/app/guards/resolve-access';
import { performUnsafeRedirect } from '@/app/guards/unsafe-redirect';
import { i18n } from '@/i18n/i18n';
import { onApiEvent } from '@/lib/api-events';
import { clearProgressFailure, markProgressFailed } from '@/lib/progress';
import { type SessionChange, isLoggedIn, markSignedOut, subscribeSession, watchOtherTabs } from '@/lib/session';

function currentAccess(router: AppRouter): RouteHandle['access'] | undefined {
  const handle = router.state.matches.at(-1)?.route.handle as Partial<RouteHandle> | undefined;
  return handle?.access;
}

/**
 * Login-state changes (platform §4): after login go to the remembered target or /dashboard, after
 * logout to /, after the API rejects the session to /login. The API client only reports; the
 * navigation decisions live here.
 */
export function wireSessionEvents(router: AppRouter, queryClient: QueryClient): () => void {
  const handle = async (change: SessionChange) => {
    const { pathname, search } = router.state.location;
    const { locale } = splitLocalePath(pathname);
    switch (change) {
      case 'login': {
        const target = resolvePostLoginTarget(search, locale);
        if (target.kind === 'navigate') await router.navigate(target.to);
        else performUnsafeRedirect(locale);
        return;
      }
      case 'logout':
        await router.navigate(localePath(ROUTE_DEFAULTS.logout, locale));
        queryClient.clear();
        notifications.show({ message: i18n.t('session.signedOut') });
        return;
      case 'expired': {
        const access = currentAccess(router);
        const to = access === 'private' || access === 'admin' ? loginPathFor(pathname, search) : localePath(ROUTE_DEFAULTS.login, locale);
        await router.navigate(to);
        queryClient.clear();
        notifications.show({ color: 'orange', message: i18n.t('session.expired') });
        return;
      }
      case 'other-tab':
        await router.revalidate();
        return;
      case 'rejected':
        // The route guard that noticed it redirects by itself.
        return;
    }
  };

  let lastNavigationKey: string | null = null;
  const disposers = [
    subscribeSession((change) => void handle(change)),
    watchOtherTabs(),
    onApiEvent('unauthenticated', () => {
      if (isLoggedIn()) markSignedOut('expired');
    }),
    // The bar shows the latest activity: a new request or navigation clears an earlier failure.
    onApiEvent('request-started', () => clearProgressFailure()),
    onApiEvent('request-failed', () => markProgressFailed()),
    router.subscribe((state) => {
      if (state.navigation.state === 'loading' && state.navigation.location.key !== lastNavigationKey) {
        lastNavigationKey = state.navigation.location.key;
        clearProgressFailure();
      }
    }),
  ];
  return () => disposers.forEach((dispose) => dispose());
}
