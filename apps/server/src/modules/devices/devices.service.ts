import type { Device, DeviceList, UpdateDeviceBody } from '@booth/shared';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { noSuchCampaignField, noSuchDevice, refusedField } from './device-errors.ts';
import { lockPairingByCode } from './device-pairings.repo.ts';
import { toDeviceDto } from './device-views.ts';
import { deleteDevice, findOwnDevice, listDevices, updateDevice, type DeviceWithRelations } from './devices.repo.ts';
import { freeLicenceOfDevice } from './licences.repo.ts';
import { completePairing } from './pairing-completion.ts';
import { devicePrintQueue } from '@/modules/printing/print-queue.repo.ts';
import { printTimings } from '@/modules/printing/print-timings.ts';

/** POST /devices after the schema: the code is in its stored form already (pairingCodeSchema). */
export interface ConfirmPairing {
  pairingCode: string;
  name: string;
  eventId?: string | null;
}

export interface DevicesService {
  list(auth: AuthContext): Promise<DeviceList>;
  /** Confirms the code a kiosk shows: the device is the organiser's from then on, with a free licence if one is left. */
  create(auth: AuthContext, input: ConfirmPairing): Promise<Device>;
  update(auth: AuthContext, id: string, input: UpdateDeviceBody): Promise<Device>;
  /** Removes the device: its token stops working at once and its licence is free again. */
  remove(auth: AuthContext, id: string): Promise<void>;
}

/** The organiser's devices (platform §3 Device, §7 Devices); every call is scoped to the acting customer. */
export function createDevicesService(deps: { db: Db; now: () => Date }): DevicesService {
  const { db, now } = deps;

  /** A campaign may be assigned only by its owner: any other id is refused like an unknown one. */
  async function assertOwnCampaign(auth: AuthContext, eventId: string | null | undefined): Promise<void> {
    if (!eventId) return;
    const event = await findEventById(db, eventId);
    if (!event || event.customerId !== auth.customerId) throw noSuchCampaignField();
  }

  /** The device with its print queue figures (failed jobs of the last day count). */
  async function dto(row: DeviceWithRelations, at: Date): Promise<Device> {
    return toDeviceDto(row, at, await devicePrintQueue(db, row.device, new Date(at.getTime() - printTimings.failedShownMs)));
  }

  async function ownDevice(auth: AuthContext, id: string): Promise<DeviceWithRelations> {
    const found = await findOwnDevice(db, auth.customerId, id);
    if (!found) throw noSuchDevice();
    return found;
  }

  return {
    async list(auth) {
      const at = now();
      return { items: await Promise.all((await listDevices(db, auth.customerId)).map((row) => dto(row, at))) };
    },

    async create(auth, input) {
      await assertOwnCampaign(auth, input.eventId);
      const lockByCode = async (tx: Db) => {
        // Locked: a second confirmation of the same code waits here and then finds it confirmed.
        const pairing = await lockPairingByCode(tx, input.pairingCode);
        if (!pairing) throw refusedField('NOT_FOUND', 'pairingCode', 'No tablet shows this code; check the code on the tablet');
        return pairing;
      };
      const id = await completePairing(db, lockByCode, { customerId: auth.customerId, name: input.name, eventId: input.eventId ?? null }, now());
      return dto(await ownDevice(auth, id), now());
    },

    async update(auth, id, input) {
      await ownDevice(auth, id);
      await assertOwnCampaign(auth, input.eventId);
      await updateDevice(db, auth.customerId, id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.eventId === undefined ? {} : { eventId: input.eventId }),
        updatedAt: now(),
      });
      return dto(await ownDevice(auth, id), now());
    },

    async remove(auth, id) {
      await ownDevice(auth, id);
      await db.transaction(async (tx) => {
        await freeLicenceOfDevice(tx, id, now());
        // The token hash goes with the row: the next call with the token is refused.
        await deleteDevice(tx, auth.customerId, id);
      });
    },
  };
}
