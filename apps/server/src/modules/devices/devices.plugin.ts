import type { FastifyPluginAsync } from 'fastify';
import { devicePairingRoutes } from './device-pairing.routes.ts';
import type { DevicePairingService } from './device-pairing.service.ts';
import { deviceSelfRoutes } from './device-self.routes.ts';
import { deviceSignInRoutes } from './device-signin.routes.ts';
import type { DeviceSignInService } from './device-signin.service.ts';
import type { DeviceSelfService } from './device-self.service.ts';
import { devicesRoutes } from './devices.routes.ts';
import type { DevicesService } from './devices.service.ts';
import { licencesRoutes } from './licences.routes.ts';
import type { LicencesService } from './licences.service.ts';

export interface DevicesPluginOptions {
  devices: DevicesService;
  pairings: DevicePairingService;
  deviceSelf: DeviceSelfService;
  licences: LicencesService;
  deviceSignIn: DeviceSignInService;
}

/** Devices and licences under /api: the organiser's management, the kiosk's pairing, the device's own calls. */
export const devicesPlugin: FastifyPluginAsync<DevicesPluginOptions> = async (app, options) => {
  await app.register(devicesRoutes, { devices: options.devices });
  await app.register(devicePairingRoutes, { pairings: options.pairings });
  await app.register(deviceSignInRoutes, { deviceSignIn: options.deviceSignIn });
  await app.register(deviceSelfRoutes, { deviceSelf: options.deviceSelf });
  await app.register(licencesRoutes, { licences: options.licences });
};
