import { boothTestToken } from '@/modules/events/event-guards.ts';
import { eventSlugSchema, singleLine, vbSessionCreatedSchema, vbSessionListSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
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
          'The token goes into the `X-Booth-Session` header of the guest calls (upload, feedback, e-mail). It is stored hashed and answered only here. Unknown or archived campaigns answer 404; a draft answers 409 EVENT_NOT_LIVE unless the call carries its organiser\'s sign-in (test mode). Limited per address.',
        params: slugParams,
        response: { 201: vbSessionCreatedSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await shoots.startSession({ slug: request.params.slug, auth: request.auth, testToken: boothTestToken(request.headers) }, request.headers['user-agent'])),
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
