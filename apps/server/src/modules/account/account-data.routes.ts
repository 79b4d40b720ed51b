import { accountDeletionSchema, okSchema } from '@booth/shared';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { clearSessionCookie } from '@/modules/auth/session-cookie.ts';
import { contentDisposition } from '@/platform/http/content-disposition.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';
import type { AccountExport } from './account-export.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';

export interface AccountDataRoutesOptions {
  exportAccount(auth: AuthContext): AccountExport;
  deletion: AccountDeletionService;
  authRateLimit: RateLimitOptions;
  sessionCookie: CookieSerializeOptions;
}

const tags = ['customers'];

/** The account's data as a whole: take it along (export), or delete it (platform §7 Customers, issue 15). */
export const accountDataRoutes: FastifyPluginAsyncZod<AccountDataRoutesOptions> = async (app, { exportAccount, deletion, authRateLimit, sessionCookie }) => {
  app.get(
    '/customers/export',
    {
      config: { auth: 'required', support: 'refused' },
      // A HEAD would build the whole archive only to throw it away.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Everything of the account as a ZIP (streamed): account.json (profile, plans, audit log), each campaign with its settings and final pictures, the asset files',
        response: { 200: z.unknown().describe('The ZIP, streamed'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const download = exportAccount(requireAuth(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(download.fileName, 'attachment'))
        .header('cache-control', 'no-store')
        .send(download.body);
    },
  );

  app.delete(
    '/customers/account',
    {
      config: { auth: 'required', support: 'refused', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Delete the account with all its campaigns, pictures, assets and devices; the password and the e-mail address typed again confirm',
        description:
          'Sign-in stops at once: every session is revoked, the session cookie cleared, and login answers 403 ACCOUNT_DELETED. A durable job then removes the data and the account. ' +
          'A wrong password answers 400 naming `password` (counted in the sign-in throttle), another e-mail address 400 naming `email`, the last admin 409. Offer GET /customers/export first.',
        body: accountDeletionSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await deletion.request(auth, request.body);
      // In support mode the cookie is the admin's own session, which stays.
      if (!auth.support) clearSessionCookie(reply, sessionCookie);
      return reply.send({ ok: true });
    },
  );
};
