import { eventSlugSchema, micrositeButtonListSchema, micrositeClickSchema, micrositeViewListSchema, okSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '@/errors.ts';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { guestPolicies } from '@/platform/http/rate-limits.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { shootSlugSchema } from './microsite-slug.ts';
import type { MicrositeService } from './microsite.service.ts';
import { visitorOf } from './visitor-cookie.ts';

const tags = ['microsite'];
const shootParams = z.object({ slug: shootSlugSchema });
const eventParams = z.object({ slug: eventSlugSchema });
const likesSchema = z.object({ likes: z.number().int().nonnegative() });
const viewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
/** The browser remembers its like of one shoot in a cookie sent only to that shoot's like call. */
const LIKED_COOKIE = 'liked';
const LIKED_MAX_AGE_S = 365 * 24 * 60 * 60;
const TEST_MODE_NOTE =
  "On a draft campaign or a test picture (`isTest`) only its organiser, signed in, may (test mode); anyone else gets 409 EVENT_NOT_LIVE.";

/**
 * The microsite's public calls (clicks, likes) and the organiser's interaction lists (campaigns §7).
 * Clicks come from `navigator.sendBeacon`, which sends its JSON as text/plain: this scope parses
 * text/plain bodies as JSON.
 */
export const micrositeRoutes: FastifyPluginAsyncZod<{ microsite: MicrositeService }> = async (app, { microsite }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new Invalid('The body is not JSON'), undefined);
    }
  });

  app.post(
    '/m/:slug/clicks',
    {
      config: { auth: 'optional' },
      onRequest: limitedBy(app, guestPolicies.click),
      schema: {
        tags,
        summary: 'Public: count a click on a microsite button (sent with sendBeacon; JSON as application/json or text/plain)',
        description: TEST_MODE_NOTE,
        params: shootParams,
        body: micrositeClickSchema,
        response: { 200: okSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      await microsite.click(request.params.slug, request.body.button, request.auth);
      return { ok: true } as const;
    },
  );

  app.post(
    '/m/:slug/like',
    {
      config: { auth: 'optional' },
      onRequest: limitedBy(app, guestPolicies.like),
      schema: {
        tags,
        summary: "Public: like a picture, once per visitor; answers the picture's likes",
        description:
          'A browser counts once per picture: by the visitor cookie its page handed out, else (no cookie kept) by its address and User-Agent; ' +
          `a \`liked\` cookie remembers the like. ${TEST_MODE_NOTE}`,
        params: shootParams,
        response: { 200: likesSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (request.cookies[LIKED_COOKIE]) return { likes: await microsite.likes(slug) };
      const likes = await microsite.like(slug, visitorOf(request), request.auth);
      reply.setCookie(LIKED_COOKIE, '1', {
        path: `/api/m/${slug}/like`,
        maxAge: LIKED_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
      return { likes };
    },
  );

  app.get(
    '/micrositeInteractionView/events/:slug/micrositeInteractionView',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The campaign's microsite views: one row per viewed picture, most viewed first",
        description: '`total` counts the viewed pictures; `limit` (default 100, at most 500) and `offset` page them. Another customer\'s campaign answers 404.',
        params: eventParams,
        querystring: viewsQuery,
        response: { 200: micrositeViewListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => microsite.views(requireAuth(request), request.params.slug, request.query),
  );

  app.get(
    '/micrositeInteractionButton/events/:slug/micrositeInteractionButton',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The campaign's microsite button clicks, summed per button over its pictures, most clicked first",
        description: '`total` counts the buttons listed. Another customer\'s campaign answers 404.',
        params: eventParams,
        response: { 200: micrositeButtonListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => microsite.buttons(requireAuth(request), request.params.slug),
  );
};
