import { DEVICE_TOKEN_HEADER, deviceAppPasswordSignInSchema, pairingStatusSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { deviceTokenHeaders, deviceTokenOf } from './device-auth.ts';
import { pairingSignInPolicy } from './device-rate-limits.ts';
import type { DeviceSignInService } from './device-signin.service.ts';

/** The kiosk pairs itself with the account's app password instead of waiting for the code (issue 15). */
export const deviceSignInRoutes: FastifyPluginAsyncZod<{ deviceSignIn: DeviceSignInService }> = async (app, { deviceSignIn }) => {
  app.post(
    '/devices/pairings/:id/signin',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, pairingSignInPolicy),
      schema: {
        tags: ['devices'],
        summary: "Public: the kiosk completes its pending pairing with the account's e-mail and app password; answers the status `paired`",
        description:
          `Send the pairing's device token in \`${DEVICE_TOKEN_HEADER}\` (404 without it or with another). The device is the account's from then on, as if an organiser had confirmed the code. ` +
          'Only the app password (PUT /customers/apppassword) is accepted, never the account password: wrong, unset or unknown answers 401 INVALID_CREDENTIALS. ' +
          'Failures count per e-mail address (429 when locked) and per address (60 in 10 minutes). An expired pairing answers 410, a completed one 409.',
        params: z.object({ id: z.uuid() }),
        headers: deviceTokenHeaders,
        body: deviceAppPasswordSignInSchema,
        response: { 200: pairingStatusSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 429) },
      },
    },
    async (request) => deviceSignIn.signIn(request.params.id, deviceTokenOf(request.headers), request.body),
  );
};
