import { describe, expect, it } from 'vitest';
import {
  type AccessInput,
  loginPathFor,
  resolveAccess,
  resolvePostLoginTarget,
  resolveRootLocale,
} from '@/app/guards/resolve-access';

function input(overrides: Partial<AccessInput>): AccessInput {
  return { pathname: '/', search: '', access: 'public', loggedIn: false, user: null, moderationEvent: null, hostAllowed: true, ...overrides };
}

describe('resolveAccess: public, guest-only and private pages', () => {
  it('lets anyone see public pages', () => {
    expect(resolveAccess(input({ pathname: '/about' }))).toEqual({ kind: 'allow', clearModerationCookie: false });
    expect(resolveAccess(input({ pathname: '/about', loggedIn: true }))).toEqual({ kind: 'allow', clearModerationCookie: false });
  });

  it('sends a logged-out visitor of a private page to /login and remembers the path with its query', () => {
    expect(resolveAccess(input({ pathname: '/dashboard', access: 'private' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard',
      clearModerationCookie: false,
    });
    expect(resolveAccess(input({ pathname: '/dashboard', search: '?tab=a', access: 'private' }))).toMatchObject({
      to: '/login?redirect=%2Fdashboard%3Ftab%3Da',
    });
  });

  it('keeps the locale prefix for the login page and the remembered path', () => {
    expect(resolveAccess(input({ pathname: '/en/dashboard', access: 'private' }))).toMatchObject({
      kind: 'redirect',
      to: '/en/login?redirect=%2Fen%2Fdashboard',
    });
  });

  it('lets a logged-in user see private pages', () => {
    expect(resolveAccess(input({ pathname: '/dashboard', access: 'private', loggedIn: true }))).toEqual({
      kind: 'allow',
      clearModerationCookie: false,
    });
  });

  it('sends a logged-in user away from guest-only pages to /dashboard', () => {
    expect(resolveAccess(input({ pathname: '/login', access: 'guest', loggedIn: true }))).toMatchObject({ kind: 'redirect', to: '/dashboard' });
    expect(resolveAccess(input({ pathname: '/en/registration', access: 'guest', loggedIn: true }))).toMatchObject({
      kind: 'redirect',
      to: '/en/dashboard',
    });
  });

  it('sends a logged-in user on the login page to the remembered local target', () => {
    expect(resolveAccess(input({ pathname: '/login', search: '?redirect=%2Fen%2Fdashboard', access: 'guest', loggedIn: true }))).toMatchObject({
      kind: 'redirect',
      to: '/en/dashboard',
    });
  });

  it('never follows a remembered target that is not a local path', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const search = `?${new URLSearchParams({ redirect: target }).toString()}`;
      expect(resolveAccess(input({ pathname: '/login', search, access: 'guest', loggedIn: true }))).toEqual({
        kind: 'unsafe-redirect',
        clearModerationCookie: false,
      });
    }
  });

  it('lets a logged-out visitor see guest-only pages', () => {
    expect(resolveAccess(input({ pathname: '/registration', access: 'guest' }))).toMatchObject({ kind: 'allow' });
  });
});

describe('resolveAccess: the admin area', () => {
  const admin = { admin: true };
  it('sends a logged-out visitor to /login and remembers the admin path', () => {
    expect(resolveAccess(input({ pathname: '/en/admin/customers/abc', search: '?x=1', access: 'admin' }))).toEqual({
      kind: 'redirect',
      to: '/en/login?redirect=%2Fen%2Fadmin%2Fcustomers%2Fabc%3Fx%3D1',
      clearModerationCookie: false,
    });
  });

  it('lets an admin in', () => {
    expect(resolveAccess(input({ pathname: '/admin', access: 'admin', loggedIn: true, user: admin }))).toEqual({ kind: 'allow', clearModerationCookie: false });
  });

  it('answers 404 to a signed-in customer, whatever else the record says', () => {
    expect(resolveAccess(input({ pathname: '/admin', access: 'admin', loggedIn: true, user: { admin: false } }))).toEqual({ kind: 'not-found' });
    expect(resolveAccess(input({ pathname: '/admin', access: 'admin', loggedIn: true, user: null }))).toEqual({ kind: 'not-found' });
  });

  it('sends a signed-in moderator to their moderation like any organiser page', () => {
    expect(resolveAccess(input({ pathname: '/admin', access: 'admin', moderator: { eventSlug: 'summer' } }))).toMatchObject({
      kind: 'redirect',
      to: '/events/summer/moderation',
    });
  });
});

