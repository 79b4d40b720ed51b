import { moderationDecisionResultSchema, moderationDecisionSchema, moderationEventSlugSchema, moderationPageSchema, moderationQuerySchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/platform/http/schemas.ts';
import { moderationActor } from './moderation-access.ts';
import type { ModerationService } from './moderation.service.ts';

const tags = ['moderation'];
const slugParams = z.object({ slug: moderationEventSlugSchema });
const who = "The campaign's owner, an admin, or a moderator of exactly this campaign; anyone else 404.";
const deciders = "The campaign's owner or a moderator of exactly this campaign; anyone else 404, admins too (they decide in support mode, which is audited).";

/** The moderation queue (campaigns §2 Presentation; §3 Shoot isPublic): one decision governs every public surface. */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (app, { moderation }) => {
  app.get(
    '/events/:slug/moderation/shoots',
    {
      config: { auth: 'moderation' },
      schema: {
        tags,
        summary: "A page of the campaign's finished pictures, newest first, with the counts per state",
        description: `${who} \`state\`: pending (not public, never decided), approved (public), hidden (not public, decided); \`kind\`: comma list of shoot kinds; \`olderThan\`: the previous page's \`nextCursor\`. \`counts\` are for the whole campaign whatever the filter.`,
        params: slugParams,
        querystring: moderationQuerySchema,
        response: { 200: moderationPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => moderation.queue(moderationActor(request), request.params.slug, request.query),
  );

  app.post(
    '/events/:slug/moderation/decisions',
    {
      config: { auth: 'moderation' },
      schema: {
        tags,
        summary: 'Approve (make public) or hide pictures of the campaign; answers how many changed',
        description: `${deciders} Ids of other campaigns are ignored (not counted). Every live screen hears of the change at once.`,
        params: slugParams,
        body: moderationDecisionSchema,
        response: { 200: moderationDecisionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => moderation.decide(moderationActor(request), request.params.slug, request.body),
  );
};
