import {
  authLevelSchema,
  authUserSchema,
  credentialsSchema,
  emailBodySchema,
  loginAnswerSchema,
  mfaLoginSchema,
  okSchema,
  resetPasswordSchema,
  signedInSchema,
  tokenBodySchema,
  type SignedIn,
} from '@booth/shared';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '@/platform/http/request-locale.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { AccountService } from './account.service.ts';
import { requireAuth } from './auth.plugin.ts';
import { isSameOriginRequest } from './cookie-origin.ts';
import type { IdentityService } from './identity.service.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import type { SessionService, SignInContext } from './session.service.ts';

export interface AuthRoutesOptions {
  sessions: SessionService;
  accounts: AccountService;
  identity: IdentityService;
  authRateLimit: RateLimitOptions;
  /** The web app's HttpOnly session cookie (see session-cookie.ts). */
  sessionCookie: CookieSerializeOptions;
  /** Whose pages may sign in through the cookie (login CSRF). */
  publicUrl: string;
}

const tags = ['auth'];
const ok = { ok: true } as const;

function signInContext(request: FastifyRequest): SignInContext {
  return { userAgent: request.headers['user-agent'] ?? '', locale: requestLocale(request) };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { sessions, accounts, identity, authRateLimit, sessionCookie, publicUrl }) => {
  app.post(
    '/auth/login',
    {
      config: { auth: 'none', rateLimit: authRateLimit },
      schema: {
        tags,
        summary:
          'Sign in; the token comes in the body and as `Authorization: Bearer <token>` response header, and for our own pages as an HttpOnly session cookie',
        description:
          'With two-factor sign-in on, the answer is `{ mfaRequired: true, mfaToken, type, methods }` instead: no session and no cookie yet (type `email`: the code is mailed now); send a code with the `mfaToken` to POST /auth/login/mfa. ' +
          'Only the account password signs in here; the app password of booth devices is refused (401). A locked account answers 429, an account being deleted 403 ACCOUNT_DELETED (after the password). ' +
          '`passwordChangeRequired: true`: the password was set before the password rule and the rule now refuses it; the session works, but the web app asks for a new password (PUT /customers/password) before anything else. The user record (GET /auth/user) says the same until it is changed.',
        body: credentialsSchema,
        response: { 200: loginAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const answer = await sessions.login(request.body.email, request.body.password, signInContext(request));
      return 'token' in answer ? sendSession(request, reply, answer) : answer;
    },
  );

  /** The session of a complete sign-in: in the body, the Authorization header and (our own pages only) the cookie. */
  function sendSession(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
    const { token } = signedIn;
    // A foreign page must not sign a visitor into an account of its choosing (login CSRF).
    if (isSameOriginRequest(request.headers, publicUrl)) setSessionCookie(reply, token, sessionCookie);
    return reply.header('authorization', `Bearer ${token}`).header('access-control-expose-headers', 'Authorization').send(signedIn);
  }

  app.post(
    '/auth/login/mfa',
    {
      config: { auth: 'none', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: "Sign in, second step: the challenge's `mfaToken` and a 6-digit code of the enabled type, or a backup code (each works once); answers like POST /auth/login",
        description:
          'A wrong, used or expired code answers 401 INVALID_MFA_CODE; 5 wrong codes or 10 minutes end the challenge (sign in again). Wrong codes count in the sign-in throttle of the account (429 when locked).',
        body: mfaLoginSchema,
        response: { 200: signedInSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => sendSession(request, reply, await sessions.loginWithMfa(request.body.mfaToken, request.body.code, signInContext(request))),
  );

  app.delete(
    '/auth/logout',
    {
      // Optional: an already expired session still gets its cookie cleared.
      config: { auth: 'optional' },
      schema: { tags, summary: 'Revoke the current session and clear the session cookie', response: { 200: okSchema, ...errorResponses(401, 403) } },
    },
    async (request, reply) => {
      if (request.auth) await sessions.logout(request.auth);
      return clearSessionCookie(reply, sessionCookie).send(ok);
    },
  );

  app.get(
    '/auth/user',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'The signed-in user', response: { 200: authUserSchema, ...errorResponses(401) } },
    },
    async (request) => identity.user(requireAuth(request)),
  );

  app.get(
    '/auth/level',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Role, additional features and plans of the signed-in user', response: { 200: authLevelSchema, ...errorResponses(401) } },
    },
    async (request) => identity.level(requireAuth(request)),
  );

  app.post(
    '/auth/activate',
    {
      config: { auth: 'none' },
      schema: { tags, summary: 'Activate an account with the token from the activation mail', body: tokenBodySchema, response: { 200: okSchema, ...errorResponses(400) } },
    },
    async (request) => {
      await accounts.activate(request.body.token);
      return ok;
    },
  );

  app.post(
    '/auth/request/activation',
    {
      config: { auth: 'none', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Send the activation mail again; answers the same whether or not the address has an inactive account',
        body: emailBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await accounts.requestActivation(request.body.email, requestLocale(request));
      return ok;
    },
  );

  app.post(
    '/auth/forget',
    {
      config: { auth: 'none', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Mail a password reset link; answers the same whether or not the address has an account',
        body: emailBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await accounts.forget(request.body.email, requestLocale(request));
      return ok;
    },
  );

  app.put(
    '/auth/reset',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset mail; signs out every session',
        description:
          'The new password must pass the password rule with the account\'s e-mail address and name: else 400 naming `password` with the reason as its `code`, and the link stays usable. An invalid, used or expired link answers 400 INVALID_TOKEN.',
        body: resetPasswordSchema,
        response: { 200: okSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await accounts.reset(request.body.token, request.body.password);
      return ok;
    },
  );
};