describe('resolveAccess: a password the password rule refuses', () => {
  const user = { passwordChangeRequired: true };

  it('sends the signed-in user to change it before any page of the app, remembering where they were going', () => {
    expect(resolveAccess(input({ pathname: '/en/events', search: '?q=x', access: 'private', loggedIn: true, user }))).toEqual({
      kind: 'redirect',
      to: '/en/password/change?redirect=%2Fen%2Fevents%3Fq%3Dx',
      clearModerationCookie: false,
    });
    expect(resolveAccess(input({ pathname: '/admin', access: 'admin', loggedIn: true, user: { ...user, admin: true } }))).toMatchObject({ to: '/password/change?redirect=%2Fadmin' });
    expect(resolveAccess(input({ pathname: '/events/x/moderation', access: 'moderation', loggedIn: true, user }))).toMatchObject({ kind: 'redirect' });
  });

  it('shows the change screen itself and public pages; without the flag nothing changes', () => {
    expect(resolveAccess(input({ pathname: '/password/change', access: 'private', loggedIn: true, user }))).toMatchObject({ kind: 'allow' });
    expect(resolveAccess(input({ pathname: '/pricing', access: 'public', loggedIn: true, user }))).toMatchObject({ kind: 'allow' });
    expect(resolveAccess(input({ pathname: '/dashboard', access: 'private', loggedIn: true, user: { passwordChangeRequired: false } }))).toMatchObject({ kind: 'allow' });
  });
});

describe('resolveAccess: host rule', () => {
  it('answers 404 on a host the rule refuses, before anything else', () => {
    expect(resolveAccess(input({ pathname: '/dashboard', access: 'private', hostAllowed: false }))).toEqual({ kind: 'not-found' });
    expect(resolveAccess(input({ pathname: '/', moderationEvent: 'summer', hostAllowed: false }))).toEqual({ kind: 'not-found' });
  });
});

describe('resolveAccess: moderation-event cookie', () => {
  it('sends the root path to the event', () => {
    expect(resolveAccess(input({ pathname: '/', moderationEvent: 'summer' }))).toMatchObject({ kind: 'redirect', to: '/events/summer' });
    expect(resolveAccess(input({ pathname: '/en', moderationEvent: 'summer', loggedIn: true }))).toMatchObject({
      kind: 'redirect',
      to: '/en/events/summer',
    });
  });

  it('sends a logged-out visitor to the moderation login of the event', () => {
    expect(resolveAccess(input({ pathname: '/about', moderationEvent: 'summer' }))).toMatchObject({
      kind: 'redirect',
      to: '/events/summer/moderation/login',
    });
    expect(resolveAccess(input({ pathname: '/login', access: 'guest', moderationEvent: 'summer' }))).toMatchObject({
      to: '/events/summer/moderation/login',
    });
  });

  it('does not redirect a visitor who is already on a moderation login page', () => {
    expect(resolveAccess(input({ pathname: '/events/summer/moderation/login', moderationEvent: 'summer' }))).toMatchObject({ kind: 'allow' });
    expect(resolveAccess(input({ pathname: '/en/events/other/moderation/login', moderationEvent: 'summer' }))).toMatchObject({ kind: 'allow' });
  });

  it('clears the cookie when the login page is called with force=true or force=1, and then shows the login', () => {
    for (const force of ['true', '1']) {
      expect(resolveAccess(input({ pathname: '/login', search: `?force=${force}`, access: 'guest', moderationEvent: 'summer' }))).toEqual({
        kind: 'allow',
        clearModerationCookie: true,
      });
    }
    expect(resolveAccess(input({ pathname: '/login', search: '?force=no', access: 'guest', moderationEvent: 'summer' }))).toMatchObject({
      kind: 'redirect',
      to: '/events/summer/moderation/login',
    });
  });

  it('ignores force on other pages', () => {
    expect(resolveAccess(input({ pathname: '/about', search: '?force=1', moderationEvent: 'summer' }))).toMatchObject({
      kind: 'redirect',
      clearModerationCookie: false,
    });
  });

  it('sends a logged-in user whose account is not activated to the moderation password page', () => {
    const user = { activated: false, recoveryToken: 'rec-123' };
    expect(resolveAccess(input({ pathname: '/dashboard', access: 'private', loggedIn: true, user, moderationEvent: 'summer' }))).toEqual({
      kind: 'redirect',
      to: '/events/summer/moderation/password?token=rec-123',
      clearModerationCookie: false,
    });
    expect(
      resolveAccess(
        input({ pathname: '/events/summer/moderation/password', search: '?token=rec-123', loggedIn: true, user, moderationEvent: 'summer' }),
      ),
    ).toMatchObject({ kind: 'allow' });
  });

  it('leaves activated users and users without the moderator fields alone', () => {
    const base = { pathname: '/dashboard', access: 'private' as const, loggedIn: true, moderationEvent: 'summer' };
    expect(resolveAccess(input({ ...base, user: { activated: true, recoveryToken: 'x' } }))).toMatchObject({ kind: 'allow' });
    expect(resolveAccess(input({ ...base, user: {} }))).toMatchObject({ kind: 'allow' });
  });

  it('does nothing without the cookie', () => {
    expect(resolveAccess(input({ pathname: '/', loggedIn: false }))).toMatchObject({ kind: 'allow' });
    expect(
      resolveAccess(input({ pathname: '/dashboard', access: 'private', loggedIn: true, user: { activated: false, recoveryToken: 'x' } })),
    ).toMatchObject({ kind: 'allow' });
  });
});

