import { MODERATOR_SESSION_COOKIE, SESSION_COOKIE } from '@booth/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, Unauthenticated } from '@/errors.ts';
import type { ModeratorContext } from '@/modules/moderators/moderation-access.ts';
import { isSafeMethod, isSameOriginRequest } from './cookie-origin.ts';
import type { AuthContext, SessionService } from './session.service.ts';

/**
 * Whether a route needs a signed-in user: every /api route must say so (checked at registration).
 * `moderation`: an organiser's session or a moderator's (the moderators module resolves the latter and
 * the route checks the campaign with `moderatedEvent`).
 */
export type AuthRequirement = 'required' | 'optional' | 'none' | 'moderation';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    /** The acting session; set for routes declaring auth 'required' (always) or 'optional' (when sent). */
    auth: AuthContext | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The session of a route declared `auth: 'required'`; throws for a route that forgot to declare it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Unauthenticated();
  return request.auth;
}

/**
 * The token a request acts with: `Authorization: Bearer` (API clients, booth apps) wherever it comes
 * from, else the web app's HttpOnly session cookie — but the cookie only from our own pages. A
 * cross-origin write that carries only the cookie is refused outright (a forged form post, an
 * organiser's sandboxed script); a cross-origin read simply goes unauthenticated. `cookieName`: the
 * organiser's session cookie, or a moderator's (MODERATOR_SESSION_COOKIE), under the same rule.
 */
export function requestToken(request: FastifyRequest, publicUrl: string, cookieName: string = SESSION_COOKIE): string | undefined {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const cookie = request.cookies[cookieName];
  if (!cookie || isSameOriginRequest(request.headers, publicUrl)) return cookie || undefined;
  if (isSafeMethod(request.method)) return undefined;
  throw new AppError('CROSS_SITE_REQUEST', 'Refused: this request came from another site and carries only the session cookie');
}

/** Resolves a moderator's token (the moderators module's sessions). */
export interface ModeratorSessionResolver {
  authenticate(token: string): Promise<ModeratorContext | null>;
}

/**
 * Resolves the request's token (see `requestToken`) to a session for routes that ask for one. A
 * route under /api without an `auth` declaration fails at boot: a forgotten check is a defect, not a
 * style nit. Moderator sessions are looked at on 'moderation' routes only, so a moderator's token or
 * cookie is no sign-in anywhere else (401 on every organiser route).
 */
export const authPlugin = fp<{ sessions: SessionService; moderatorSessions: ModeratorSessionResolver; publicUrl: string }>(
  async (app, { sessions, moderatorSessions, publicUrl }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('moderator', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide) return;
      const requirement = route.config?.auth;
      if (!requirement) throw new Error(`route ${String(route.method)} ${route.url} must declare config.auth`);
      if ((requirement === 'required' || requirement === 'moderation') && route.schema) route.schema.security = [{ bearerAuth: [] }];
    });

    app.addHook('onRequest', async (request) => {
      const requirement = request.routeOptions.config.auth ?? 'none';
      if (requirement === 'none') return;
      const token = requestToken(request, publicUrl);
      request.auth = token ? await sessions.authenticate(token) : null;
      if (requirement === 'required' && !request.auth) throw new Unauthenticated();
      if (requirement !== 'moderation') return;
      // A bearer token that already is an organiser's session is not looked up a second time.
      const moderatorToken = requestToken(request, publicUrl, MODERATOR_SESSION_COOKIE);
      if (moderatorToken && !(request.auth && moderatorToken === token)) request.moderator = await moderatorSessions.authenticate(moderatorToken);
      if (!request.auth && !request.moderator) throw new Unauthenticated();
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
