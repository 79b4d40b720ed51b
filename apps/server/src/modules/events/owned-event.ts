import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { findEventById, findEventBySlug } from './events.repo.ts';
import type { EventRow } from './events.table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const noSuchCampaign = () => new NotFound('No such campaign');

/**
 * What an organiser call does with a campaign. Admins may `read` any customer's campaign (platform §6);
 * a `write` is its owner's alone: an admin changes a customer's things in support mode, which acts as the
 * customer and audits every change (issue 15, docs/decisions.md "Admins write through support mode").
 */
export type EventAccess = 'read' | 'write';

/** The organiser's calls name an event by id or by slug, like the other event calls. */
export async function eventByIdOrSlug(db: Db, idOrSlug: string): Promise<EventRow | undefined> {
  return UUID.test(idOrSlug) ? ((await findEventById(db, idOrSlug.toLowerCase())) ?? findEventBySlug(db, idOrSlug)) : findEventBySlug(db, idOrSlug);
}

/** Whether the acting customer may run an organiser call of this kind on the campaign: its owner always, an admin only to read. */
export async function mayActOnEvent(db: Db, auth: AuthContext, event: EventRow, access: EventAccess): Promise<boolean> {
  if (event.customerId === auth.customerId) return true;
  return access === 'read' && (await findCustomerById(db, auth.customerId))?.admin === true;
}

/**
 * The campaign an organiser call names (by id or slug), if the caller may `access` it (see EventAccess).
 * Anyone else gets the same 404 as for an unknown campaign, so ids of other customers leak nothing.
 */
export async function ownedEvent(db: Db, auth: AuthContext, idOrSlug: string, access: EventAccess): Promise<EventRow> {
  const row = await eventByIdOrSlug(db, idOrSlug);
  if (!row || !(await mayActOnEvent(db, auth, row, access))) throw noSuchCampaign();
  return row;
}
