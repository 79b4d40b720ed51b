import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { mayActOnEvent } from '@/modules/events/owned-event.ts';
import type { Db } from '@/platform/db/database.ts';
import { findShootById } from './shoots.repo.ts';
import type { ShootRow } from './shoots.table.ts';

export const noSuchPicture = () => new NotFound('No such picture');

/**
 * A picture of one of the organiser's own events, for the calls that change it (admins do so in support
 * mode, see EventAccess); another customer's picture is 404 like a missing one.
 */
export async function changeableShoot(db: Db, auth: AuthContext, shootId: string): Promise<{ event: EventRow; shoot: ShootRow }> {
  const shoot = await findShootById(db, shootId);
  const event = shoot ? await findEventById(db, shoot.eventId) : undefined;
  if (!shoot || !event || !(await mayActOnEvent(db, auth, event, 'write'))) throw noSuchPicture();
  return { event, shoot };
}
