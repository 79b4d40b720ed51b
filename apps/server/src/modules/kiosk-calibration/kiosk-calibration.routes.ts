import { eventSlugSchema, kioskCalibrationRequestSchema, kioskCalibrationSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventsService } from '@/modules/events/events.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { kioskCalibrationPolicy } from './kiosk-calibration-rate-limits.ts';
import { createKioskCalibrationService } from './kiosk-calibration.service.ts';

/** The operator's image-processing calibration on the tablet (campaigns §2 "Image Processing", §3). */
export const kioskCalibrationRoutes: FastifyPluginAsyncZod<{ db: Db; events: EventsService }> = async (app, { db, events }) => {
  const calibration = createKioskCalibrationService({ db, events });

  app.put(
    '/events/:slug/kiosk/image-processing',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, kioskCalibrationPolicy),
      schema: {
        tags: ['kiosk'],
        summary: "Public: save the operator's image-processing calibration of a tablet-booth campaign (values, and the halo when sent)",
        description:
          "`secret` is the campaign's lock password or the organiser's kiosk exit PIN, as for leaving the kiosk; a locked campaign takes only its lock password. `values` are stored whole (fields left out take their defaults) as `shutter.imageProcessing.values`, `halo` (optional) as `shutter.imageProcessing.halo`, through the same checks as PUT /events/{id}; the kiosk and virtual guest views show them at once. A wrong secret answers 403, a campaign with neither secret 409, an invalid value 400 naming the field (e.g. `values.brightness`). Limited to 10 saves per address and campaign in 10 minutes and 20 per campaign an hour (429 with Retry-After).",
        params: z.object({ slug: eventSlugSchema }),
        body: kioskCalibrationRequestSchema,
        response: { 200: kioskCalibrationSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => calibration.save(request.params.slug, request.body),
  );
};
