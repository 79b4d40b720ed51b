import { accountSessionListSchema, okSchema, revokedSessionsSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { AccountSessionsService } from './account-sessions.service.ts';

const tags = ['customers'];

/**
 * The account's sign-ins: list them, sign out the others or one (platform §7 Customers, issue 15).
 * Support mode may see the list (to help: "which device is still signed in?") but not sign anyone
 * out: ending the owner's sessions is a security action of the owner, like the password and the
 * second factor (README "Admins and support mode").
 */
export const accountSessionsRoutes: FastifyPluginAsyncZod<{ sessions: AccountSessionsService }> = async (app, { sessions }) => {
  app.get(
    '/customers/sessions',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The live sessions of the account (browser, opened, last used), the one of this request marked `current`',
        response: { 200: accountSessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => sessions.list(requireAuth(request)),
  );

  app.delete(
    '/customers/sessions',
    {
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Sign out every other session of the account; answers how many',
        description: 'Not in support mode (403): only the owner signs out their sessions.',
        response: { 200: revokedSessionsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ revoked: await sessions.revokeOthers(requireAuth(request)) }),
  );

  app.delete(
    '/customers/sessions/:id',
    {
      config: { auth: 'required', support: 'refused' },
      schema: {
        tags,
        summary: 'Sign out one session of the account (this one too, if it is its id); any other id answers 404',
        description: 'Not in support mode (403): only the owner signs out their sessions.',
        params: z.object({ id: z.uuid() }),
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await sessions.revoke(requireAuth(request), request.params.id);
      return { ok: true } as const;
    },
  );
};
