import { SESSION_COOKIE } from '@booth/shared';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The session cookie of the web app: HttpOnly, so no script on any of our pages can read the token
 * (organiser code, a compromised dependency), SameSite=Lax, Secure behind https. API clients and
 * the booth apps keep sending `Authorization: Bearer`.
 */
export function sessionCookieOptions(config: { publicUrl: string; sessionTtlDays: number }): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: new URL(config.publicUrl).protocol === 'https:',
    maxAge: config.sessionTtlDays * DAY_SECONDS,
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, options: CookieSerializeOptions): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, token, options);
}

export function clearSessionCookie(reply: FastifyReply, options: CookieSerializeOptions): FastifyReply {
  const { maxAge: _maxAge, ...rest } = options;
  return reply.clearCookie(SESSION_COOKIE, rest);
}
