import { MODERATOR_SESSION_COOKIE, SESSION_COOKIE, SUPPORT_TOKEN_HEADER } from '@booth/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, Forbidden, Unauthenticated } from '@/errors.ts';
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
    /**
     * `signer`: the route acts as the signed-in user even when the request carries X-Support-Token
     * (the support-token calls themselves: an admin in support mode refreshes or ends it).
     * `refused`: never in support mode (403): the customer's own credentials (password, app password,
     * second factor), the deletion of the account and the export of all its data stay the owner's.
     */
    support?: 'signer' | 'refused';
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

/** Support mode (the admin module's support tokens): acting for a customer, and the trace it leaves. */
export interface SupportModeResolver {
  /** The customer's context for a request signed by `session`; throws SUPPORT_TOKEN_INVALID for a token that is not live and the signer's. */
  actAs(session: AuthContext, token: string): Promise<AuthContext>;
  /** Writes a succeeded write of support mode into the customer's audit log. */
  recordWrite(auth: AuthContext, write: { method: string; route: string; status: number }): Promise<void>;
}

const SUPPORT_HEADER = SUPPORT_TOKEN_HEADER.toLowerCase();

/** The X-Support-Token a request carries, if any. */
export function supportTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[SUPPORT_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token || undefined;
}

/**
 * Resolves the request's token (see `requestToken`) to a session for routes that ask for one. A
 * route under /api without an `auth` declaration fails at boot: a forgotten check is a defect, not a
 * style nit. Moderator sessions are looked at on 'moderation' routes only, so a moderator's token or
 * cookie is no sign-in anywhere else (401 on every organiser route).
 *
 * Support mode (platform §4): a signed-in request that carries X-Support-Token acts as the customer
 * the token names, on every route that looks at `request.auth`, with `auth.support` naming the admin.
 * A token that is not live and the signer's is refused with 401 SUPPORT_TOKEN_INVALID: a request
 * never silently falls back to acting as the admin. Without a session the header means nothing (the
 * token works only together with its admin's own session). Every write that succeeds in support mode
 * is written to the customer's audit log once answered.
 */
export const authPlugin = fp<{ sessions: SessionService; moderatorSessions: ModeratorSessionResolver; support: SupportModeResolver; publicUrl: string }>(
  async (app, { sessions, moderatorSessions, support, publicUrl }) => {
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
      const supportToken = supportTokenOf(request);
      if (request.auth && supportToken && request.routeOptions.config.support !== 'signer') {
        request.auth = await support.actAs(request.auth, supportToken);
        if (request.routeOptions.config.support === 'refused') throw new Forbidden('Not in support mode: only the account owner may do this');
      }
      if (requirement !== 'moderation') return;
      // A bearer token that already is an organiser's session is not looked up a second time.
      const moderatorToken = requestToken(request, publicUrl, MODERATOR_SESSION_COOKIE);
      if (moderatorToken && !(request.auth && moderatorToken === token)) request.moderator = await moderatorSessions.authenticate(moderatorToken);
      if (!request.auth && !request.moderator) throw new Unauthenticated();
    });

    // After the answer went out: a failure to record is logged (the change itself is made), never thrown.
    app.addHook('onResponse', async (request, reply) => {
      const auth = request.auth;
      if (!auth?.support || isSafeMethod(request.method) || reply.statusCode >= 400) return;
      const write = { method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0] ?? '', status: reply.statusCode };
      try {
        await support.recordWrite(auth, write);
      } catch (error) {
        request.log.error({ err: error, ...write, customerId: auth.customerId, adminId: auth.support.adminId }, 'support mode: the audit entry of a write could not be recorded');
      }
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
