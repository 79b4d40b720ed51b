import { LOCALE_COOKIE, MODERATION_EVENT_COOKIE, hostRuleAllows, splitLocalePath } from '@booth/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, data, redirect } from 'react-router';
import { AppError } from '@/app/errors/app-error';
import { consumePendingError } from '@/app/errors/pending-error';
import { type Access, resolveAccess, resolveRootLocale } from '@/app/guards/resolve-access';
import { loadSessionUser } from '@/app/guards/session-user';
import { performUnsafeRedirect } from '@/app/guards/unsafe-redirect';
import { getConfigQueryOptions } from '@/features/app-config/api/get-config';
import { loadModeratorSession } from '@/features/moderation/api/moderator-session';
import { applyLocale } from '@/i18n/i18n';
import { deleteCookie, getCookie } from '@/lib/cookies';
import { isLoggedIn } from '@/lib/session';
import type { SessionUser } from '@/features/auth/api/get-user';

export interface GuardOptions {
  /** The catch-all route: after the access rules, answer 404. */
  notFound?: boolean;
}

/**
 * The loader every page route runs before it renders: language from the path, pending errors, the
 * root language redirect, the host rule, the user record, then the access rules as decided by the
 * pure `resolveAccess`.
 */
export function createGuardLoader(queryClient: QueryClient, access: Access, options: GuardOptions = {}): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const { locale } = splitLocalePath(url.pathname);
    await applyLocale(locale);

    const pending = consumePendingError();
    if (pending) throw new AppError(pending);

    const rootTarget = resolveRootLocale(url.pathname, getCookie(LOCALE_COOKIE));
    if (rootTarget) throw redirect(`${rootTarget}${url.search}`);

    // Without the config (server unreachable) the host rule cannot be checked; serve the page.
    const config = await queryClient.ensureQueryData(getConfigQueryOptions()).catch(() => null);
    const hostAllowed = config ? hostRuleAllows(window.location.hostname, config.knownHosts) : true;

    let loggedIn = isLoggedIn();
    let user: SessionUser | null = null;
    if (loggedIn && hostAllowed) {
      user = await loadSessionUser(queryClient);
      loggedIn = user !== null;
    }

    // A moderator's session is asked for only where it can matter: with the moderation cookie (which the
    // server sets at a moderator's sign-in) or on the moderation page itself; the organiser's wins.
    const moderationEvent = getCookie(MODERATION_EVENT_COOKIE);
    const askModerator = !loggedIn && hostAllowed && (Boolean(moderationEvent) || access === 'moderation');
    const moderator = askModerator ? await loadModeratorSession(queryClient) : null;

    const decision = resolveAccess({
      pathname: url.pathname,
      search: url.search,
      access,
      loggedIn,
      user,
      moderationEvent,
      moderator,
      hostAllowed,
    });
    if (decision.kind !== 'not-found' && decision.clearModerationCookie) deleteCookie(MODERATION_EVENT_COOKIE);

    switch (decision.kind) {
      case 'not-found':
        throw data(null, { status: 404 });
      case 'redirect':
        throw redirect(decision.to);
      case 'unsafe-redirect':
        performUnsafeRedirect(locale);
        // The page is being replaced; rendering anything in between would only flash.
        return new Promise<never>(() => {});
      case 'allow':
        if (options.notFound) throw data(null, { status: 404 });
        return null;
    }
  };
}
