import {
  type Locale,
  ROUTE_DEFAULTS,
  isLocale,
  isSafeRedirectTarget,
  localePath,
  parseBoolean,
  splitLocalePath,
} from '@booth/shared';

/**
 * public: anyone; guest: only logged-out visitors (login, registration …); private: logged-in users;
 * moderation: the moderation page of a campaign, for the signed-in organiser or that campaign's
 * moderator; moderation-guest: the moderator's sign-in screens (login, forget, password); admin: the
 * admin area, for users with the admin flag (platform §2, §6).
 */
export type Access = 'public' | 'guest' | 'private' | 'moderation' | 'moderation-guest' | 'admin';

/** The query parameter holding the remembered target of a logged-out visitor. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Fields the moderator flow will add to the user record (campaigns §2). They are optional so the
 * rule below switches on by itself once the API sends them.
 */
export interface AccessUser {
  /** The admin flag of the user record (GET /auth/user); in support mode the supported customer's. */
  admin?: boolean;
  /** The password must be changed before anything else (GET /auth/user; never in support mode). */
  passwordChangeRequired?: boolean;
  activated?: boolean;
  recoveryToken?: string | null;
}

export interface AccessInput {
  /** Full pathname including the locale prefix, e.g. `/en/dashboard`. */
  pathname: string;
  /** `location.search`, with or without the leading `?`. */
  search: string;
  access: Access;
  loggedIn: boolean;
  user?: AccessUser | null;
  /** Value of the `moderationEvent` cookie (an event slug), if set. */
  moderationEvent?: string | null;
  /** The moderator session (GET /auth/moderation/me), when one was sent and nobody else is signed in. */
  moderator?: { eventSlug: string } | null;
  /** Result of the host rule (shared `hostRuleAllows`). */
  hostAllowed: boolean;
}

export type AccessDecision =
  | { kind: 'allow'; clearModerationCookie: boolean }
  | { kind: 'redirect'; to: string; clearModerationCookie: boolean }
  /** A remembered target that is not a local path: leave by a full page load, then show ERR_REDIRECT. */
  | { kind: 'unsafe-redirect'; clearModerationCookie: boolean }
  | { kind: 'not-found' };

/** The screen that asks for a new password when the password rule refuses the one signed in with. */
export const PASSWORD_CHANGE_PATH = '/password/change';

const MODERATION_LOGIN = /^\/events\/[^/]+\/moderation\/(login|forget|password)\/?$/;
const MODERATION_PASSWORD = /^\/events\/[^/]+\/moderation\/password\/?$/;
const MODERATION_SLUG = /^\/events\/([^/]+)\/moderation(?:\/(login|forget|password))?\/?$/;

/**
 * A moderator's sign-in screens (login, forgotten password, password setup): the moderation cookie
 * never sends a visitor away from them, or a moderator could not reach "forgot password".
 */
export function isModerationLoginPath(path: string): boolean {
  return MODERATION_LOGIN.test(path);
}

