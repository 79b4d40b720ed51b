import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { eventByIdOrSlug, noSuchCampaign } from './guest-access.ts';
import { findShootById } from './shoots.repo.ts';
import type { ShootRow } from './shoots.table.ts';

export const noSuchPicture = () => new NotFound('No such picture');

async function mayActOn(db: Db, auth: AuthContext, event: EventRow): Promise<boolean> {
  return event.customerId === auth.customerId || (await findCustomerById(db, auth.customerId))?.admin === true;
}

/** The organiser's event, or an admin's view of any (platform §6); others see 404, not 403. */
export async function organiserEvent(db: Db, auth: AuthContext, idOrSlug: string): Promise<EventRow> {
  const row = await eventByIdOrSlug(db, idOrSlug);
  if (!row || !(await mayActOn(db, auth, row))) throw noSuchCampaign();
  return row;
}

/** A picture of one of the organiser's events (admins: any); another customer's picture is 404 like a missing one. */
export async function organiserShoot(db: Db, auth: AuthContext, shootId: string): Promise<{ event: EventRow; shoot: ShootRow }> {
  const shoot = await findShootById(db, shootId);
  const event = shoot ? await findEventById(db, shoot.eventId) : undefined;
  if (!shoot || !event || !(await mayActOn(db, auth, event))) throw noSuchPicture();
  return { event, shoot };
}
