import { DEVICE_TOKEN_HEADER, pairingCreatedSchema, pairingRequestSchema, pairingStatusSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { deviceTokenHeaders, deviceTokenOf } from './device-auth.ts';
import type { DevicePairingService } from './device-pairing.service.ts';
import { pairingCreatePolicy, pairingStatusPolicy } from './device-rate-limits.ts';

const tags = ['devices'];

/** The kiosk's side of pairing (issue 14): public, because an unpaired tablet holds no credential yet. */
export const devicePairingRoutes: FastifyPluginAsyncZod<{ pairings: DevicePairingService }> = async (app, { pairings }) => {
  app.post(
    '/devices/pairings',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, pairingCreatePolicy),
      schema: {
        tags,
        summary: 'Public: a kiosk asks for a pairing code; 201 with the code to show (valid 10 minutes)',
        description:
          'The kiosk makes its own random device token and sends only its SHA-256 in hex (`tokenHash`): once an organiser confirms the code (POST /devices), that token is the device\'s key, and it never travelled. Asking again with the same `tokenHash` replaces the older code. A token already paired answers 409. Limited to 30 per address in 10 minutes (429 with Retry-After).',
        body: pairingRequestSchema,
        response: { 201: pairingCreatedSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await pairings.create(request.body)),
  );

  app.get(
    '/devices/pairings/:id',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, pairingStatusPolicy),
      schema: {
        tags,
        summary: "Public: the kiosk polls its pairing with its token: pending, expired, or paired with the device's state",
        description: `Send the device token (whose SHA-256 was the \`tokenHash\`) in \`${DEVICE_TOKEN_HEADER}\`; without it, or with another, the pairing is unknown (404).`,
        params: z.object({ id: z.uuid() }),
        headers: deviceTokenHeaders,
        response: { 200: pairingStatusSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => pairings.status(request.params.id, deviceTokenOf(request.headers)),
  );
};
