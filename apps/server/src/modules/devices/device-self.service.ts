import type { DevicePing, DeviceSelf } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { authenticateDevice } from './device-auth.ts';
import { toDeviceSelf } from './device-views.ts';
import { recordPing } from './devices.repo.ts';

export interface DeviceSelfService {
  /** GET /device: what the device may do now (its campaign, its licence, whether it may start sessions). */
  self(token: string | undefined): Promise<DeviceSelf>;
  /** POST /device/ping: stores the reported state as the device's last one (app clock) and answers like `self`. */
  ping(token: string | undefined, ping: DevicePing): Promise<DeviceSelf>;
}

/** The calls a paired device makes with its own token (X-Device-Token), never with an organiser's session. */
export function createDeviceSelfService(deps: { db: Db; now: () => Date }): DeviceSelfService {
  const { db, now } = deps;
  return {
    async self(token) {
      return toDeviceSelf(await authenticateDevice(db, token), now());
    },

    async ping(token, ping) {
      const found = await authenticateDevice(db, token);
      const at = now();
      await recordPing(db, found.device.id, ping, at);
      // The answer is about name, campaign and licence, which a ping does not change.
      return toDeviceSelf(found, at);
    },
  };
}
