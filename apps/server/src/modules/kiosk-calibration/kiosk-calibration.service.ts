import type { KioskCalibration, KioskCalibrationBody } from '@booth/shared';
import { Forbidden } from '@/errors.ts';
import type { EventsService } from '@/modules/events/events.service.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { createKioskExitService } from '@/modules/kiosk/kiosk-exit.service.ts';
import { kioskEventRow } from '@/modules/kiosk/kiosk-event.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { verifyPassword } from '@/platform/security/passwords.ts';

export interface KioskCalibrationService {
  /** Stores the operator's image-processing values (and halo) for the campaign; answers what is stored now. */
  save(slug: string, body: KioskCalibrationBody): Promise<KioskCalibration>;
}

export const LOCKED_CALIBRATION_MESSAGE = 'This campaign is locked: saving needs its lock password';

/**
 * The operator calibrates the image processing on the tablet (campaigns §3 "Image processing
 * feature"): they compare the reference image with the live picture and save the values for every
 * later picture. Saving proves the operator as leaving the kiosk does (the lock password or the
 * organiser's exit PIN); a locked campaign changes only with its lock password (campaigns §5), like
 * any other change. The change then goes through the organiser's own use-case (PUT /events/{id}),
 * acting for the campaign's owner: the same validation, plan and limit checks, and the same cache
 * invalidation of the guest views.
 */
export function createKioskCalibrationService(deps: { db: Db; events: EventsService }): KioskCalibrationService {
  const { db, events } = deps;
  const exits = createKioskExitService({ db });
  return {
    async save(slug, { secret, values, halo }) {
      const row = await kioskEventRow(db, slug);
      if (row.lockPasswordHash) {
        if (!(await verifyPassword(row.lockPasswordHash, secret))) throw new Forbidden(LOCKED_CALIBRATION_MESSAGE);
      } else {
        // The exit PIN (409 when the campaign has neither secret: the tablet could not be protected).
        await exits.exit(slug, secret);
      }
      const { shutter } = settingsOf(row);
      // A tablet has no organiser session; once the secret is proven it acts for the campaign's owner.
      const owner = { customerId: row.customerId, sessionId: 'kiosk-calibration' };
      const updated = await events.update(
        owner,
        row.id,
        { shutter: { ...shutter, imageProcessing: { ...shutter.imageProcessing, values, halo: halo ?? shutter.imageProcessing.halo } } },
        row.lockPasswordHash ? secret : undefined,
      );
      const stored = updated.shutter.imageProcessing;
      return { values: stored.values, halo: stored.halo };
    },
  };
}
