import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '@/platform/http/rate-limits.ts';
import type { MicrositeService } from './microsite.service.ts';
import type { Visitor } from './visitor-keys.ts';

/** The browser's visitor cookie (visitor-keys.ts): sent only to the microsite calls (likes, clicks). */
export const VISITOR_COOKIE = 'visitor';
const VISITOR_COOKIE_PATH = '/api/m/';
const VISITOR_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The visitor a like call comes from. */
export function visitorOf(request: FastifyRequest): Visitor {
  return { cookie: request.cookies[VISITOR_COOKIE], address: clientAddress(request), agent: request.headers['user-agent'] };
}

/**
 * Hands a page's visitor the cookie it will like with, unless it has a valid one already. Only pages
 * that show a like button call this: the cookie is for counting likes and nothing else.
 */
export async function handOutVisitorCookie(request: FastifyRequest, reply: FastifyReply, microsite: Pick<MicrositeService, 'visitorCookie'>): Promise<void> {
  const value = await microsite.visitorCookie(request.cookies[VISITOR_COOKIE]);
  if (value === null) return;
  reply.setCookie(VISITOR_COOKIE, value, {
    path: VISITOR_COOKIE_PATH,
    maxAge: VISITOR_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
