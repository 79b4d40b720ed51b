import { consumedCreditsSchema, creditPageQuerySchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { CreditsService } from './credits.service.ts';

const tags = ['customers'];
const LEDGER = 'The balance, the credits consumed by metered features, whether they are metered, and the ledger (grants, consumption, adjustments) newest first; pass `nextCursor` as `cursor` for more.';

/** Consumed credits (platform §3 Customer user, §7 Customers). */
export const creditsRoutes: FastifyPluginAsyncZod<{ credits: CreditsService }> = async (app, { credits }) => {
  app.get(
    '/customers/consumedCredits',
    {
      config: { auth: 'required' },
      schema: { tags, summary: "The signed-in customer's credits and ledger", description: LEDGER, querystring: creditPageQuerySchema, response: { 200: consumedCreditsSchema, ...errorResponses(400, 401) } },
    },
    async (request) => credits.own(requireAuth(request), request.query),
  );

  app.get(
    '/customers/:id/consumedCredits',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "A customer's credits and ledger (the customer themself or an admin)",
        description: `${LEDGER} Another customer's id answers 404 like an unknown one.`,
        params: z.object({ id: z.uuid() }),
        querystring: creditPageQuerySchema,
        response: { 200: consumedCreditsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => credits.ofCustomer(requireAuth(request), request.params.id, request.query),
  );
};
