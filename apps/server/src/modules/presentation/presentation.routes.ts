import { eventSlugSchema, galleryPageSchema, galleryQuerySchema, livePicturesQuerySchema, livePicturesSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestPolicies } from '@/platform/http/rate-limits.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { PresentationService } from './presentation.service.ts';

const tags = ['presentation'];
const params = z.object({ slug: eventSlugSchema });

/**
 * The public picture lists of the gallery and the dynamic gallery (campaigns §2, §3). Public like the
 * pages they feed; what they answer is only what a stranger may see (GalleryPicture). Their live
 * updates are the SSE streams of the live module.
 */
export const presentationRoutes: FastifyPluginAsyncZod<{ presentation: PresentationService }> = async (app, { presentation }) => {
  const limited = limitedBy(app, guestPolicies.gallery);

  app.get(
    '/events/:slug/gallery',
    {
      config: { auth: 'none' },
      onRequest: limited,
      schema: {
        tags,
        summary: "Public: the campaign's gallery, newest first",
        description:
          'Only pictures that are processed, approved by moderation and, when the campaign asks guests to opt in, opted in. ' +
          'Keyset-paged: pass the previous `nextCursor` as `olderThan`. 402 when the owner\'s plan does not include the gallery (Silver); ' +
          '404 for an unknown or archived campaign or a gallery switched off.',
        params,
        querystring: galleryQuerySchema,
        response: { 200: galleryPageSchema, ...errorResponses(400, 402, 404, 429) },
      },
    },
    async (request) => presentation.gallery(request.params.slug, request.query),
  );

  app.get(
    '/events/:slug/live/pictures',
    {
      config: { auth: 'none' },
      onRequest: limited,
      schema: {
        tags,
        summary: "Public: the dynamic gallery's newest pictures, over the campaign and its sources",
        description:
          'Sources are the campaign and the campaigns of `dynamicGallery.sources` of the same organiser that are not archived; each applies its own gallery opt-in. ' +
          '402 when the owner\'s plan does not include the dynamic gallery (Gold); 404 when unknown, archived or switched off.',
        params,
        querystring: livePicturesQuerySchema,
        response: { 200: livePicturesSchema, ...errorResponses(400, 402, 404, 429) },
      },
    },
    async (request) => presentation.livePictures(request.params.slug, request.query.limit),
  );
};
