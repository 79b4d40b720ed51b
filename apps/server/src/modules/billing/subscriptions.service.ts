import { cancelReasons, type Subscription } from '@booth/shared';
import { Conflict, Invalid, NotFound } from '@/errors.ts';
import { actingCustomer } from '@/modules/admin/admin-access.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { auditBilling, type BillingDeps } from './billing-deps.ts';
import { subscriptionView } from './billing-views.ts';
import type { SubscriptionSync } from './subscription-sync.ts';
import { findOwnSubscription, withPlanOf, type SubscriptionWithPlan } from './subscriptions.repo.ts';

export interface SubscriptionsService {
  /**
   * DELETE /stripe/subscriptions/{id}: cancels at the end of the paid period (the plan stays until
   * then and is not renewed). Cancelling again only updates the reason. 409 once it has ended.
   */
  cancel(auth: AuthContext, id: string, reason: string | undefined): Promise<Subscription>;
  /** POST /stripe/subscriptions/{id}/revoke: takes the pending cancellation back (it renews again); 409 when none is pending. */
  revoke(auth: AuthContext, id: string): Promise<Subscription>;
}

const noSuchSubscription = () => new NotFound('No such subscription');

export function createSubscriptionsService(deps: BillingDeps & { sync: SubscriptionSync }): SubscriptionsService {
  const { db, now, provider } = deps;

  async function own(auth: AuthContext, id: string) {
    const customer = await actingCustomer(db, auth);
    const row = await findOwnSubscription(db, customer.id, id);
    // Another customer's subscription is as unknown as a made-up id; so is one of another provider's (a former configuration).
    if (!row || row.provider !== provider.info.name) throw noSuchSubscription();
    return { customer, row };
  }

  /** The provider's answer applied at once (its event changes nothing more when it comes). */
  async function applied(row: SubscriptionWithPlan): Promise<Subscription> {
    await deps.sync.sync(row.providerSubscriptionId);
    const fresh = await withPlanOf(db, row.id);
    return subscriptionView(fresh ?? row);
  }

  return {
    async cancel(auth, id, given) {
      const { customer, row } = await own(auth, id);
      const reason = cancelReasons.find((candidate) => candidate === given);
      if (!reason) throw new Invalid(`reason: the header must be one of ${cancelReasons.join(', ')}`, [{ path: 'reason', message: `one of ${cancelReasons.join(', ')}` }]);
      if (row.status === 'canceled') throw new Conflict('This subscription has ended already');
      if (row.status === 'incomplete' || row.status === 'unpaid') throw new Conflict('This subscription is not running; there is nothing to cancel');
      if (row.cancelAtPeriodEnd && row.cancelReason === reason) return subscriptionView(row);
      await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, true, reason);
      const answer = await applied(row);
      await auditBilling(db, customer, auth, 'billing.canceled', { subscriptionId: row.id, product: row.product, plan: row.planName, reason, endsAt: answer.currentPeriodEnd }, now());
      return answer;
    },

    async revoke(auth, id) {
      const { customer, row } = await own(auth, id);
      if (row.status === 'canceled') throw new Conflict('This subscription has ended already; subscribe again instead');
      if (!row.cancelAtPeriodEnd) throw new Conflict('No cancellation is pending for this subscription');
      await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, false, null);
      const answer = await applied(row);
      await auditBilling(db, customer, auth, 'billing.cancellation.revoked', { subscriptionId: row.id, product: row.product, plan: row.planName }, now());
      return answer;
    },
  };
}
