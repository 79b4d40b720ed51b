import { boothTestToken } from '@/modules/events/event-guards.ts';
import {
  BOOTH_SESSION_HEADER,
  BOOTH_TEST_HEADER,
  eventSlugSchema,
  guestFeedbackSchema,
  SHOOT_FRAME_MAX_BYTES,
  SHOOT_FRAMES_MAX,
  SHOOT_VIDEO_MAX_BYTES,
  shootEmailRequestSchema,
  shootChunksQuerySchema,
  shootListQuerySchema,
  shootListSchema,
  shootStatusSchema,
  shootUploadedSchema,
  singleLine,
  formatBytes,
} from '@booth/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { shootSlugSchema } from '@/modules/microsite/microsite-slug.ts';
import { uploadParts } from '@/platform/http/multipart.ts';
import { guestPolicies } from '@/platform/http/rate-limits.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { GuestCall, ShootsService } from './shoots.service.ts';

const tags = ['shoots'];
const slugParams = z.object({ slug: eventSlugSchema });
const shootParams = z.object({ slug: eventSlugSchema, id: z.uuid() });
const statusParams = z.object({
  slug: eventSlugSchema,
  id: z
    .union([z.uuid(), shootSlugSchema])
    .describe("The picture's id (with the guest session that took it) or its microsite slug (the microsite's own poll)"),
});
/** Documents the guest session header; other headers pass through untouched. */
const sessionHeaders = z.looseObject({ [BOOTH_SESSION_HEADER]: singleLine().max(200).optional() });

const SESSION_NOTE =
  `Needs the guest session of this campaign in \`${BOOTH_SESSION_HEADER}\` (POST /events/{slug}/vbSessions); without it 401. ` +
  "A draft campaign answers 409 EVENT_NOT_LIVE unless the call also carries its organiser's sign-in (test mode; an admin's too) " +
  `or the token of a test link (POST /events/{id}/test-link) in \`${BOOTH_TEST_HEADER}\`.`;

const UPLOAD_DESCRIPTION =
  `multipart/form-data, text fields first: \`id\` (a UUID the browser makes once per capture), \`kind\` ` +
  '(photo, gif, boomerang, video, photolayout, ai, aifilter), optional `backgroundId`/`overlayId` (among the mode\'s configured ones), ' +
  'for ai and aifilter the `aiFilterId` (one of the mode\'s `aiFilters`) and, for a filter with separate ids, `aiVariant` (male/female), ' +
  '`backgroundApplied`, `faceCount`, `locale` (de/en) and `feedback` (JSON of the guest\'s answers). Then the capture: ' +
  `one \`file\` (photo, ai, aifilter: JPEG/PNG/WebP; video: WebM/MP4/QuickTime) or 1–${SHOOT_FRAMES_MAX} \`frames\` (gif, boomerang, photolayout) in capture order. ` +
  `Types are decided by content; frames up to ${formatBytes(SHOOT_FRAME_MAX_BYTES)}, videos up to ${formatBytes(SHOOT_VIDEO_MAX_BYTES)}. ` +
  'Answers 201 with the microsite URL at once (processing follows as a job); the organiser\'s upload to its draft is stored as a test picture (`isTest`). The same id again answers 200 with the same body and stores nothing; ' +
  `an id of another campaign's picture 409. Refusals: 400 VALIDATION naming the field (disabled mode, wrong type, unknown overlay…), 422 LIMIT_EXCEEDED (too large), 404 unknown or archived campaign. ${SESSION_NOTE}`;

