import type { Plan, Product } from '@booth/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { customerPlans, plans } from './plans.table.ts';

const planColumns = { id: plans.id, name: plans.name, level: plans.level, products: plans.products };

export type PlanRecord = Plan & { id: string };

/** The catalogue, cheapest first (Free, which has no level, leads). */
export async function listPlans(db: Db): Promise<PlanRecord[]> {
  return db.select(planColumns).from(plans).orderBy(sql`${plans.level} asc nulls first`, asc(plans.name));
}

export async function findPlanByName(db: Db, name: string): Promise<PlanRecord | undefined> {
  const [row] = await db.select(planColumns).from(plans).where(eq(plans.name, name));
  return row;
}

/** Gives the customer this plan for one product, replacing the plan held for it before. */
export async function grantPlan(db: Db, customerId: string, product: Product, planId: string): Promise<void> {
  await db
    .insert(customerPlans)
    .values({ customerId, product, planId })
    .onConflictDoUpdate({ target: [customerPlans.customerId, customerPlans.product], set: { planId, grantedAt: new Date() } });
}
