import { eventKioskDtoSchema, eventSlugSchema, kioskExitRequestSchema, kioskExitResponseSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { Db } from '@/platform/db/database.ts';
import { parsingSerializerCompiler } from '@/modules/events/event-serializer.ts';
import type { VirtualEventService } from '@/modules/events/virtual-event.service.ts';
import { createKioskEventService } from './kiosk-event.service.ts';
import { createKioskExitService } from './kiosk-exit.service.ts';
import { kioskExitPolicy } from './kiosk-rate-limits.ts';

const tags = ['kiosk'];
const slugParams = z.object({ slug: eventSlugSchema });

/** The tablet booth's public calls (campaigns §2, §3 shutter screen `exitCampaignButton`). */
export const kioskRoutes: FastifyPluginAsyncZod<{ db: Db; virtualEvents: VirtualEventService }> = async (app, { db, virtualEvents }) => {
  const kiosk = createKioskEventService({ db, virtualEvents });
  const exits = createKioskExitService({ db });
  // For this scope only: the event settings cannot be encoded backwards, so answers are parsed (see event-serializer.ts).
  app.setSerializerCompiler(parsingSerializerCompiler);

  app.get(
    '/events/:slug/kiosk',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "Public: what a campaign's tablet booth (kiosk) needs — the virtual booth's guest view plus the attention and review screens",
        description:
          'For campaigns of boothType `ipad`. Never the lock password, the exit PIN, storage, counters or contact data; `exitSecret` tells whether leaving the kiosk asks for one. A draft answers too (with `eventType: draft`): the kiosk shows its not-live page, and its guest sessions and uploads are refused with 409 EVENT_NOT_LIVE unless its organiser tests it. Unknown or archived campaigns answer 404; a virtual-booth campaign answers 409 CONFLICT.',
        params: slugParams,
        response: { 200: eventKioskDtoSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return kiosk.get(request.params.slug);
    },
  );

  app.post(
    '/events/:slug/kiosk/exit',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, kioskExitPolicy),
      schema: {
        tags,
        summary: "Public: check the operator's secret before the kiosk leaves full screen (lock password or kiosk exit PIN)",
        description:
          'A wrong secret answers 403 FORBIDDEN "Ungültiges Passwort". A campaign with neither a lock password nor an exit PIN answers 409 (the kiosk leaves after a confirmation). Limited to 5 tries per address and campaign in 10 minutes and 20 per campaign in an hour, so a 4-digit PIN cannot be guessed (429 with Retry-After).',
        params: slugParams,
        body: kioskExitRequestSchema,
        response: { 200: kioskExitResponseSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await exits.exit(request.params.slug, request.body.secret);
      return { exited: true as const };
    },
  );
};