function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[BOOTH_SESSION_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

function guestCall(slug: string, request: FastifyRequest): GuestCall {
  return { slug, sessionToken: sessionToken(request), auth: request.auth, testToken: boothTestToken(request.headers) };
}

export const shootsRoutes: FastifyPluginAsyncZod<{ shoots: ShootsService }> = async (app, { shoots }) => {
  app.post(
    '/events/:slug/shoots',
    {
      config: { auth: 'optional' },
      onRequest: limitedBy(app, guestPolicies.upload),
      schema: {
        tags,
        summary: "Public (guest session): upload a capture; 201 with the picture's slug and microsite URL",
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: slugParams,
        headers: sessionHeaders,
        response: { 200: shootUploadedSchema, 201: shootUploadedSchema, ...errorResponses(400, 401, 404, 406, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const { answer, created } = await shoots.upload({
        slug: request.params.slug,
        sessionToken: sessionToken(request),
        auth: request.auth,
        testToken: boothTestToken(request.headers),
        agent: request.headers['user-agent'],
        parts: uploadParts(request),
      });
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  app.put(
    '/events/:slug/shoots/:id/feedback',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: "Public (guest session): the guest's answers given after the capture; merged into the picture's user feedback",
        description: `Personal fields merge one by one, other answers replace earlier ones; the personal e-mail and phone become the picture's contact. Only the session that uploaded the picture may. ${SESSION_NOTE}`,
        params: shootParams,
        headers: sessionHeaders,
        body: guestFeedbackSchema,
        response: { 204: z.null().describe('Stored'), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await shoots.updateFeedback(guestCall(request.params.slug, request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/events/:slug/shoots/:id/email',
    {
      config: { auth: 'optional' },
      onRequest: limitedBy(app, guestPolicies.email),
      schema: {
        tags,
        summary: 'Public (guest session): e-mail the picture to the guest; 202, sent by a job once the picture is processed',
        description: `Sent from the campaign's sender name with its subject, in the guest's language, with the microsite link (and the MP4 attached when the campaign says attachMp4 and the picture has one). The address becomes the picture's contact. The same address twice gets one mail. 403 when e-mail sharing is off. ${SESSION_NOTE}`,
        params: shootParams,
        headers: sessionHeaders,
        body: shootEmailRequestSchema,
        response: { 202: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await shoots.sendEmail(guestCall(request.params.slug, request), request.params.id, request.body.email);
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.get(
    '/events/:slug/shoots/:id/status',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "The guest's own copy: whether a picture is processed yet, and its file URLs when it is",
        description:
          `By id only for the guest session that took the picture (\`${BOOTH_SESSION_HEADER}\`; without one 401, another session's picture 404), ` +
          'or by the microsite slug (what the microsite polls). A removed picture answers 410 by its slug. ' +
          "The picture's existence is told to no one else: moderation has not made it public yet.",
        params: statusParams,
        headers: sessionHeaders,
        response: { 200: shootStatusSchema, ...errorResponses(400, 401, 404, 410) },
      },
    },
    async (request, reply) => {
      // Polled by the share screen: a cached "processing" would hide the finished picture.
      reply.header('cache-control', 'no-store');
      return shoots.status({ slug: request.params.slug, sessionToken: sessionToken(request) }, request.params.id);
    },
  );

  app.post(
    '/events/:slug/shoots/:id/ai/retry',
    {
      // No rate limit of its own: each picture allows only SHOOT_AI_RETRY_LIMIT retries.
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "The guest's own copy: run a failed AI picture's effect again; answers the status",
        description:
          `The same access as the status: by id for the guest session that took the picture (\`${BOOTH_SESSION_HEADER}\`), or by the microsite slug. ` +
          `Only after the effect failed and while retries are left (\`ai.retriesLeft\`); the camera picture stays the picture meanwhile. ` +
          "When the campaign's AI budget or the account's credits are spent, the picture becomes a plain photo (`ai.state` skipped, `ai.failure` budget or credits). " +
          '409 when the effect did not fail or no retries are left.',
        params: statusParams,
        headers: sessionHeaders,
        response: { 200: shootStatusSchema, ...errorResponses(400, 401, 404, 409, 410) },
      },
    },
    async (request) => shoots.retryAi({ slug: request.params.slug, sessionToken: sessionToken(request) }, request.params.id),
  );

  const LIST_DESCRIPTION =
    "The path takes the campaign's id or slug. Page with `limit`/`offset`, or keyset: `order=desc` (default, newest first) continues with `olderThan` set to the previous page's `nextCursor`, `order=asc` (oldest first) with `newerThan`; `newerThan` on a newest-first list answers what arrived since. " +
    '`presentation=1` only public, ready pictures (what presentations may show); `contact=1` only pictures with a contact e-mail or phone, `contact=0` only those without; `kind` filters (comma-separated shoot kinds). ' +
    "`total` counts what matches on a page without a cursor; keyset pages answer the total their cursor carries from the first page. Another customer's campaign answers 404.";

  app.get(
    '/events/:slug/shoots',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The campaign's pictures, newest (or oldest) first (owner; admins any)",
        description: LIST_DESCRIPTION,
        params: z.object({ slug: singleLine().min(1).max(64) }),
        querystring: shootListQuerySchema,
        response: { 200: shootListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => shoots.list(requireAuth(request), request.params.slug, request.query),
  );

  app.get(
    '/events/:slug/shoots/chunks',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The picture table's pages: the list's queries plus kind, search, visibility and status (owner; admins any)",
        description: `${LIST_DESCRIPTION} \`search\` matches slug, contact e-mail and phone, first and last name, company and comment (case-insensitive, \`%\` and \`_\` match themselves); \`visibility\` public or hidden; \`status\` processing, ready or failed.`,
        params: z.object({ slug: singleLine().min(1).max(64) }),
        querystring: shootChunksQuerySchema,
        response: { 200: shootListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => shoots.list(requireAuth(request), request.params.slug, request.query),
  );
};
