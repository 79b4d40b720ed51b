import { SESSION_COOKIE } from '@booth/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthenticated } from '@/errors.ts';
import type { AuthContext, SessionService } from './session.service.ts';

/** Whether a route needs a signed-in user: every /api route must say so (checked at registration). */
export type AuthRequirement = 'required' | 'optional' | 'none';

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
 * Resolves `Authorization: Bearer <token>` (or the `token` cookie the web app also keeps) to a
 * session for routes that ask for one. A route under /api without an `auth` declaration fails at
 * boot: a forgotten check is a defect, not a style nit.
 */
export const authPlugin = fp<{ sessions: SessionService }>(
  async (app, { sessions }) => {
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide) return;
      const requirement = route.config?.auth;
      if (!requirement) throw new Error(`route ${String(route.method)} ${route.url} must declare config.auth`);
      if (requirement === 'required' && route.schema) route.schema.security = [{ bearerAuth: [] }];
    });

    app.addHook('onRequest', async (request) => {
      const requirement = request.routeOptions.config.auth ?? 'none';
      if (requirement === 'none') return;
      const token = bearerToken(request) ?? request.cookies[SESSION_COOKIE];
      request.auth = token ? await sessions.authenticate(token) : null;
      if (requirement === 'required' && !request.auth) throw new Unauthenticated();
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