/** The campaign slug of a moderation address (locale-free path), decoded; null for other paths. */
export function moderationSlugOf(path: string): string | null {
  const match = MODERATION_SLUG.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The moderation page of a campaign, in a language. */
export function moderationPath(slug: string, locale: Locale, screen: '' | 'login' | 'forget' | 'password' = ''): string {
  return localePath(`/events/${encodeURIComponent(slug)}/moderation${screen ? `/${screen}` : ''}`, locale);
}

/** Where a logged-in visitor goes from a guest-only page: the remembered target or home. */
export function resolvePostLoginTarget(
  search: string,
  locale: Locale,
): { kind: 'navigate'; to: string } | { kind: 'unsafe-redirect' } {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (target === null || target === '') return { kind: 'navigate', to: localePath(ROUTE_DEFAULTS.home, locale) };
  return isSafeRedirectTarget(target) ? { kind: 'navigate', to: target } : { kind: 'unsafe-redirect' };
}

/** The login address for a logged-out visitor of `pathname + search`, remembering where they wanted to go. */
export function loginPathFor(pathname: string, search: string): string {
  const { locale } = splitLocalePath(pathname);
  const query = new URLSearchParams({ [REDIRECT_PARAM]: `${pathname}${search}` });
  return `${localePath(ROUTE_DEFAULTS.login, locale)}?${query.toString()}`;
}

/**
 * The route access rules of platform §2 and campaigns §2 as one pure decision. The order matters:
 * host rule, then the moderation cookie (which the login page can clear with `?force`), then
 * guest-only and private pages.
 */
export function resolveAccess(input: AccessInput): AccessDecision {
  if (!input.hostAllowed) return { kind: 'not-found' };

  const { locale, path } = splitLocalePath(input.pathname);
  const query = new URLSearchParams(input.search);
  const forced = path === ROUTE_DEFAULTS.login && parseBoolean(query.get('force'));
  const clearModerationCookie = forced && Boolean(input.moderationEvent);
  const moderationEvent = forced ? null : input.moderationEvent || null;
  const redirect = (to: string): AccessDecision =>
    to === `${input.pathname}${input.search}` ? { kind: 'allow', clearModerationCookie } : { kind: 'redirect', to, clearModerationCookie };

  // A signed-in moderator belongs on the moderation of their one campaign (platform §2: a layout with
  // no menu); every organiser page sends them there. The organiser's own session wins over it.
  const moderator = input.loggedIn ? null : (input.moderator ?? null);
  if (moderator) {
    const home = moderationPath(moderator.eventSlug, locale);
    const pageSlug = moderationSlugOf(path);
    switch (input.access) {
      case 'public':
        return path === '/' ? redirect(home) : { kind: 'allow', clearModerationCookie };
      case 'moderation':
        return pageSlug === moderator.eventSlug ? { kind: 'allow', clearModerationCookie } : redirect(home);
      case 'moderation-guest': {
        // Signed in already: login and "forgot password" of their campaign have nothing to offer; the
        // password screen stays reachable (a reset link opened while signed in).
        const signedInHere = pageSlug === moderator.eventSlug && !MODERATION_PASSWORD.test(path);
        return signedInHere ? redirect(home) : { kind: 'allow', clearModerationCookie };
      }
      case 'guest':
        // `/login?force=1` is the way to the organiser's sign-in.
        return forced ? { kind: 'allow', clearModerationCookie } : redirect(home);
      case 'private':
      case 'admin':
        return redirect(home);
    }
  }

  if (moderationEvent) {
    const slug = encodeURIComponent(moderationEvent);
    if (path === '/') return redirect(localePath(`/events/${slug}`, locale));
    if (!input.loggedIn && !isModerationLoginPath(path)) {
      return redirect(localePath(`/events/${slug}/moderation/login`, locale));
    }
    const user = input.user;
    if (input.loggedIn && user && user.activated === false && user.recoveryToken && !MODERATION_PASSWORD.test(path)) {
      const token = new URLSearchParams({ token: user.recoveryToken });
      return redirect(`${localePath(`/events/${slug}/moderation/password`, locale)}?${token.toString()}`);
    }
  }

  if (input.access === 'moderation' && !input.loggedIn) {
    // Nobody signed in: moderators are the ones who arrive here signed out (the login links to the
    // organiser's sign-in too).
    const pageSlug = moderationSlugOf(path);
    return redirect(pageSlug ? moderationPath(pageSlug, locale, 'login') : loginPathFor(input.pathname, input.search));
  }

  if (input.access === 'guest' && input.loggedIn) {
    const target = resolvePostLoginTarget(input.search, locale);
    return target.kind === 'navigate' ? redirect(target.to) : { kind: 'unsafe-redirect', clearModerationCookie };
  }
  if ((input.access === 'private' || input.access === 'admin') && !input.loggedIn) {
    return redirect(loginPathFor(input.pathname, input.search));
  }
  // Everyone else gets the 404 page, not a redirect or a "forbidden": the admin area's existence stays unrevealed.
  if (input.access === 'admin' && input.user?.admin !== true) return { kind: 'not-found' };
  // A password the rule refuses is changed before anything else of the signed-in app (the target is kept).
  const signedInApp = input.access === 'private' || input.access === 'admin' || input.access === 'moderation';
  if (signedInApp && input.loggedIn && input.user?.passwordChangeRequired && path !== PASSWORD_CHANGE_PATH) {
    const query = new URLSearchParams({ [REDIRECT_PARAM]: `${input.pathname}${input.search}` });
    return redirect(`${localePath(PASSWORD_CHANGE_PATH, locale)}?${query.toString()}`);
  }
  return { kind: 'allow', clearModerationCookie };
}

/**
 * Entering at the root picks the language remembered in the `locale` cookie: `/` with `en` goes to
 * `/en`, `/en` with `de` goes to `/`. Any other path states its language itself.
 */
export function resolveRootLocale(pathname: string, cookieLocale: string | null | undefined): string | null {
  if (!isLocale(cookieLocale)) return null;
  if (pathname !== '/' && pathname !== '/en' && pathname !== '/en/') return null;
  const current = splitLocalePath(pathname).locale;
  return current === cookieLocale ? null : localePath('/', cookieLocale);
}