describe('resolveAccess: moderation sign-in screens', () => {
  it('leaves a visitor with the moderation cookie on the forgot-password and password screens', () => {
    for (const pathname of ['/events/summer/moderation/forget', '/en/events/summer/moderation/password']) {
      expect(resolveAccess(input({ pathname, access: 'moderation-guest', moderationEvent: 'summer' }))).toMatchObject({ kind: 'allow' });
    }
  });

  it('sends a signed-out visitor of the moderation page to that campaign\'s moderation login', () => {
    expect(resolveAccess(input({ pathname: '/events/summer/moderation', access: 'moderation' }))).toEqual({
      kind: 'redirect',
      to: '/events/summer/moderation/login',
      clearModerationCookie: false,
    });
    expect(resolveAccess(input({ pathname: '/en/events/summer/moderation', access: 'moderation' }))).toMatchObject({
      to: '/en/events/summer/moderation/login',
    });
  });

  it('lets the signed-in organiser see the moderation page and the moderator screens', () => {
    expect(resolveAccess(input({ pathname: '/events/summer/moderation', access: 'moderation', loggedIn: true }))).toMatchObject({ kind: 'allow' });
    expect(resolveAccess(input({ pathname: '/events/summer/moderation/login', access: 'moderation-guest', loggedIn: true }))).toMatchObject({
      kind: 'allow',
    });
  });
});

