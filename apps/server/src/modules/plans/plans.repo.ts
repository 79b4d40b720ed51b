import type { Plan, PlanGrantSource, Product } from '@booth/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { applyEffectivePlans, type PlanChange } from './effective-plans.ts';
import { insertPlanGrant, revokeManualGrants } from './plan-grants.repo.ts';
import { plans } from './plans.table.ts';

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

export interface GrantOptions {
  source: PlanGrantSource;
  /** Null (default): open-ended. */
  validUntil?: Date | null;
  actorId?: string | null;
  at?: Date;
}

/**
 * Grants the customer this plan for one product: a plan_grants row (the source of truth, platform §4
 * recalculation), then the product's effective plan is derived again at once. An open-ended grant
 * replaces the product's earlier manual grants (admin, registration, migration; a subscription's stays),
 * so an admin can lower a plan too; a grant with `validUntil` is laid on top for its time, and when it
 * runs out the plan falls back to what was held before (docs/decisions.md). Pass the transaction the
 * grant belongs to. Tests and scripts default to an admin's grant.
 */
export async function grantPlan(db: Db, customerId: string, product: Product, planId: string, options: GrantOptions = { source: 'admin' }): Promise<PlanChange[]> {
  const at = options.at ?? new Date();
  const validUntil = options.validUntil ?? null;
  if (validUntil === null) await revokeManualGrants(db, customerId, product, at);
  await insertPlanGrant(db, { customerId, product, planId, source: options.source, validUntil, actorId: options.actorId ?? null, at });
  return applyEffectivePlans(db, [customerId], at);
}
