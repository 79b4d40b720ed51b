import { BOOTH_TEST_QUERY, eventTestLinkSchema, localePath, locales, singleLine } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import type { Db } from '@/platform/db/database.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { ownedEvent } from './owned-event.ts';
import { createTestLink } from './test-links.repo.ts';

export interface TestLinksDeps {
  db: Db;
  publicUrl: string;
  now: () => Date;
}

// The campaign by id or slug, like the organiser's other event calls (eventByIdOrSlug).
const params = z.object({ id: singleLine().min(1).max(200) });
const query = z.object({ locale: z.enum(locales).optional() });

/**
 * POST /events/{id}/test-link: a booth link that opens the campaign in test mode on a device that is
 * not signed in (the organiser's phone via the QR code), for 24 hours. Meant for drafts; on a live
 * campaign the booth simply works as for everyone.
 */
export const testLinksRoutes: FastifyPluginAsyncZod<TestLinksDeps> = async (app, { db, publicUrl, now }) => {
  const origin = publicUrl.replace(/\/+$/, '');
  app.post(
    '/events/:id/test-link',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['events'],
        summary: 'A 24-hour test link to the booth of an own campaign (test mode on a draft, pictures marked as test)',
        description:
          'Answers `url` (`/booth/{slug}?test=<token>`, under `/en` with `locale=en`) and `expiresAt`. The booth sends the token in the `X-Booth-Test` header; with it a draft takes pictures as test pictures. `{id}` may also be the slug. Each call mints a new token; another customer\'s campaign answers 404, to an admin too (support mode is how they act for a customer).',
        params,
        querystring: query,
        response: { 201: eventTestLinkSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const event = await ownedEvent(db, requireAuth(request), request.params.id, 'write');
      const { token, expiresAt } = await createTestLink(db, event.id, now());
      const path = localePath(`/booth/${encodeURIComponent(event.slug)}`, request.query.locale ?? 'de');
      const url = `${origin}${path}?${BOOTH_TEST_QUERY}=${token}`;
      return reply.code(201).send({ url, expiresAt: expiresAt.toISOString() });
    },
  );
};
