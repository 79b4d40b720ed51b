import { MODERATION_EVENT_COOKIE, MODERATOR_SESSION_COOKIE } from '@booth/shared';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

const DAY_SECONDS = 24 * 60 * 60;
/** How long the web app remembers which campaign's moderation login to show (platform §2). */
export const MODERATION_EVENT_COOKIE_DAYS = 30;

/**
 * A moderator's sign-in sets two cookies: the session (HttpOnly, the options of the organiser's
 * session cookie, session-cookie.ts) and the moderation-event cookie with the campaign's slug, which
 * the web app's routing rules read (so not HttpOnly; it holds nothing secret).
 */
export function setModeratorCookies(reply: FastifyReply, token: string, eventSlug: string, sessionCookie: CookieSerializeOptions): FastifyReply {
  const { httpOnly: _httpOnly, ...readable } = sessionCookie;
  return reply
    .setCookie(MODERATOR_SESSION_COOKIE, token, sessionCookie)
    .setCookie(MODERATION_EVENT_COOKIE, eventSlug, { ...readable, httpOnly: false, maxAge: MODERATION_EVENT_COOKIE_DAYS * DAY_SECONDS });
}

export function clearModeratorCookies(reply: FastifyReply, sessionCookie: CookieSerializeOptions): FastifyReply {
  const { maxAge: _maxAge, httpOnly: _httpOnly, ...rest } = sessionCookie;
  return reply.clearCookie(MODERATOR_SESSION_COOKIE, { ...rest, httpOnly: true }).clearCookie(MODERATION_EVENT_COOKIE, rest);
}
