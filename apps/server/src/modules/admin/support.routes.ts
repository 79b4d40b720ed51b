import { singleLine, SUPPORT_TOKEN_HEADER, supportTokenCheckSchema, supportTokenRequestSchema, supportTokenSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, supportTokenOf } from '@/modules/auth/auth.plugin.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { supportTokenPolicy } from './support-rate-limits.ts';
import type { SupportService } from './support.service.ts';

const tags = ['support'];
// These calls act as the signed-in admin even while the request carries a support token, so support
// mode can be refreshed and ended from inside it.
const asSigner = { auth: 'required', support: 'signer' } as const;
const LIMIT = 'At most 30 per session (120 per address) in 10 minutes (429 with Retry-After).';

/** Support mode (platform §3 support token, §4, §6 support staff, §9 10-minute countdown). */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  const rateLimited = limitedBy(app, supportTokenPolicy);

  app.post(
    '/customers/supportToken',
    {
      config: asSigner,
      onRequest: rateLimited,
      schema: {
        tags,
        summary: 'Start support mode for a customer: a new token, valid 10 minutes; 201',
        description:
          `Admins and support staff (scope \`support\`) only: 403 for everyone else; support staff who are not admins cannot act for an admin account (403). An unknown customer answers 404, your own id 400. ` +
          `Send the token in \`${SUPPORT_TOKEN_HEADER}\` with your own session: every request then acts as the customer, and each write is written to the customer's audit log. ` +
          `Issuing again for the same customer refreshes: the earlier token ends. Only the token's SHA-256 is stored. ${LIMIT}`,
        body: supportTokenRequestSchema,
        response: { 201: supportTokenSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await support.issue(requireAuth(request), request.body.customerId)),
  );

  app.get(
    '/customers/supportToken/:token',
    {
      config: asSigner,
      onRequest: rateLimited,
      schema: {
        tags,
        summary: 'Verify a support token: whether it is still valid, until when, and for whom',
        description: `Only for the admin who issued it; for anyone else, and for an unknown token, 404. ${LIMIT}`,
        params: z.object({ token: singleLine().min(1).max(200) }),
        response: { 200: supportTokenCheckSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => support.check(requireAuth(request), request.params.token),
  );

  app.delete(
    '/customers/supportToken',
    {
      config: asSigner,
      schema: {
        tags,
        summary: `End support mode: ends the token sent in ${SUPPORT_TOKEN_HEADER}; 204`,
        description: `Only the issuing admin's token (404 otherwise); a token that has ended or run out already answers 204 too. Without the header 400.`,
        response: { 204: z.null().describe('Ended'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await support.end(requireAuth(request), supportTokenOf(request));
      return reply.code(204).send(null);
    },
  );
};
