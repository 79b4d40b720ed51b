import { planSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlansService } from './plans.service.ts';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (app, { plans }) => {
  app.get(
    '/customersPlans',
    {
      config: { auth: 'none' },
      schema: { tags: ['plans'], summary: 'The plans catalogue, cheapest first', response: { 200: z.array(planSchema) } },
    },
    async () => plans.catalogue(),
  );
};
