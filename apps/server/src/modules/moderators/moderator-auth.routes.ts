import { loginResponseSchema, moderatorCredentialsSchema, moderatorForgetSchema, moderatorMeSchema, moderatorResetSchema, MODERATOR_SESSION_COOKIE } from '@booth/shared';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Unauthenticated } from '@/errors.ts';
import { requestToken } from '@/modules/auth/auth.plugin.ts';
import { isSameOriginRequest } from '@/modules/auth/cookie-origin.ts';
import { requestLocale } from '@/platform/http/request-locale.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { ModeratorAuthService } from './moderator-auth.service.ts';
import { clearModeratorCookies, setModeratorCookies } from './moderator-cookies.ts';

export interface ModeratorAuthRoutesOptions {
  moderatorAuth: ModeratorAuthService;
  authRateLimit: RateLimitOptions;
  /** The options of the organiser's session cookie (session-cookie.ts), used for the moderator's too. */
  sessionCookie: CookieSerializeOptions;
  publicUrl: string;
}

const tags = ['moderators'];
const cookies = `For our own pages it also sets the HttpOnly \`${MODERATOR_SESSION_COOKIE}\` cookie and the readable \`moderationEvent\` cookie (the campaign's slug, 30 days); a sign-in started from another site sets no cookie.`;

/** The moderator's own sign-in (campaigns §2, §7; platform §2): one campaign per account. */
export const moderatorAuthRoutes: FastifyPluginAsyncZod<ModeratorAuthRoutesOptions> = async (app, { moderatorAuth, authRateLimit, sessionCookie, publicUrl }) => {
  /** Answers like the organiser's login: token in the body and the Authorization header, cookies for our pages. */
  function signedIn(request: FastifyRequest, reply: FastifyReply, token: string, eventSlug: string) {
    // A foreign page must not sign a visitor into an account of its choosing (login CSRF).
    if (isSameOriginRequest(request.headers, publicUrl)) setModeratorCookies(reply, token, eventSlug, sessionCookie);
    return reply.header('authorization', `Bearer ${token}`).header('access-control-expose-headers', 'Authorization').send({ token });
  }

  app.post(
    '/auth/moderation/login',
    {
      config: { auth: 'none', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: "Sign in as a campaign's moderator; `{ token }` and `Authorization: Bearer <token>` like the organiser's login",
        description: `${cookies} 401 INVALID_CREDENTIALS for a wrong password or an address that does not moderate the campaign; 403 ACCOUNT_NOT_ACTIVATED when the password was never set (a fresh invitation link is mailed); 429 after repeated failures.`,
        body: moderatorCredentialsSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const token = await moderatorAuth.login(request.body, requestLocale(request));
      return signedIn(request, reply, token, request.body.eventSlug);
    },
  );

  app.put(
    '/auth/moderation/reset',
    {
      config: { auth: 'none', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Set the password with the token of an invitation or reset mail; activates, ends older sessions and signs in',
        description: `Answers like the login. ${cookies} 400 INVALID_TOKEN for an unknown, used, expired or other campaign's token.`,
        body: moderatorResetSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => signedIn(request, reply, await moderatorAuth.reset(request.body), request.body.eventSlug),
  );

  app.post(
    '/auth/moderation/forget',
    {
      config: { auth: 'none', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Mail a "set a new password" link; 204 whether or not the address moderates the campaign',
        body: moderatorForgetSchema,
        response: { 204: z.null().describe('Accepted'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await moderatorAuth.forget(request.body.email, request.body.eventSlug, requestLocale(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/auth/moderation/logout',
    {
      // Not 'moderation': an expired session must still get its cookies cleared.
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "End the moderator's session and clear both moderation cookies; 204",
        response: { 204: z.null().describe('Signed out'), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const token = requestToken(request, publicUrl, MODERATOR_SESSION_COOKIE);
      if (token) await moderatorAuth.logout(token);
      return clearModeratorCookies(reply, sessionCookie).code(204).send(null);
    },
  );

  app.get(
    '/auth/moderation/me',
    {
      config: { auth: 'moderation' },
      schema: {
        tags,
        summary: 'The signed-in moderator and their one campaign; 401 without a moderator session (an organiser session is not one)',
        response: { 200: moderatorMeSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (!request.moderator) throw new Unauthenticated('Sign in as a moderator');
      return moderatorAuth.me(request.moderator);
    },
  );
};
