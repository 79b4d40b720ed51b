import { isAdmin, isSupportStaff } from '@booth/shared';
import { Forbidden, NotFound, Unauthenticated } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';

/**
 * Access rules of the admin area (platform §6). They look at the customer the request acts as: in
 * support mode that is the supported customer, so an admin-only call made in support mode answers 403
 * unless the customer is an admin too (the admin's own rights never leak into support mode).
 */

export const noSuchCustomer = () => new NotFound('No such customer');

/** The acting customer's row; a session that outlived its account counts as signed out. */
export async function actingCustomer(db: Db, auth: AuthContext): Promise<CustomerRow> {
  const row = await findCustomerById(db, auth.customerId);
  if (!row) throw new Unauthenticated();
  return row;
}

export async function requireAdmin(db: Db, auth: AuthContext): Promise<CustomerRow> {
  const row = await actingCustomer(db, auth);
  if (!isAdmin(row)) throw new Forbidden('Only admins may do this');
  return row;
}

export async function requireSupportStaff(db: Db, auth: AuthContext): Promise<CustomerRow> {
  const row = await actingCustomer(db, auth);
  if (!isSupportStaff(row)) throw new Forbidden('Only admins and support staff may do this');
  return row;
}

/**
 * A customer the acting user may read: themself, or anyone for an admin. Everyone else gets the same
 * 404 as for an unknown id, so ids of other customers leak nothing.
 */
export async function selfOrAdmin(db: Db, auth: AuthContext, customerId: string): Promise<{ acting: CustomerRow; target: CustomerRow; asAdmin: boolean }> {
  const acting = await actingCustomer(db, auth);
  if (acting.id === customerId) return { acting, target: acting, asAdmin: isAdmin(acting) };
  if (!isAdmin(acting)) throw noSuchCustomer();
  const target = await findCustomerById(db, customerId);
  if (!target) throw noSuchCustomer();
  return { acting, target, asAdmin: true };
}

/** An admin's target customer; unknown ids answer 404. */
export async function adminTarget(db: Db, auth: AuthContext, customerId: string): Promise<{ admin: CustomerRow; target: CustomerRow }> {
  const admin = await requireAdmin(db, auth);
  const target = admin.id === customerId ? admin : await findCustomerById(db, customerId);
  if (!target) throw noSuchCustomer();
  return { admin, target };
}

/** Who an audit entry names as the actor: in support mode the admin behind it, else the acting customer. */
export function auditActor(auth: AuthContext, acting: Pick<CustomerRow, 'id' | 'email'>): { actorId: string; actorEmail: string } {
  return auth.support ? { actorId: auth.support.adminId, actorEmail: auth.support.adminEmail } : { actorId: acting.id, actorEmail: acting.email };
}
