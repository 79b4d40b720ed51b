import { DEVICE_ONLINE_WINDOW_MS, DEVICE_TOKEN_HEADER, devicePingSchema, deviceSelfSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { deviceTokenHeaders, deviceTokenOf } from './device-auth.ts';
import { deviceCallPolicy } from './device-rate-limits.ts';
import type { DeviceSelfService } from './device-self.service.ts';

const tags = ['devices'];
const DEVICE_NOTE =
  `Device calls: the paired device's own token in \`${DEVICE_TOKEN_HEADER}\`, never an organiser's sign-in (a bearer token there is ignored). ` +
  'No token, an unknown one, or the token of a removed device answers 401 DEVICE_UNKNOWN (pair again). ' +
  '`canStart` tells whether the kiosk may start guest sessions; when not, `blocked` says why: `noLicence`, `licenceExpired` (a valid licence comes first), or `noCampaign`.';

/** What a paired device asks about itself and reports (issue 14). Auth 'none': the device is resolved in this module. */
export const deviceSelfRoutes: FastifyPluginAsyncZod<{ deviceSelf: DeviceSelfService }> = async (app, { deviceSelf }) => {
  app.get(
    '/device',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, deviceCallPolicy),
      schema: {
        tags,
        summary: 'Device: its name, assigned campaign, licence and whether it may start guest sessions',
        description: DEVICE_NOTE,
        headers: deviceTokenHeaders,
        response: { 200: deviceSelfSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => deviceSelf.self(deviceTokenOf(request.headers)),
  );

  app.post(
    '/device/ping',
    {
      config: { auth: 'none' },
      onRequest: limitedBy(app, deviceCallPolicy),
      schema: {
        tags,
        summary: 'Device: report app version, open campaign, offline queue and storage (every 30 s while online); answers like GET /device',
        description: `${DEVICE_NOTE} The server keeps the last report; the organiser's device list shows it, and the device counts as online until it missed two pings (${DEVICE_ONLINE_WINDOW_MS / 1000} s after the last).`,
        headers: deviceTokenHeaders,
        body: devicePingSchema,
        response: { 200: deviceSelfSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => deviceSelf.ping(deviceTokenOf(request.headers), request.body),
  );
};
