import { eventSlugSchema, eventVirtualDtoSchema } from '@booth/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { VirtualEventService } from './virtual-event.service.ts';

/** Whether an If-None-Match header names this entity tag (a list, weak tags and `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

export const virtualRoutes: FastifyPluginAsyncZod<{ virtualEvents: VirtualEventService }> = async (app, { virtualEvents }) => {
  app.get(
    '/events/:slug/virtual',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['events'],
        summary: "Public: what a guest's virtual booth needs of a campaign (no lock, storage, counters or contact data)",
        description:
          'Served from a cache that every change of the campaign clears. Answers carry an `ETag` and `Cache-Control: no-cache`; a request with a matching `If-None-Match` answers 304 without a body. Archived or unknown campaigns answer 404.',
        params: z.object({ slug: eventSlugSchema }),
        response: { 200: eventVirtualDtoSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, typedReply) => {
      const { body, etag } = await virtualEvents.get(request.params.slug);
      // The answer is JSON serialised once when it was cached (the 200 schema documents it); its bytes
      // go out as they are, which the typed reply (expecting an object to serialise) cannot express.
      const reply = typedReply as unknown as FastifyReply;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};
