import { genericUrlCreateSchema, genericUrlSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { GenericUrlsService } from './generic-urls.service.ts';

const tags = ['events'];

export const genericUrlsRoutes: FastifyPluginAsyncZod<{ genericUrls: GenericUrlsService }> = async (app, { genericUrls }) => {
  app.get(
    '/genericUrls',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The organiser's generic URLs (stable short addresses `/g/{slug}`), each with the event it leads to now",
        description: 'An event leads from a generic URL when its `genericUrlId` is set (PUT /events/{id}); one event per generic URL.',
        response: { 200: z.array(genericUrlSchema), ...errorResponses(401) },
      },
    },
    async (request) => genericUrls.list(requireAuth(request)),
  );

  app.post(
    '/genericUrls',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Create a generic URL; 201. At most 20 per organiser (422 LIMIT_EXCEEDED)',
        body: genericUrlCreateSchema,
        response: { 201: genericUrlSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await genericUrls.create(requireAuth(request), request.body)),
  );
};
