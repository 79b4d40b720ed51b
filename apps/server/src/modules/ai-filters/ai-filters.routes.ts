import { aiExecutionSchema, aiFilterBodySchema, aiFilterCreateSchema, aiFilterListQuerySchema, aiFilterSchema, aiProviderInfoSchema, AI_PROMPT_MAX } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { thumbnailPolicy } from './ai-filter-rate-limits.ts';
import type { AiFilterThumbnailService } from './ai-filter-thumbnail.ts';
import type { AiFiltersService } from './ai-filters.service.ts';

const tags = ['aifilters'];
/** Slugs as they are made (ai-filter-slug.ts); anything else cannot name a filter. */
export const aiFilterSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { error: 'Not a filter slug' }) });
const SCOPE_NOTE =
  "A filter is readable by its owner, by every customer when it is in the public library (`isPublic`), and by admins; anything else answers 404 like an unknown slug. Changes: the owner, and admins for public library filters (others get 403 on a library filter).";
const BODY_NOTE =
  `Every field of platform §3. \`isPublic\` (publishing in the library) only for admins: 403 otherwise. \`filterType\` says how the filter works — \`library\`: it runs a filter id of its provider (\`filterId\`, or with \`useSeparateIds\` both \`maleFilterId\` and \`femaleFilterId\`: the guest picks, nothing is inferred); \`self_prompted\`: it runs its own \`prompt\` (a positive prompt is required). Any customer may save either type; only publishing is reserved to admins. ` +
  `On the local provider the ids must be its effects (GET /aifilters/providers). Prompts: control characters are stripped, at most ${AI_PROMPT_MAX} characters each. ` +
  'A self-prompted save whose prompt text changed adds it to the prompt history and makes it the active prompt. The provider pin (model, workflow, parameters) is recorded with every save. Validation errors name the field.';

/** The AI filter catalogue (platform §7 "AI filters"): list, read, create, change, delete, providers, thumbnails. */
export const aiFiltersRoutes: FastifyPluginAsyncZod<{ filters: AiFiltersService; thumbnails: AiFilterThumbnailService }> = async (app, { filters, thumbnails }) => {
  app.get(
    '/aifilters',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The customer's own AI filters and the public library, newest first",
        description: '`scope`: `all` (default) own and library, `own`, or `library` (public filters of every admin). `editable` says whether the caller may change each.',
        querystring: aiFilterListQuerySchema,
        response: { 200: z.array(aiFilterSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => filters.list(requireAuth(request), request.query.scope),
  );

  app.get(
    '/aifilters/providers',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The AI providers of this installation: configured or not, generative or not, credits per run, local effects',
        description: 'The studio offers only configured providers. The local provider is always configured and is labelled: its effects are image operations, not generative AI.',
        response: { 200: z.array(aiProviderInfoSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      requireAuth(request);
      return filters.providers();
    },
  );

  app.get(
    '/aifilters/:slug',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'One AI filter', description: SCOPE_NOTE, params: aiFilterSlugParams, response: { 200: aiFilterSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => filters.get(requireAuth(request), request.params.slug),
  );

  app.post(
    '/aifilters',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Create an AI filter; 201 with it',
        description: `${BODY_NOTE} Without a \`slug\` one is made from the name ("-2", "-3" … when taken); a given slug that is taken answers 409 naming \`slug\`.`,
        body: aiFilterCreateSchema,
        response: { 201: aiFilterSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await filters.create(requireAuth(request), request.body)),
  );

  app.put(
    '/aifilters/:slug',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Replace an AI filter (the body without the slug, which never changes)',
        description: `${BODY_NOTE} ${SCOPE_NOTE}`,
        params: aiFilterSlugParams,
        body: aiFilterBodySchema,
        response: { 200: aiFilterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => filters.update(requireAuth(request), request.params.slug, request.body),
  );

  app.delete(
    '/aifilters/:slug',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Delete an AI filter; 204',
        description: `${SCOPE_NOTE} Refused with 409 while a campaign's AI capture modes offer it (\`aiFilters\`); the message names those campaigns (other customers' only by number). Pictures made with it keep their record.`,
        params: aiFilterSlugParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await filters.remove(requireAuth(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/aifilters/:slug/generatethumbnail',
    {
      config: { auth: 'required' },
      onRequest: limitedBy(app, thumbnailPolicy),
      schema: {
        tags,
        summary: 'Run the filter on the reference portrait shipped with the project; 202 with the execution',
        description:
          `${SCOPE_NOTE} The run is an execution like a studio test (it books the provider's credits; poll GET /aifilters/executions/{id}). When it succeeds the filter's \`thumbnail\` is a small WebP of the result; a failed run leaves the old one. 30 per address in 10 minutes.`,
        params: aiFilterSlugParams,
        response: { 202: aiExecutionSchema, ...errorResponses(400, 401, 403, 404, 412, 422, 429) },
      },
    },
    async (request, reply) => reply.code(202).send(await thumbnails.generate(requireAuth(request), request.params.slug)),
  );

  app.get(
    '/aifilters/:slug/thumbnail',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "A filter's thumbnail (WebP); public, because booths show them to guests",
        description:
          'Any filter by slug, without sign-in: a thumbnail shows the reference portrait, nothing of the organiser. With `v` equal to the filter\'s current version (the `thumbnail` address of the filter carries it) the answer is cached for a year; otherwise for 5 minutes. 404 before a thumbnail was made.',
        params: aiFilterSlugParams,
        querystring: z.object({ v: z.string().regex(/^[0-9]{1,16}$/, { error: 'v: the version number of the thumbnail address' }).optional() }),
        response: { 200: z.unknown().describe('The WebP picture'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const thumbnail = await thumbnails.open(request.params.slug, request.query.v);
      return reply
        .header('content-type', thumbnail.contentType)
        .header('content-length', thumbnail.contentLength)
        .header('cache-control', thumbnail.cacheControl)
        .header('access-control-allow-origin', '*')
        .header('x-content-type-options', 'nosniff')
        .send(thumbnail.stream);
    },
  );
};
