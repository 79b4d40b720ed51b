import {
  eventTemplateListSchema,
  EVENT_PASSWORD_HEADER,
  eventDtoSchema,
  eventDuplicateRequestSchema,
  eventGetAnswerSchema,
  eventGetQuerySchema,
  eventListPageQuerySchema,
  eventListPageSchema,
  eventPatchWithKioskPinSchema,
  eventShortListSchema,
  eventSlugSchema,
  okSchema,
  singleLine,
} from '@booth/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { eventCreateBodySchema, eventUpdateBodySchema } from './event-bodies.ts';
import type { EventsService } from './events.service.ts';

const tags = ['events'];
const idParams = z.object({ id: z.uuid() });
const slugParams = z.object({ slug: eventSlugSchema });
const passwordHeader = EVENT_PASSWORD_HEADER.toLowerCase();
/** Documents the lock password header; other headers pass through untouched. */
const lockHeaders = z.looseObject({ [passwordHeader]: singleLine().max(128).optional() });

const LOCK_NOTE =
  `While the campaign is locked, send its lock password in the \`${EVENT_PASSWORD_HEADER}\` header; ` +
  'a missing or wrong one answers 403 FORBIDDEN with the message "Ungültiges Passwort".';

function lockPassword(request: FastifyRequest): string | undefined {
  const value = request.headers[passwordHeader];
  return Array.isArray(value) ? value[0] : value;
}

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.get(
    '/events',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The organiser's campaigns, last changed first; full events with resolved=1, list rows without",
        description:
          'Page with `limit`/`offset`, or with `olderThan` set to the previous page\'s `nextCursor`. `archived=true|false|all` (default all), `q` searches names. Admins may pass `customerId` to list another customer\'s events (others get 403).',
        querystring: eventListPageQuerySchema,
        response: { 200: eventListPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => events.list(requireAuth(request), request.query),
  );

  app.get(
    '/events/short',
    {
      config: { auth: 'required' },
      schema: { tags, summary: "Every campaign of the organiser as a short row (pickers, menus), last changed first", response: { 200: eventShortListSchema, ...errorResponses(401) } },
    },
    async (request) => events.short(requireAuth(request)),
  );

  app.get(
    '/events/:slug',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'One campaign by slug (own; admins any)',
        description:
          '`screens=1` and `shutter=1` add those settings; `assets=1` the library assets the settings refer to; `filters=1` the AI/AR filters (empty until AI filters exist); `shoots=1` the first page of the pictures, newest first (as GET /events/{slug}/shoots answers it). Another customer\'s campaign answers 404.',
        params: slugParams,
        querystring: eventGetQuerySchema,
        response: { 200: eventGetAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => events.get(requireAuth(request), request.params.slug, request.query),
  );

  app.post(
    '/events',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Create a campaign; 201 with it. A name is enough, every other setting takes its default (or its template\'s)',
        description:
          'With `template` (GET /event-templates) the template\'s settings and starter designs are laid under the body\'s own: what the body sets wins; `locale` (de or en, default de) is the language of the template\'s guest texts and is not stored. The orientation is derived from `dimension`. Refusals: 400 VALIDATION with `fields[].path` naming the setting (e.g. `dimension`, `screens.sharing.email.subject`); 402 PLAN_REQUIRED when a feature above the plan is turned on, its switch in `fields`.',
        body: eventCreateBodySchema,
        response: { 201: eventDtoSchema, ...errorResponses(400, 401, 402) },
      },
      // Before validation: the template's settings go under the body's own, so the merged whole is
      // validated (and an unknown template is refused naming `template`).
      preValidation: async (request) => {
        request.body = (await events.templates.withTemplate(request.body)) as typeof request.body;
      },
    },
    async (request, reply) => reply.code(201).send(await events.create(requireAuth(request), request.body)),
  );

  app.get(
    '/event-templates',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Templates a new campaign can start from (POST /events with `template`), with their look and a preview picture',
        response: { 200: eventTemplateListSchema, ...errorResponses(401) },
      },
    },
    async () => events.templates.list(),
  );

  app.put(
    '/events/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Change a campaign: any top-level settings (each sent whole), name, genericUrlId, or `{archived}` alone',
        description: `Keys left out stay as they are; a settings object that is sent replaces the stored one (its missing fields take defaults). id, boothType, slug, createdAt and updatedAt are ignored. Refusals as for POST, plus 404. ${LOCK_NOTE}`,
        params: idParams,
        headers: lockHeaders,
        body: eventUpdateBodySchema,
        response: { 200: eventDtoSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => events.update(requireAuth(request), request.params.id, request.body, lockPassword(request)),
  );

  app.patch(
    '/events/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Set autoPublic or useAsExample, lock/unlock the campaign, or set the kiosk exit PIN',
        description: `Lock: \`{ lockPassword, lockPasswordConfirmation }\` (at least 6 characters, equal). Unlock: \`{ lockPassword: null }\` with the current password in \`${EVENT_PASSWORD_HEADER}\`. The answer's \`locked\` tells the state; the password is never answered. Kiosk exit PIN: \`{ kioskExitPin: "4711" }\` (4 to 8 digits, stored hashed, never answered), \`null\` removes it. ${LOCK_NOTE}`,
        params: idParams,
        headers: lockHeaders,
        body: eventPatchWithKioskPinSchema,
        response: { 200: eventDtoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => events.patch(requireAuth(request), request.params.id, request.body, lockPassword(request)),
  );

  app.delete(
    '/events/:id',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Delete a campaign with its links', description: LOCK_NOTE, params: idParams, headers: lockHeaders, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await events.remove(requireAuth(request), request.params.id, lockPassword(request));
      return { ok: true } as const;
    },
  );

  app.post(
    '/events/:id/duplicate',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Copy a campaign; 201 with the copy (new slug, no pictures, not locked, not archived)',
        description: `A name left empty or equal to the source's becomes the next free "Copy N" name. ${LOCK_NOTE}`,
        params: idParams,
        headers: lockHeaders,
        // A call without a body asks for the "Copy N" name.
        body: z.preprocess((body) => body ?? {}, eventDuplicateRequestSchema),
        response: { 201: eventDtoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await events.duplicate(requireAuth(request), request.params.id, request.body.name, lockPassword(request))),
  );
};
