import { deletionRecordListSchema, singleLine } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { DeletionService } from './deletion.service.ts';

/** GET /api/events/{slug}/deletions: a campaign's scheduled deletions and their proof (campaigns §3, §4). */
export const deletionRoutes: FastifyPluginAsyncZod<{ deletion: DeletionService }> = async (app, { deletion }) => {
  app.get(
    '/events/:slug/deletions',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['events'],
        summary: "A campaign's scheduled deletions: pending, cancelled, and done with what was deleted and when",
        params: z.object({ slug: singleLine().min(1).max(200) }),
        response: { 200: deletionRecordListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ records: await deletion.list(requireAuth(request), request.params.slug) }),
  );
};
