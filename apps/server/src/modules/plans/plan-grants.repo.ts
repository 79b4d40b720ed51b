import type { PlanGrantSource, Product } from '@booth/shared';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { planGrants } from '@/modules/admin/admin.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { customerPlans, plans } from './plans.table.ts';

export interface NewPlanGrant {
  customerId: string;
  product: Product;
  planId: string;
  source: PlanGrantSource;
  /** Null: open-ended. */
  validUntil: Date | null;
  actorId: string | null;
  at: Date;
}

export async function insertPlanGrant(db: Db, grant: NewPlanGrant): Promise<void> {
  await db.insert(planGrants).values({
    customerId: grant.customerId,
    product: grant.product,
    planId: grant.planId,
    source: grant.source,
    validFrom: grant.at,
    validUntil: grant.validUntil,
    actorId: grant.actorId,
    createdAt: grant.at,
  });
}

/** Ends the product's grants given by hand (not a subscription's), for a grant that replaces them. */
export async function revokeManualGrants(db: Db, customerId: string, product: Product, at: Date): Promise<void> {
  await db
    .update(planGrants)
    .set({ revokedAt: at })
    .where(and(eq(planGrants.customerId, customerId), eq(planGrants.product, product), isNull(planGrants.revokedAt), ne(planGrants.source, 'subscription')));
}

export interface GrantRow {
  customerId: string;
  product: Product;
  planId: string;
  planName: string;
  level: number | null;
  validFrom: Date;
  validUntil: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

/** Every grant (valid or not) of these customers, with the plan's name and level. */
export async function grantsOf(db: Db, customerIds: readonly string[]): Promise<GrantRow[]> {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: planGrants.customerId,
      product: planGrants.product,
      planId: planGrants.planId,
      planName: plans.name,
      level: plans.level,
      validFrom: planGrants.validFrom,
      validUntil: planGrants.validUntil,
      revokedAt: planGrants.revokedAt,
      createdAt: planGrants.createdAt,
    })
    .from(planGrants)
    .innerJoin(plans, eq(plans.id, planGrants.planId))
    .where(and(inArray(planGrants.customerId, [...customerIds]), isNull(planGrants.revokedAt)));
}

export interface HeldPlanRow {
  customerId: string;
  product: Product;
  planId: string;
  planName: string;
  level: number | null;
  products: Product[];
  grantedAt: Date;
}

/** The effective plan per product these customers hold now (customer_plans). */
export async function heldPlansOf(db: Db, customerIds: readonly string[]): Promise<HeldPlanRow[]> {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: customerPlans.customerId,
      product: customerPlans.product,
      planId: customerPlans.planId,
      planName: plans.name,
      level: plans.level,
      products: plans.products,
      grantedAt: customerPlans.grantedAt,
    })
    .from(customerPlans)
    .innerJoin(plans, eq(plans.id, customerPlans.planId))
    .where(inArray(customerPlans.customerId, [...customerIds]));
}

/** Makes `planId` the customer's effective plan for the product (the row the tier checks read). */
export async function setHeldPlan(db: Db, customerId: string, product: Product, planId: string, at: Date): Promise<void> {
  await db
    .insert(customerPlans)
    .values({ customerId, product, planId, grantedAt: at })
    .onConflictDoUpdate({ target: [customerPlans.customerId, customerPlans.product], set: { planId, grantedAt: at } });
}

/** The id of a plan of the catalogue by name (Free for the fallback). */
export async function planIdByName(db: Db, name: string): Promise<string> {
  const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, name));
  if (!row) throw new Error(`plan ${name} missing from the catalogue (migration seed-plans)`);
  return row.id;
}

export interface SubscriptionGrant {
  customerId: string;
  product: Product;
  planId: string;
  /** The billing subscription (subscriptions.id) whose paid period this grant is: one grant per subscription. */
  subscriptionId: string;
  validUntil: Date | null;
  at: Date;
}

/** Opens or moves a subscription's grant (billing keeps it in step with the provider): its plan until `validUntil`. */
export async function upsertSubscriptionGrant(db: Db, grant: SubscriptionGrant): Promise<void> {
  await db
    .insert(planGrants)
    .values({
      customerId: grant.customerId,
      product: grant.product,
      planId: grant.planId,
      source: 'subscription',
      subscriptionId: grant.subscriptionId,
      validFrom: grant.at,
      validUntil: grant.validUntil,
      actorId: null,
      createdAt: grant.at,
    })
    .onConflictDoUpdate({ target: planGrants.subscriptionId, set: { product: grant.product, planId: grant.planId, validUntil: grant.validUntil, revokedAt: null } });
}

/** Ends a subscription's grant at once (cancelled, unpaid); a grant already ended keeps its time. */
export async function revokeSubscriptionGrant(db: Db, subscriptionId: string, at: Date): Promise<void> {
  await db
    .update(planGrants)
    .set({ revokedAt: at })
    .where(and(eq(planGrants.subscriptionId, subscriptionId), isNull(planGrants.revokedAt)));
}
