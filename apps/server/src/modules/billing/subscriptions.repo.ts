import type { PaymentProviderName, Product } from '@booth/shared';
import { and, asc, desc, eq, getTableColumns, inArray, like, lt, lte, not, or, sql } from 'drizzle-orm';
import { plans } from '@/modules/plans/plans.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { subscriptions } from './billing.table.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionWithPlan = SubscriptionRow & { planName: string; planLevel: number | null };

/**
 * A purchase being made holds a row before the provider is asked (the "claim"): status incomplete and
 * a provider id `pending:<flow>:<our id>` until the provider's subscription takes it over (its
 * metadata names our id). The flow says how long it may wait: a hosted checkout or an immediate charge.
 */
export type ClaimFlow = 'checkout' | 'charge';
const PENDING = 'pending:';
export const claimProviderId = (flow: ClaimFlow, id: string) => `${PENDING}${flow}:${id}`;
export const isClaim = (row: Pick<SubscriptionRow, 'providerSubscriptionId'>) => row.providerSubscriptionId.startsWith(PENDING);
export const claimFlow = (row: Pick<SubscriptionRow, 'providerSubscriptionId'>): ClaimFlow => (row.providerSubscriptionId.startsWith(`${PENDING}checkout:`) ? 'checkout' : 'charge');

const withPlan = { ...getTableColumns(subscriptions), planName: plans.name, planLevel: plans.level };

export type NewSubscription = typeof subscriptions.$inferInsert;

export async function insertSubscription(db: Db, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

export async function updateSubscription(db: Db, id: string, values: Partial<NewSubscription>): Promise<SubscriptionRow | undefined> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  return row;
}

/** Rows that keep the product taken: running subscriptions and purchases being made. */
export async function liveForProduct(db: Db, customerId: string, product: Product): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.product, product), inArray(subscriptions.status, ['incomplete', 'active', 'past_due'])));
}

/** Removes a claim that never became a subscription; answers whether it was still there. */
export async function deleteClaim(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.id, id), like(subscriptions.providerSubscriptionId, `${PENDING}%`)))
    .returning();
  return row;
}

export async function findByProviderId(db: Db, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

export async function findClaim(db: Db, id: string, customerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customerId), like(subscriptions.providerSubscriptionId, `${PENDING}%`)));
  return row;
}

/** One of the customer's subscriptions (never a claim); another customer's id finds nothing. */
export async function findOwnSubscription(db: Db, customerId: string, id: string): Promise<SubscriptionWithPlan | undefined> {
  const [row] = await db
    .select(withPlan)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customerId), not(like(subscriptions.providerSubscriptionId, `${PENDING}%`))));
  return row;
}

export async function withPlanOf(db: Db, id: string): Promise<SubscriptionWithPlan | undefined> {
  const [row] = await db.select(withPlan).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).where(eq(subscriptions.id, id));
  return row;
}

/** The customer's subscriptions, newest first (claims are not subscriptions yet). */
export async function listSubscriptions(db: Db, customerId: string): Promise<SubscriptionWithPlan[]> {
  return db
    .select(withPlan)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.customerId, customerId), not(like(subscriptions.providerSubscriptionId, `${PENDING}%`))))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** Whether the customer has a subscription that will charge again (running and not cancelled). */
export async function hasRenewingSubscription(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), inArray(subscriptions.status, ['active', 'past_due']), eq(subscriptions.cancelAtPeriodEnd, false), not(like(subscriptions.providerSubscriptionId, `${PENDING}%`))))
    .limit(1);
  return Boolean(row);
}

/**
 * Running subscriptions of this provider whose period has ended: not looked at since it ended, or
 * not within `retryAfter` (a provider that still says "active" with the old period is asked again
 * later, not on every sweep). Oldest first, a batch at a time.
 */
export async function dueSubscriptions(db: Db, provider: PaymentProviderName, now: Date, retryBefore: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
        or(lt(subscriptions.updatedAt, sql`${subscriptions.currentPeriodEnd}`), lt(subscriptions.updatedAt, retryBefore)),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
}

/** Claims of either flow made before their cut-off: abandoned purchases. */
export async function staleClaims(db: Db, cutoff: Record<ClaimFlow, Date>, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      or(
        and(like(subscriptions.providerSubscriptionId, `${PENDING}checkout:%`), lt(subscriptions.createdAt, cutoff.checkout)),
        and(like(subscriptions.providerSubscriptionId, `${PENDING}charge:%`), lt(subscriptions.createdAt, cutoff.charge)),
      ),
    )
    .limit(limit);
}

/** The customer's subscriptions at `provider` that have not ended (claims are not at the provider yet). */
export async function unendedSubscriptions(db: Db, customerId: string, provider: PaymentProviderName): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.provider, provider), not(eq(subscriptions.status, 'canceled')), not(like(subscriptions.providerSubscriptionId, `${PENDING}%`))));
}
