import type { Product } from '@booth/shared';
import { and, asc, countDistinct, eq, sql } from 'drizzle-orm';
import { customers } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { customerPlans } from './plans.table.ts';

/** How many customers hold each plan now (plan id → count); plans nobody holds are missing. */
export async function holderCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ planId: customerPlans.planId, customers: countDistinct(customerPlans.customerId) }).from(customerPlans).groupBy(customerPlans.planId);
  return new Map(rows.map((row) => [row.planId, row.customers]));
}

export interface HolderPosition {
  email: string;
  product: Product;
}

/** Holders of a plan by e-mail (then product), after `after`; `limit + 1` rows so the caller sees whether more follow. */
export async function listHolders(db: Db, planId: string, page: { after?: HolderPosition; limit: number }) {
  const conditions = [eq(customerPlans.planId, planId)];
  if (page.after) conditions.push(sql`(${customers.email}, ${customerPlans.product}) > (${page.after.email}, ${page.after.product})`);
  return db
    .select({ customerId: customers.id, email: customers.email, product: customerPlans.product, grantedAt: customerPlans.grantedAt })
    .from(customerPlans)
    .innerJoin(customers, eq(customers.id, customerPlans.customerId))
    .where(and(...conditions))
    .orderBy(asc(customers.email), asc(customerPlans.product))
    .limit(page.limit + 1);
}
