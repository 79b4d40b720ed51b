import { createDeviceBodySchema, DEVICE_ONLINE_WINDOW_MS, DEVICE_PING_INTERVAL_MS, deviceListSchema, deviceSchema, updateDeviceBodySchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { pairingConfirmPolicy } from './device-rate-limits.ts';
import type { DevicesService } from './devices.service.ts';

const tags = ['devices'];
const idParams = z.object({ id: z.uuid() });
const SCOPE_NOTE = "Only the organiser's own devices: another customer's device id answers 404.";

/** The organiser's devices (platform §2 /devices, §3 Device, §7 Devices). */
export const devicesRoutes: FastifyPluginAsyncZod<{ devices: DevicesService }> = async (app, { devices }) => {
  app.get(
    '/devices',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The organiser's paired tablets, newest first, with online state, campaign, licence and their last reported queue and storage",
        description:
          `A device is \`online\` until it missed two pings (POST /device/ping, every ${DEVICE_PING_INTERVAL_MS / 1000} s): while its last ping is within ${DEVICE_ONLINE_WINDOW_MS / 1000} s. \`queue\` and \`storage\` are what the device reported with its last ping, at \`lastPingAt\` (null before the first, or when its browser keeps no offline queue); an offline device may hold more since.`,
        response: { 200: deviceListSchema, ...errorResponses(401) },
      },
    },
    async (request) => devices.list(requireAuth(request)),
  );

  app.post(
    '/devices',
    {
      config: { auth: 'required' },
      onRequest: limitedBy(app, pairingConfirmPolicy),
      schema: {
        tags,
        summary: 'Pair a tablet: confirm the code its kiosk shows; 201 with the device',
        description:
          'The code is taken as typed (any case, spaces or a dash: `abcd-efgh`). From then on the tablet acts with the token it made when it asked for the code (POST /devices/pairings), never with an organiser password. ' +
          'A free valid licence of the organiser is attached at once when one is left (the plan\'s allowance is seeded first). ' +
          'A code no tablet shows answers 404, an expired one 410, one confirmed already 409 (each naming `pairingCode`); an `eventId` that is not one of the organiser\'s campaigns answers 404 naming `eventId`. ' +
          'Each request is a guess at a code, so 60 per address in 10 minutes (429 with Retry-After).',
        body: createDeviceBodySchema,
        response: { 201: deviceSchema, ...errorResponses(400, 401, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await devices.create(requireAuth(request), request.body)),
  );

  app.put(
    '/devices/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Rename a device and/or assign the campaign its kiosk opens (`eventId: null`: none)',
        description: `${SCOPE_NOTE} An \`eventId\` that is not one of the organiser's campaigns answers 404 naming \`eventId\`.`,
        params: idParams,
        body: updateDeviceBodySchema,
        response: { 200: deviceSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => devices.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/devices/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Remove a device; 204. Its token stops working at once and its licence is free again",
        description: `${SCOPE_NOTE} Uploads of pictures taken before still go through (they carry their guest session, not the device token), so the tablet's offline queue is not lost.`,
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await devices.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
