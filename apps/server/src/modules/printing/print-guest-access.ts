import { NotFound, Unauthenticated } from '@/errors.ts';
import { authenticateDevice } from '@/modules/devices/device-auth.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { guestSessionOf } from '@/modules/shoots/guest-access.ts';
import { findShootById } from '@/modules/shoots/shoots.repo.ts';
import type { ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';

/** Who asks for a print: the guest's browser (its session) or a paired kiosk (its device token). */
export interface PrintActor {
  boothSession: string | undefined;
  deviceToken: string | undefined;
}

export interface GuestPrintAccess {
  shoot: ShootRow;
  event: EventRow;
  /** The kiosk that asks, when it is one. */
  kioskId: string | null;
}

const noSuchPicture = () => new NotFound('No such picture');

/**
 * A picture the caller may print: its own guest session's picture, or any picture of a campaign of
 * the kiosk's organiser. Another customer's picture (or device) answers 404 like an unknown one.
 */
export async function guestPrintAccess(db: Db, actor: PrintActor, shootId: string): Promise<GuestPrintAccess> {
  if (!actor.deviceToken && !actor.boothSession) throw new Unauthenticated('Send the guest session (X-Booth-Session) or the kiosk\'s device token (X-Device-Token)');
  const shoot = await findShootById(db, shootId);
  const event = shoot ? await findEventById(db, shoot.eventId) : undefined;
  if (!shoot || !event || event.archived) throw noSuchPicture();
  if (actor.deviceToken) {
    const { device } = await authenticateDevice(db, actor.deviceToken);
    if (device.customerId !== event.customerId || device.kind !== 'kiosk') throw noSuchPicture();
    return { shoot, event, kioskId: device.id };
  }
  const session = await guestSessionOf(db, event, actor.boothSession);
  if (shoot.sessionId !== session.id) throw noSuchPicture();
  return { shoot, event, kioskId: null };
}
