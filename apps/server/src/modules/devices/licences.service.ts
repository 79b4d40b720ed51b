import { isLicenceValid, type Licence, type LicenceList } from '@booth/shared';
import { AppError, Conflict } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import { noSuchDeviceField, refusedField } from './device-errors.ts';
import { toLicenceDto } from './device-views.ts';
import { findOwnDevice } from './devices.repo.ts';
import { ensurePlanLicences } from './licence-allowance.ts';
import { findOwnLicence, listLicences, lockOwnLicence, setLicenceDevice } from './licences.repo.ts';

export interface LicencesService {
  /** GET /licenses: the customer's licences, the plan's allowance seeded first. */
  list(auth: AuthContext): Promise<LicenceList>;
  attach(auth: AuthContext, id: string, deviceId: string): Promise<Licence>;
  detach(auth: AuthContext, id: string): Promise<Licence>;
}

const noSuchLicence = () => new AppError('NOT_FOUND', 'No such licence');

/** Licences (campaigns §3 Licence, §7): one per tablet that may run campaigns; a device holds at most one. */
export function createLicencesService(deps: { db: Db; now: () => Date }): LicencesService {
  const { db, now } = deps;

  async function answer(auth: AuthContext, id: string): Promise<Licence> {
    const found = await findOwnLicence(db, auth.customerId, id);
    if (!found) throw noSuchLicence();
    return toLicenceDto(found, now());
  }

  return {
    async list(auth) {
      await ensurePlanLicences(db, auth.customerId, now());
      const at = now();
      return { items: (await listLicences(db, auth.customerId)).map((row) => toLicenceDto(row, at)) };
    },

    async attach(auth, id, deviceId) {
      const at = now();
      await db
        .transaction(async (tx) => {
          const licence = await lockOwnLicence(tx, auth.customerId, id);
          if (!licence) throw noSuchLicence();
          const target = await findOwnDevice(tx, auth.customerId, deviceId);
          if (!target) throw noSuchDeviceField();
          if (licence.deviceId === deviceId) return;
          if (licence.deviceId) {
            const holder = await findOwnDevice(tx, auth.customerId, licence.deviceId);
            throw new Conflict(`This licence is attached to the device "${holder?.device.name ?? licence.deviceId}"; detach it there first`);
          }
          if (target.licence) throw refusedField('CONFLICT', 'deviceId', `The device "${target.device.name}" holds a licence already (a device holds one); detach that one first`);
          if (!isLicenceValid(licence, at)) throw new Conflict(`This licence expired on ${licence.expireAt.toISOString().slice(0, 10)}; attach a valid one`);
          await setLicenceDevice(tx, id, deviceId, at);
        })
        .catch((error: unknown) => {
          // Another licence reached the device at the same moment: the index on the device decides.
          throw isUniqueViolation(error) ? refusedField('CONFLICT', 'deviceId', 'The device holds a licence already (a device holds one); detach that one first') : error;
        });
      return answer(auth, id);
    },

    async detach(auth, id) {
      await db.transaction(async (tx) => {
        const licence = await lockOwnLicence(tx, auth.customerId, id);
        if (!licence) throw noSuchLicence();
        if (licence.deviceId) await setLicenceDevice(tx, id, null, now());
      });
      return answer(auth, id);
    },
  };
}
