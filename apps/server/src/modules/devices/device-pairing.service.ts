import { randomInt, randomUUID } from 'node:crypto';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, PAIRING_TTL_MS, type PairingCreated, type PairingRequest, type PairingStatus } from '@booth/shared';
import { Conflict, NotFound } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import { hashToken } from '@/platform/security/tokens.ts';
import { dropOpenPairingsOfToken, findPairing, insertPairing, sweepExpiredPairings } from './device-pairings.repo.ts';
import { toDeviceSelf } from './device-views.ts';
import { findDeviceById, findDeviceByTokenHash } from './devices.repo.ts';

/** An expired request is kept this long, so a kiosk that polls late still hears `expired` rather than 404. */
const EXPIRED_KEPT_MS = 24 * 60 * 60_000;
/** 31^8 codes make a collision rare; a few new draws make a failure practically impossible. */
const CODE_ATTEMPTS = 5;

export interface DevicePairingService {
  /** POST /devices/pairings: a kiosk asks for a code, with the hash of the token it made. */
  create(input: PairingRequest): Promise<PairingCreated>;
  /** GET /devices/pairings/{id}: the kiosk polls with its token until the organiser confirms. */
  status(id: string, token: string | undefined): Promise<PairingStatus>;
}

/** A code from the unambiguous alphabet, drawn with the CSPRNG (a guessable code would pair a stranger's tablet). */
export function newPairingCode(): string {
  let code = '';
  for (let index = 0; index < PAIRING_CODE_LENGTH; index++) code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

const noSuchPairing = () => new NotFound('No such pairing request');

/** The kiosk's side of pairing (issue 14): no organiser password is typed on the venue's tablet. */
export function createDevicePairingService(deps: { db: Db; now: () => Date }): DevicePairingService {
  const { db, now } = deps;
  return {
    async create(input) {
      if (await findDeviceByTokenHash(db, input.tokenHash)) throw new Conflict('This device token is paired already; make a new token to pair again');
      const at = now();
      await sweepExpiredPairings(db, new Date(at.getTime() - EXPIRED_KEPT_MS));
      // The kiosk asking again keeps its token: its older code stops counting.
      await dropOpenPairingsOfToken(db, input.tokenHash);
      const expiresAt = new Date(at.getTime() + PAIRING_TTL_MS);
      for (let attempt = 1; ; attempt++) {
        const pairing = { id: randomUUID(), code: newPairingCode(), tokenHash: input.tokenHash, appVersion: input.appVersion, kind: input.kind ?? 'kiosk', expiresAt, createdAt: at };
        try {
          await insertPairing(db, pairing);
          return { id: pairing.id, code: pairing.code, expiresAt: expiresAt.toISOString() };
        } catch (error) {
          // A code drawn twice (or the same kiosk asking twice at once) is drawn again.
          if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
          await dropOpenPairingsOfToken(db, input.tokenHash);
        }
      }
    },

    async status(id, token) {
      const pairing = await findPairing(db, id);
      // Only the kiosk that asked may read it: anyone else's id is as unknown as a made-up one.
      if (!pairing || !token || hashToken(token) !== pairing.tokenHash) throw noSuchPairing();
      if (pairing.deviceId) {
        const device = await findDeviceById(db, pairing.deviceId);
        if (!device) throw noSuchPairing();
        return { status: 'paired', device: toDeviceSelf(device, now()) };
      }
      if (pairing.expiresAt.getTime() <= now().getTime()) return { status: 'expired' };
      return { status: 'pending', expiresAt: pairing.expiresAt.toISOString() };
    },
  };
}
