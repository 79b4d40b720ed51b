import { boothTestToken } from '@/modules/events/event-guards.ts';
import {
  analyticsQuerySchema,
  analyticsShootsQuerySchema,
  BOOTH_ACTIVITY_MAX_BYTES,
  BOOTH_SESSION_HEADER,
  bestPerformingQuerySchema,
  bestPerformingSchema,
  boothActivitySchema,
  eventAnalyticsSchema,
  eventSlugSchema,
  shootsAnalyticsSchema,
  singleLine,
} from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '@/errors.ts';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { activityPolicy } from './activity-rate-limit.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];
const eventParams = z.object({ eventId: singleLine().min(1).max(64).describe("The campaign's id or slug") });
const sessionHeaders = z.looseObject({ [BOOTH_SESSION_HEADER]: singleLine().max(200).optional() });
const OWNER_NOTE = "Owner of the campaign; admins any. Another customer's campaign answers 404, like an unknown one.";

/**
 * The booth's activity beacon and the organiser's analytics calls (platform §3, §7). The beacon is
 * sent with `navigator.sendBeacon` (JSON as text/plain) or a keep-alive fetch, so this scope parses
 * text/plain bodies as JSON, as the microsite's click beacon does.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BOOTH_ACTIVITY_MAX_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new Invalid('The body is not JSON'), undefined);
    }
  });

  app.post(
    '/events/:slug/activity',
    {
      config: { auth: 'optional' },
      bodyLimit: BOOTH_ACTIVITY_MAX_BYTES,
      // After parsing, so the per-session key can read a sendBeacon body's `session`.
      preValidation: limitedBy(app, activityPolicy),
      schema: {
        tags,
        summary: 'Public (guest session): the booth reports a capture or a share; 204',
        description:
          `A capture taken (kept or not, with its mode in \`kind\`) or a share button used (\`channel\`), for the campaign's funnel and shares by channel. ` +
          `\`id\` is a UUID the browser makes per action: the same id again is counted once. The guest session goes in \`${BOOTH_SESSION_HEADER}\`, or in the body's \`session\` ` +
          'when sent with navigator.sendBeacon (JSON as text/plain). Without a session of this campaign 401; an unknown or archived campaign 404; ' +
          "a draft 409 EVENT_NOT_LIVE, unless its organiser's sign-in comes along (test mode: accepted, not counted).",
        params: z.object({ slug: eventSlugSchema }),
        headers: sessionHeaders,
        body: boothActivitySchema,
        response: { 204: z.null().describe('Counted'), ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const header = request.headers[BOOTH_SESSION_HEADER];
      const sessionToken = (Array.isArray(header) ? header[0] : header) ?? request.body.session;
      await analytics.recordActivity({ slug: request.params.slug, sessionToken, auth: request.auth, testToken: boothTestToken(request.headers) }, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/analytics/:eventId',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "A campaign's figures: sessions, pictures by kind and hour, funnel, shares by channel, rates, survey, processing time",
        description: `Hours are of the day in \`timeZone\` (IANA, default UTC). Computed by the database from aggregates. ${OWNER_NOTE}`,
        params: eventParams,
        querystring: analyticsQuerySchema,
        response: { 200: eventAnalyticsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => analytics.figures(requireAuth(request), request.params.eventId, request.query),
  );

  app.get(
    '/analytics/:eventId/shoots',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "A campaign's pictures over time by kind, in hours (up to two days of pictures) or days",
        description: `Buckets run from the first picture's to the last's in \`timeZone\` (IANA, default UTC), empty ones included; \`unit\` forces hour or day. ${OWNER_NOTE}`,
        params: eventParams,
        querystring: analyticsShootsQuerySchema,
        response: { 200: shootsAnalyticsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => analytics.timeline(requireAuth(request), request.params.eventId, request.query),
  );

  app.get(
    '/analytics/:eventId/best-performing',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "A campaign's best performing pictures by microsite views, likes and button clicks",
        description: `\`by\`: total (views + likes + clicks, default), views, likes or clicks; \`limit\` 1–50 (default 12). Finished pictures only. ${OWNER_NOTE}`,
        params: eventParams,
        querystring: bestPerformingQuerySchema,
        response: { 200: bestPerformingSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => analytics.bestPerforming(requireAuth(request), request.params.eventId, request.query),
  );
};
