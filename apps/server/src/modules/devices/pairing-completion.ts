import { randomUUID } from 'node:crypto';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import { PairingExpired, refusedField } from './device-errors.ts';
import { linkPairingToDevice } from './device-pairings.repo.ts';
import { insertDevice } from './devices.repo.ts';
import type { DevicePairingRow } from './devices.table.ts';
import { attachFreeLicence } from './licence-allowance.ts';

export const codeConfirmedAlready = () => refusedField('CONFLICT', 'pairingCode', 'This code was confirmed already; the tablet is paired');

/** What the organiser (or the app-password sign-in) gives the new device. */
export interface NewPairedDevice {
  customerId: string;
  name: string;
  eventId: string | null;
}

/**
 * Makes the kiosk of a pending pairing a device of the customer: the device row with the kiosk's token
 * hash, the pairing linked to it, a free licence attached if one is left. The one path by which a
 * tablet becomes a device, whether an organiser confirmed its code or the kiosk signed in with the
 * app password. `lockPairing` runs inside the transaction and locks the row, so a second completion
 * of the same pairing waits and then finds it done. Answers the new device's id.
 */
export async function completePairing(
  db: Db,
  lockPairing: (tx: Db) => Promise<DevicePairingRow>,
  device: NewPairedDevice,
  at: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .transaction(async (tx) => {
      const pairing = await lockPairing(tx);
      if (pairing.deviceId) throw codeConfirmedAlready();
      if (pairing.expiresAt.getTime() <= at.getTime()) throw new PairingExpired();
      await insertDevice(tx, {
        id,
        customerId: device.customerId,
        name: device.name,
        eventId: device.eventId,
        tokenHash: pairing.tokenHash,
        pairedAt: at,
        appVersion: pairing.appVersion,
        kind: pairing.kind,
        createdAt: at,
        updatedAt: at,
      });
      await linkPairingToDevice(tx, pairing.id, id);
      // A print server runs no guest sessions, so it takes no licence from the allowance.
      if (pairing.kind === 'kiosk') await attachFreeLicence(tx, device.customerId, id, at);
    })
    .catch((error: unknown) => {
      // The kiosk's token is some device's already (the index on the token hash decides).
      throw isUniqueViolation(error) ? codeConfirmedAlready() : error;
    });
  return id;
}
