import type { Plan, Product } from '@booth/shared';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { customerPlans, plans } from '@/modules/plans/plans.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import { customers, type CustomerRole, type CustomerRow } from './customers.table.ts';

/** Inserts a customer; null when the e-mail address is taken (also under a concurrent insert). */
export async function insertCustomer(
  db: Db,
  values: {
    email: string;
    passwordHash: string;
    appPasswordHash?: string | null;
    firstName?: string;
    name?: string;
    role?: CustomerRole;
    admin?: boolean;
    activatedAt?: Date | null;
    creditConsumption?: boolean;
  },
): Promise<CustomerRow | null> {
  try {
    const [row] = await db.insert(customers).values(values).returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

export async function findCustomerById(db: Db, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** Sets activated_at once; a second activation keeps the first date. */
export async function markActivated(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(customers)
    .set({ activatedAt: now, updatedAt: now })
    .where(and(eq(customers.id, id), isNull(customers.activatedAt)));
}

/** A new password (one the password rule accepted): any request to change the old one is met. */
export async function updatePasswordHash(db: Db, id: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(customers).set({ passwordHash, passwordChangeRequired: false, updatedAt: now }).where(eq(customers.id, id));
}

/** Records what a sign-in found of the password (see customers.table.ts); writes only when it changes. */
export async function setPasswordChangeRequired(db: Db, id: string, required: boolean, now: Date): Promise<void> {
  await db
    .update(customers)
    .set({ passwordChangeRequired: required, updatedAt: now })
    .where(and(eq(customers.id, id), ne(customers.passwordChangeRequired, required)));
}

/**
 * A customer with the plans it holds (one per product, highest level first), in one round trip:
 * this runs on every `GET /auth/user` and `/auth/level`, and PGlite pays per query.
 */
export async function findCustomerWithPlans(
  db: Db,
  id: string,
): Promise<{ customer: CustomerRow; plans: Array<Plan & { product: Product }> } | undefined> {
  const rows = await db
    .select({
      customer: customers,
      product: customerPlans.product,
      plan: { name: plans.name, level: plans.level, products: plans.products },
    })
    .from(customers)
    .leftJoin(customerPlans, eq(customerPlans.customerId, customers.id))
    .leftJoin(plans, eq(plans.id, customerPlans.planId))
    .where(eq(customers.id, id))
    .orderBy(sql`${plans.level} desc nulls last`, customerPlans.product);
  const first = rows[0];
  if (!first) return undefined;
  const held = rows.flatMap((row) => (row.plan && row.product ? [{ ...row.plan, product: row.product }] : []));
  return { customer: first.customer, plans: held };
}

/** The fields an admin changes on a customer (PATCH /customers/{id}); `activatedAt: null` deactivates. */
export type CustomerChanges = Partial<Pick<CustomerRow, 'firstName' | 'name' | 'role' | 'admin' | 'scope' | 'additionalFeatures' | 'creditConsumption' | 'activatedAt'>>;

export async function updateCustomer(db: Db, id: string, changes: CustomerChanges, now: Date): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...changes, updatedAt: now })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

/** Makes these accounts admins (ADMIN_EMAILS, the admin command); answers the addresses changed. */
export async function setAdminByEmail(db: Db, emails: readonly string[], admin: boolean, now: Date): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .update(customers)
    .set({ admin, updatedAt: now })
    .where(and(inArray(customers.email, [...emails]), ne(customers.admin, admin)))
    .returning({ email: customers.email });
  return rows.map((row) => row.email);
}
