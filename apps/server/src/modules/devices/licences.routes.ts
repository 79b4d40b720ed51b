import { attachLicenceBodySchema, licenceListSchema, licenceSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { LicencesService } from './licences.service.ts';

const tags = ['devices'];
const idParams = z.object({ id: z.uuid() });
const SCOPE_NOTE = "Only the organiser's own licences and devices: another customer's id answers 404.";

/** Licences (campaigns §3 Licence, §7 GET /licenses): a device needs a valid one to start guest sessions. */
export const licencesRoutes: FastifyPluginAsyncZod<{ licences: LicencesService }> = async (app, { licences }) => {
  app.get(
    '/licenses',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The organiser's licences, oldest first, with the device each is attached to",
        description:
          "Licences come with the booth plan until they can be bought: the first call seeds the plan's allowance (Free and Silver 1, Gold 3, Platinum 10, Diamond 20), each valid 365 days; a higher plan adds the difference. Seeded once, however many calls arrive at the same time.",
        response: { 200: licenceListSchema, ...errorResponses(401) },
      },
    },
    async (request) => licences.list(requireAuth(request)),
  );

  app.post(
    '/licenses/:id/attach',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Attach a licence to a device (a device holds at most one)',
        description: `${SCOPE_NOTE} Attaching it to the device it is on changes nothing. A licence attached to another device, a device that holds one already, or an expired licence answers 409; detach first.`,
        params: idParams,
        body: attachLicenceBodySchema,
        response: { 200: licenceSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => licences.attach(requireAuth(request), request.params.id, request.body.deviceId),
  );

  app.post(
    '/licenses/:id/detach',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Detach a licence from its device; the device cannot start new guest sessions until it holds another',
        description: `${SCOPE_NOTE} A free licence stays free. Pictures the device queued still upload.`,
        params: idParams,
        response: { 200: licenceSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => licences.detach(requireAuth(request), request.params.id),
  );
};
