import { auditPageQuerySchema, auditPageSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { AuditService } from './audit.service.ts';

const tags = ['customers'];

/** The audit log (platform §3 support token, issue 15): what support mode and admins did to an account. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/customers/audit',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The signed-in customer's audit log: support mode, admin changes and the account's security events, newest first",
        description: 'Keyset paged: pass `nextCursor` of a page as `cursor` for the next. Each entry names who acted (`actorEmail`: the admin in support mode), when and what (`action`, `detail`).',
        querystring: auditPageQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => audit.own(requireAuth(request), request.query),
  );

  app.get(
    '/customers/:id/audit',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "A customer's audit log (admins)",
        description: 'Admins only (403 for everyone else); an unknown id answers 404.',
        params: z.object({ id: z.uuid() }),
        querystring: auditPageQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => audit.ofCustomer(requireAuth(request), request.params.id, request.query),
  );
};
