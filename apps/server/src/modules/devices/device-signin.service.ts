import { formatPairingCode, type PairingStatus } from '@booth/shared';
import { AccountNotActivated, InvalidCredentials, NotFound } from '@/errors.ts';
import type { LoginThrottle } from '@/modules/auth/login-throttle.ts';
import { AccountDeleted } from '@/modules/auth/session.service.ts';
import { findCustomerByEmail } from '@/modules/customers/customers.repo.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { verifyDummyPassword, verifyPassword } from '@/platform/security/passwords.ts';
import { hashToken } from '@/platform/security/tokens.ts';
import { findPairing, lockPairingById } from './device-pairings.repo.ts';
import { toDeviceSelf } from './device-views.ts';
import { findDeviceById } from './devices.repo.ts';
import { completePairing } from './pairing-completion.ts';

export interface DeviceSignInService {
  /**
   * POST /devices/pairings/{id}/signin: the kiosk that asked for the pairing (its device token) signs
   * in with the account's e-mail and app password; the tablet becomes the account's device exactly as
   * if an organiser had confirmed its code. Answers the pairing's status, `paired`.
   */
  signIn(pairingId: string, deviceToken: string | undefined, credentials: { email: string; appPassword: string }): Promise<PairingStatus>;
}

const noSuchPairing = () => new NotFound('No such pairing request');

/**
 * The app password's own throttle: the same rules as the web sign-in, under another key, so failures
 * here lock device sign-ins of the address, and a right app password never resets the lock of the
 * account password (which would hand a guesser fresh tries at it).
 */
const throttleKey = (email: string) => `app-password:${email}`;

/** Signing a kiosk in with the app password (issue 15); the account password is never accepted here. */
export function createDeviceSignInService(deps: { db: Db; now: () => Date; throttle: LoginThrottle }): DeviceSignInService {
  const { db, now, throttle } = deps;

  /** The account whose app password this is; the same 401 for an unknown address, no app password and a wrong one. */
  async function accountOf(email: string, appPassword: string): Promise<CustomerRow> {
    await throttle.check(throttleKey(email));
    const customer = await findCustomerByEmail(db, email);
    const hash = customer?.appPasswordHash;
    let right = false;
    // The same time spent without an app password, so the answer does not tell which accounts have one.
    if (hash) right = await verifyPassword(hash, appPassword);
    else await verifyDummyPassword(appPassword);
    if (!customer || !right) {
      await throttle.failed(throttleKey(email));
      throw new InvalidCredentials();
    }
    await throttle.succeeded(throttleKey(email));
    if (!customer.activatedAt) throw new AccountNotActivated();
    if (customer.deletionRequestedAt) throw new AccountDeleted();
    return customer;
  }

  return {
    async signIn(pairingId, deviceToken, credentials) {
      // Only the kiosk that asked may complete its pairing: anyone else's id is as unknown as a made-up one.
      const pairing = await findPairing(db, pairingId);
      if (!pairing || !deviceToken || hashToken(deviceToken) !== pairing.tokenHash) throw noSuchPairing();
      const customer = await accountOf(credentials.email, credentials.appPassword);
      const lockById = async (tx: Db) => {
        const locked = await lockPairingById(tx, pairingId);
        if (!locked) throw noSuchPairing();
        return locked;
      };
      // Named after its code, so the organiser recognises it in the device list (and renames it there).
      const name = `Tablet ${formatPairingCode(pairing.code)}`;
      const deviceId = await completePairing(db, lockById, { customerId: customer.id, name, eventId: null }, now());
      const device = await findDeviceById(db, deviceId);
      if (!device) throw noSuchPairing();
      return { status: 'paired', device: toDeviceSelf(device, now()) };
    },
  };
}
