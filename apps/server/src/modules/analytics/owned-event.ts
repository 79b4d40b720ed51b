import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { eventByIdOrSlug } from '@/modules/shoots/guest-access.ts';
import type { Db } from '@/platform/db/database.ts';

/**
 * The campaign an analytics call names (by id or slug): its owner's, or any for an admin (platform §6).
 * Anyone else gets the same 404 as for an unknown campaign, so ids of other customers leak nothing.
 */
export async function analyticsEvent(db: Db, auth: AuthContext, idOrSlug: string): Promise<EventRow> {
  const row = await eventByIdOrSlug(db, idOrSlug);
  if (row && (row.customerId === auth.customerId || (await findCustomerById(db, auth.customerId))?.admin === true)) return row;
  throw new NotFound('No such campaign');
}