describe('resolveAccess: a signed-in moderator', () => {
  const moderator = { eventSlug: 'summer' };
  const as = (overrides: Partial<AccessInput>) => resolveAccess(input({ moderator, moderationEvent: 'summer', ...overrides }));

  it('sees the moderation of their campaign', () => {
    expect(as({ pathname: '/events/summer/moderation', access: 'moderation' })).toEqual({ kind: 'allow', clearModerationCookie: false });
    expect(as({ pathname: '/en/events/summer/moderation', access: 'moderation' })).toMatchObject({ kind: 'allow' });
  });

  it('is sent from the root, every organiser page and another campaign\'s moderation to their own moderation', () => {
    expect(as({ pathname: '/' })).toMatchObject({ kind: 'redirect', to: '/events/summer/moderation' });
    expect(as({ pathname: '/en' })).toMatchObject({ kind: 'redirect', to: '/en/events/summer/moderation' });
    for (const pathname of ['/events/summer', '/dashboard', '/events', '/events/summer/table']) {
      expect(as({ pathname, access: 'private' })).toMatchObject({ kind: 'redirect', to: '/events/summer/moderation' });
    }
    expect(as({ pathname: '/en/events/winter/moderation', access: 'moderation' })).toMatchObject({ kind: 'redirect', to: '/en/events/summer/moderation' });
    expect(as({ pathname: '/registration', access: 'guest' })).toMatchObject({ kind: 'redirect', to: '/events/summer/moderation' });
  });

  it('has nothing to do on the login or forgot-password screen of their campaign, but may set a password', () => {
    expect(as({ pathname: '/events/summer/moderation/login', access: 'moderation-guest' })).toMatchObject({ kind: 'redirect', to: '/events/summer/moderation' });
    expect(as({ pathname: '/events/summer/moderation/forget', access: 'moderation-guest' })).toMatchObject({ to: '/events/summer/moderation' });
    expect(as({ pathname: '/events/summer/moderation/password', search: '?token=t', access: 'moderation-guest' })).toMatchObject({ kind: 'allow' });
    expect(as({ pathname: '/events/winter/moderation/login', access: 'moderation-guest' })).toMatchObject({ kind: 'allow' });
  });

  it('sees public pages, and reaches the organiser sign-in with force (which clears the cookie)', () => {
    expect(as({ pathname: '/about' })).toEqual({ kind: 'allow', clearModerationCookie: false });
    expect(as({ pathname: '/login', search: '?force=1', access: 'guest' })).toEqual({ kind: 'allow', clearModerationCookie: true });
    expect(as({ pathname: '/login', access: 'guest' })).toMatchObject({ kind: 'redirect', to: '/events/summer/moderation' });
  });

  it('follows the session, not the cookie, and gives way to a signed-in organiser', () => {
    expect(as({ pathname: '/events/summer/moderation', access: 'moderation', moderationEvent: null })).toMatchObject({ kind: 'allow' });
    expect(as({ pathname: '/dashboard', access: 'private', loggedIn: true, moderationEvent: null })).toMatchObject({ kind: 'allow' });
    expect(as({ pathname: '/events/winter/moderation', access: 'moderation', loggedIn: true, moderationEvent: null })).toMatchObject({ kind: 'allow' });
  });

  it('decodes the campaign of the address before comparing', () => {
    expect(
      resolveAccess(input({ pathname: '/events/sommer%20fest/moderation', access: 'moderation', moderator: { eventSlug: 'sommer fest' } })),
    ).toMatchObject({ kind: 'allow' });
  });
});

describe('resolvePostLoginTarget and loginPathFor', () => {
  it('goes to the dashboard of the current language without a target', () => {
    expect(resolvePostLoginTarget('', 'de')).toEqual({ kind: 'navigate', to: '/dashboard' });
    expect(resolvePostLoginTarget('?redirect=', 'en')).toEqual({ kind: 'navigate', to: '/en/dashboard' });
  });

  it('goes to a safe remembered target and refuses an unsafe one', () => {
    expect(resolvePostLoginTarget('?redirect=%2Fabout%3Fx%3D1', 'de')).toEqual({ kind: 'navigate', to: '/about?x=1' });
    expect(resolvePostLoginTarget('?redirect=https%3A%2F%2Fevil.example', 'de')).toEqual({ kind: 'unsafe-redirect' });
  });

  it('builds the login address in the language of the original path', () => {
    expect(loginPathFor('/en/dashboard', '')).toBe('/en/login?redirect=%2Fen%2Fdashboard');
  });
});

describe('resolveRootLocale', () => {
  it('moves the root to the language of the cookie', () => {
    expect(resolveRootLocale('/', 'en')).toBe('/en');
    expect(resolveRootLocale('/en', 'de')).toBe('/');
  });

  it('stays when the cookie matches, is missing or unknown, or the path is not the root', () => {
    expect(resolveRootLocale('/', 'de')).toBeNull();
    expect(resolveRootLocale('/en', 'en')).toBeNull();
    expect(resolveRootLocale('/', null)).toBeNull();
    expect(resolveRootLocale('/', 'fr')).toBeNull();
    expect(resolveRootLocale('/about', 'en')).toBeNull();
  });
});
