import { isAdmin } from '@booth/shared';
import { Forbidden, NotFound } from '@/errors.ts';
import { actingCustomer } from '@/modules/admin/admin-access.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { findAiFilterBySlug } from './ai-filters.repo.ts';
import type { AiFilterRow } from './ai-filters.table.ts';

/**
 * Who may do what with an AI filter (platform §3, §6):
 * - read: its owner, every customer when it is in the public library, admins (who read every customer's things);
 * - change (edit, delete, prompts, thumbnail): its owner, and admins for public library filters.
 * In support mode the acting customer is the supported one, so an admin's rights do not apply there.
 */
export interface AiFilterActor {
  customerId: string;
  admin: boolean;
}

export async function aiFilterActor(db: Db, auth: AuthContext): Promise<AiFilterActor> {
  const customer = await actingCustomer(db, auth);
  return { customerId: customer.id, admin: isAdmin(customer) };
}

export const noSuchAiFilter = () => new NotFound('No such AI filter');

export function mayReadAiFilter(actor: AiFilterActor, row: AiFilterRow): boolean {
  return row.customerId === actor.customerId || row.isPublic || actor.admin;
}

export function mayChangeAiFilter(actor: AiFilterActor, row: AiFilterRow): boolean {
  return row.customerId === actor.customerId || (actor.admin && row.isPublic);
}

/** A filter the actor may read; anything else is the 404 of an unknown slug, so slugs of private filters leak nothing. */
export async function readableAiFilter(db: Db, actor: AiFilterActor, slug: string): Promise<AiFilterRow> {
  const row = await findAiFilterBySlug(db, slug);
  if (!row || !mayReadAiFilter(actor, row)) throw noSuchAiFilter();
  return row;
}

/**
 * A filter the actor may change. A library filter everyone sees answers 403 (it exists, but only admins
 * change it); a private filter of someone else answers 404 — to admins too, who change a customer's
 * things only through support mode (audited).
 */
export async function changeableAiFilter(db: Db, actor: AiFilterActor, slug: string): Promise<AiFilterRow> {
  const row = await findAiFilterBySlug(db, slug);
  if (!row) throw noSuchAiFilter();
  if (mayChangeAiFilter(actor, row)) return row;
  if (row.isPublic) throw new Forbidden('Only admins may change the filters of the public library');
  throw noSuchAiFilter();
}
