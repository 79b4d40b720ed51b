import { eventSlugSchema, linkCreateSchema, linkListQuerySchema, linkPatchSchema, linkSchema, okSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { LinksService } from './links.service.ts';

const tags = ['events'];
const slugParams = z.object({ slug: eventSlugSchema });

export const linksRoutes: FastifyPluginAsyncZod<{ links: LinksService }> = async (app, { links }) => {
  app.get(
    '/links',
    {
      config: { auth: 'required' },
      schema: { tags, summary: "The organiser's short links, of one event with eventId (added for the campaign view)", querystring: linkListQuerySchema, response: { 200: z.array(linkSchema), ...errorResponses(400, 401) } },
    },
    async (request) => links.list(requireAuth(request), request.query.eventId),
  );

  app.post(
    '/links',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'A short link (`/l/{slug}`) to a guest page of an own event; 201',
        description: '`target` is booth (default), gallery, dynamicGallery or mosaic; `slug` is optional (lower-case letters, digits, dashes), else generated. 404 for an event that is not yours, 409 for a slug in use.',
        body: linkCreateSchema,
        response: { 201: linkSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await links.create(requireAuth(request), request.body)),
  );

  app.patch(
    '/links/:slug',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Point a link at another page or another own event', params: slugParams, body: linkPatchSchema, response: { 200: linkSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => links.patch(requireAuth(request), request.params.slug, request.body),
  );

  app.delete(
    '/links/:slug',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Delete a link', params: slugParams, response: { 200: okSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      await links.remove(requireAuth(request), request.params.slug);
      return { ok: true } as const;
    },
  );
};
