import { dashboardSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { DashboardService } from './dashboard.service.ts';

/** GET /api/auth/dashboard: the home screen after login, loaded in one call (platform §2, §7). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/auth/dashboard',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in customer's dashboard: recently active campaigns, newest pictures, statistics and account",
        response: { 200: dashboardSchema, ...errorResponses(401) },
      },
    },
    async (request) => dashboard.get(requireAuth(request)),
  );
};
