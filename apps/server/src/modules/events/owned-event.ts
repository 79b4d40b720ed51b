import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { findEventById, findEventBySlug } from './events.repo.ts';
import type { EventRow } from './events.table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const noSuchCampaign = () => new NotFound('No such campaign');

/** The organiser's calls name an event by id or by slug, like the other event calls. */
export async function eventByIdOrSlug(db: Db, idOrSlug: string): Promise<EventRow | undefined> {
  return UUID.test(idOrSlug) ? ((await findEventById(db, idOrSlug.toLowerCase())) ?? findEventBySlug(db, idOrSlug)) : findEventBySlug(db, idOrSlug);
}

/** Whether the acting customer may run the organiser's calls on this campaign: its owner, or any admin (platform §6). */
export async function mayActOnEvent(db: Db, auth: AuthContext, event: EventRow): Promise<boolean> {
  return event.customerId === auth.customerId || (await findCustomerById(db, auth.customerId))?.admin === true;
}

/**
 * The campaign an organiser call names (by id or slug): its owner's, or any for an admin.
 * Anyone else gets the same 404 as for an unknown campaign, so ids of other customers leak nothing.
 */
export async function ownedEvent(db: Db, auth: AuthContext, idOrSlug: string): Promise<EventRow> {
  const row = await eventByIdOrSlug(db, idOrSlug);
  if (!row || !(await mayActOnEvent(db, auth, row))) throw noSuchCampaign();
  return row;
}
