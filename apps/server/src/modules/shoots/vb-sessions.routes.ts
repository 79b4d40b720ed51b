import { boothTestToken } from '@/modules/events/event-guards.ts';
import { DEVICE_TOKEN_HEADER, eventSlugSchema, singleLine, vbSessionCreatedSchema, vbSessionListSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { deviceTokenHeaders, deviceTokenOf } from '@/modules/devices/device-auth.ts';
import { guestPolicies } from '@/platform/http/rate-limits.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { vbSessionListQuerySchema, type ShootsService } from './shoots.service.ts';

const tags = ['shoots'];
const slugParams = z.object({ slug: eventSlugSchema });

/** Virtual-booth guest sessions (campaigns §3 Event "sessions", §7 GET /events/{slug}/vbSessions). */
export const vbSessionsRoutes: FastifyPluginAsyncZod<{ shoots: ShootsService }> = async (app, { shoots }) => {
  app.post(
    '/events/:slug/vbSessions',
    {
      config: { auth: 'optional' },
      onRequest: limitedBy(app, guestPolicies.session),
      schema: {
        tags,
        summary: "Public: start a guest's virtual-booth session; 201 with its token",
        description:
          'The token goes into the `X-Booth-Session` header of the guest calls (upload, feedback, e-mail). It is stored hashed and answered only here. Unknown or archived campaigns answer 404; a draft answers 409 EVENT_NOT_LIVE unless the call carries its organiser\'s sign-in (test mode). Limited per address. ' +
          `A paired tablet sends its device token in \`${DEVICE_TOKEN_HEADER}\`: an unknown or removed one answers 401 DEVICE_UNKNOWN, another organiser's device 403 DEVICE_NOT_ALLOWED, a device without a licence 403 LICENCE_REQUIRED and one whose licence expired 403 LICENCE_EXPIRED, before anything is stored. Without the header (a plain browser running the kiosk) none of this applies.`,
        params: slugParams,
        headers: deviceTokenHeaders,
        response: { 201: vbSessionCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const call = { slug: request.params.slug, auth: request.auth, testToken: boothTestToken(request.headers), deviceToken: deviceTokenOf(request.headers) };
      return reply.code(201).send(await shoots.startSession(call, request.headers['user-agent']));
    },
  );

  app.get(
    '/events/:slug/vbSessions',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The campaign's guest sessions, newest first, each with its number of pictures (owner; admins any)",
        description: "The path takes the campaign's slug or id. Another customer's campaign answers 404.",
        params: z.object({ slug: singleLine().min(1).max(64) }),
        querystring: vbSessionListQuerySchema,
        response: { 200: vbSessionListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => shoots.listSessions(requireAuth(request), request.params.slug, request.query),
  );
};
