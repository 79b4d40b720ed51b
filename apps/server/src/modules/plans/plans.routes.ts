import { customersPlansSchema, planHoldersSchema, recalculationRunSchema, singleLine } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { PlansAdminService } from './plans-admin.service.ts';

const tags = ['plans'];
const ADMINS_ONLY = 'Admins only: 403 for everyone else (also in support mode, unless the supported customer is an admin).';
const RECALCULATION =
  'Answers 202 with the run at once; a durable job works it off (it survives a restart) and `GET /customersPlans/recalculations/{id}` polls it. ' +
  'Each product\'s effective plan becomes the highest-level grant valid now (an expired grant falls back to the next one, else Free) and the credit balance is recounted from the ledger; `result` lists the changes, each also written to the customer\'s audit log. ' +
  'Asking again while a run of the same scope is queued or running answers that run.';

/** Plans administration (platform §7 "Subscriptions, billing and plans", §4 credit recalculation). */
export const plansRoutes: FastifyPluginAsyncZod<{ plansAdmin: PlansAdminService }> = async (app, { plansAdmin }) => {
  app.get(
    '/customersPlans',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The plans catalogue with how many customers hold each plan, and the last recalculation run (admins)',
        description: ADMINS_ONLY,
        response: { 200: customersPlansSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => plansAdmin.overview(requireAuth(request)),
  );

  app.get(
    '/customersPlans/:planId',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "A plan and its holders by e-mail, keyset paged (admins)",
        description: `${ADMINS_ONLY} An unknown plan answers 404. Pass \`nextCursor\` as \`cursor\` for the next page.`,
        params: z.object({ planId: z.uuid() }),
        querystring: z.object({ cursor: singleLine().max(600).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: planHoldersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => plansAdmin.holders(requireAuth(request), request.params.planId, request.query),
  );

  app.post(
    '/customersPlans/recalculate',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Recalculate every customer's plans and credits (admins); 202 with the run",
        description: `${ADMINS_ONLY} ${RECALCULATION}`,
        response: { 202: recalculationRunSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => reply.code(202).send(await plansAdmin.recalculate(requireAuth(request), null)),
  );

  app.post(
    '/customersPlans/:customerId/recalculate',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Recalculate one customer's plans and credits (admins); 202 with the run",
        description: `${ADMINS_ONLY} An unknown customer answers 404. ${RECALCULATION}`,
        params: z.object({ customerId: z.uuid() }),
        response: { 202: recalculationRunSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(202).send(await plansAdmin.recalculate(requireAuth(request), request.params.customerId)),
  );

  app.get(
    '/customersPlans/recalculations/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'A recalculation run: status, the processing flag, progress and the result once done (admins)',
        description: `${ADMINS_ONLY} An unknown run answers 404.`,
        params: z.object({ id: z.uuid() }),
        response: { 200: recalculationRunSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => plansAdmin.run(requireAuth(request), request.params.id),
  );
};
