import { billingIntervals, isPurchasable, productOfPlan, type BillingInterval, type SubscriptionStatus } from '@booth/shared';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import { applyEffectivePlans } from '@/modules/plans/effective-plans.ts';
import { revokeSubscriptionGrant, upsertSubscriptionGrant } from '@/modules/plans/plan-grants.repo.ts';
import { listPlans } from '@/modules/plans/plans.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import type { ProviderSubscription, ProviderSubscriptionStatus } from '@/platform/payments/billing-provider.ts';
import { auditBilling, type BillingDeps } from './billing-deps.ts';
import { findBillingCustomerByProviderId, lockCustomerForBilling } from './billing-customers.repo.ts';
import type { PromoCodesService } from './promo-codes.service.ts';
import { findByProviderId, findClaim, insertSubscription, isClaim, updateSubscription, type SubscriptionRow } from './subscriptions.repo.ts';

/** Stripe's statuses in ours: a trial runs like a paid period; paused and expired-incomplete give nothing. */
const statusOf: Record<ProviderSubscriptionStatus, SubscriptionStatus> = {
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  trialing: 'active',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  paused: 'unpaid',
};

const metaNumber = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) ? parsed : fallback;
};

/**
 * Until when a subscription's plan is granted: the paid period. Past due (the renewal's payment failed
 * and the provider is retrying) keeps the plan only to the end of the last paid period, which is the
 * start of the current one; a payment that arrives later extends it again.
 */
function grantUntil(status: SubscriptionStatus, snapshot: ProviderSubscription): Date | null {
  if (status === 'active') return snapshot.currentPeriodEnd;
  if (status === 'past_due') return snapshot.currentPeriodStart;
  return null;
}

/**
 * A snapshot read before another one was applied must not undo it: an ended subscription stays ended,
 * and a period never moves back.
 */
function isOlderThan(row: SubscriptionRow, snapshot: ProviderSubscription, status: SubscriptionStatus): boolean {
  if (row.status === 'canceled' && status !== 'canceled') return true;
  return Boolean(row.currentPeriodEnd && snapshot.currentPeriodEnd && snapshot.currentPeriodEnd < row.currentPeriodEnd);
}

export interface SubscriptionSync {
  /**
   * Reads the subscription from the provider and applies it: the subscriptions row (taking over the
   * purchase's claim), its one plan grant and the customer's effective plans, so the level and every
   * tier check change at once. Every event about a subscription and every change we make end here;
   * re-reading makes the order of events irrelevant. Answers the row, or null for a subscription
   * that is not ours (made elsewhere, unknown customer or plan).
   */
  sync(providerSubscriptionId: string): Promise<SubscriptionRow | null>;
}

export function createSubscriptionSync(deps: BillingDeps & { promos: PromoCodesService }): SubscriptionSync {
  const { db, now, provider, log } = deps;

  async function planOf(planId: string | undefined) {
    if (!planId) return undefined;
    const plan = (await listPlans(db)).find((candidate) => candidate.id === planId);
    return plan && isPurchasable(plan.name) ? plan : undefined;
  }

  async function apply(tx: Db, customerId: string, snapshot: ProviderSubscription, planId: string, product: NonNullable<ReturnType<typeof productOfPlan>>): Promise<{ row: SubscriptionRow; becameActive: boolean; expired: boolean }> {
    const at = now();
    const meta = snapshot.metadata;
    const status = statusOf[snapshot.status];
    await lockCustomerForBilling(tx, customerId);
    const found = (await findByProviderId(tx, snapshot.id)) ?? (meta.subscriptionId ? await findClaim(tx, meta.subscriptionId, customerId) : undefined);
    if (found && isOlderThan(found, snapshot, status)) return { row: found, becameActive: false, expired: false };
    const interval: BillingInterval = (billingIntervals as readonly string[]).includes(meta.interval ?? '') ? (meta.interval as BillingInterval) : (found?.interval ?? 'month');
    const values = {
      providerSubscriptionId: snapshot.id,
      status,
      licenses: snapshot.quantity,
      interval,
      currentPeriodStart: snapshot.currentPeriodStart,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      cancelReason: snapshot.cancelReason,
      canceledAt: snapshot.canceledAt,
      promoCode: meta.promoCode || null,
      net: metaNumber(meta.net, found?.net ?? 0),
      vat: metaNumber(meta.vat, found?.vat ?? 0),
      vatRate: metaNumber(meta.vatRate, found?.vatRate ?? 0),
      total: metaNumber(meta.total, found?.total ?? 0),
      updatedAt: at,
    };
    const row = found
      ? ((await updateSubscription(tx, found.id, values)) ?? found)
      : await insertSubscription(tx, { ...values, customerId, provider: provider.info.name, product, planId, createdAt: at });
    const until = grantUntil(status, snapshot);
    if (until) await upsertSubscriptionGrant(tx, { customerId, product, planId, subscriptionId: row.id, validUntil: until, at });
    else await revokeSubscriptionGrant(tx, row.id, at);
    await applyEffectivePlans(tx, [customerId], at);
    // The first time it runs (a claim or a first payment that came late), not at every renewal.
    const becameActive = status === 'active' && (!found || isClaim(found) || found.status === 'incomplete');
    return { row, becameActive, expired: snapshot.status === 'incomplete_expired' };
  }

  return {
    async sync(providerSubscriptionId) {
      const snapshot = await provider.getSubscription(providerSubscriptionId);
      if (!snapshot) return null;
      const billing = await findBillingCustomerByProviderId(db, provider.info.name, snapshot.customer);
      const plan = await planOf(snapshot.metadata.planId);
      const product = plan ? productOfPlan(plan.name) : null;
      if (!billing || !plan || !product) {
        log.warn({ subscription: snapshot.id, customer: snapshot.customer }, 'a subscription not made by this installation (unknown customer or plan) was left alone');
        return null;
      }
      const customerId = billing.customerId;
      const { row, expired } = await db.transaction(async (tx) => {
        const applied = await apply(tx, customerId, snapshot, plan.id, product);
        if (applied.becameActive) {
          const customer = await findCustomerById(tx, customerId);
          if (customer) {
            const detail = { product, plan: plan.name, interval: applied.row.interval, licenses: applied.row.licenses, subscriptionId: applied.row.id };
            await auditBilling(tx, customer, null, 'billing.subscribed', detail, now());
          }
        }
        return applied;
      });
      // The first payment never went through: the promo code's redemption is given back.
      if (expired && snapshot.metadata.promoCode && snapshot.metadata.subscriptionId) await deps.promos.release(snapshot.metadata.promoCode, snapshot.metadata.subscriptionId);
      return row;
    },
  };
}
