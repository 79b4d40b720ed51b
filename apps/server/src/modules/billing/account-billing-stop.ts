import type { StripeConfig } from '@/config.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { PaymentProviderFailure, type BillingProvider } from '@/platform/payments/billing-provider.ts';
import { createStripeClient } from '@/platform/payments/stripe-client.ts';
import { findBillingCustomer } from './billing-customers.repo.ts';
import { chooseBillingProvider } from './billing-provider-choice.ts';
import { createProviderEventDispatcher } from './provider-events.service.ts';
import { unendedSubscriptions } from './subscriptions.repo.ts';

export interface AccountBillingStop {
  /**
   * Stops every payment an account could still make, before its rows are deleted (the provider would
   * otherwise go on charging a customer we no longer know): its open hosted checkouts are closed,
   * then every subscription that has not ended is cancelled at once. Asks the provider which exist,
   * not only our rows, so a subscription whose confirmation has not reached us yet is stopped too.
   * Running it again is harmless; a provider failure throws (the deletion job is retried).
   */
  stopAll(customerId: string): Promise<{ canceled: number; expired: number }>;
}

const ended = new Set(['canceled', 'incomplete_expired']);

export function createAccountBillingStop(deps: { db: Db; provider: BillingProvider; log: Logger }): AccountBillingStop {
  const { db, provider, log } = deps;
  return {
    async stopAll(customerId) {
      const billing = await findBillingCustomer(db, customerId);
      // Never bought anything: the provider does not know the account.
      if (!billing) return { canceled: 0, expired: 0 };
      if (billing.provider !== provider.info.name) {
        // Made with a provider no longer configured: out of reach, and refusing would keep the account forever.
        log.error({ customerId, provider: billing.provider }, 'the deleted account has a customer at a payment provider that is no longer configured; end its subscriptions there by hand');
        return { canceled: 0, expired: 0 };
      }
      // Checkouts first: one paid while this runs made a subscription, which the list below then finds.
      const checkouts = await provider.openCheckouts(billing.providerCustomerId);
      for (const checkout of checkouts) await provider.expireCheckout(checkout.id);
      const ids = new Set((await provider.liveSubscriptions(billing.providerCustomerId)).map((subscription) => subscription.id));
      for (const row of await unendedSubscriptions(db, customerId, provider.info.name)) ids.add(row.providerSubscriptionId);
      for (const id of ids) {
        const answer = await provider.cancelNow(id);
        if (answer && !ended.has(answer.status)) throw new PaymentProviderFailure(`The payment provider did not end subscription ${id}`);
      }
      if (ids.size > 0 || checkouts.length > 0) log.info({ customerId, canceled: ids.size, expired: checkouts.length }, 'ended the payments of a deleted account');
      return { canceled: ids.size, expired: checkouts.length };
    },
  };
}

/**
 * The stop for the job handlers, which the runtime builds before (and, in worker processes, without)
 * the app: the provider the configuration names. The sandbox's events of it go to a dispatcher of
 * their own that only records them: the account's rows, which they would update, are deleted next.
 */
export function accountBillingStopFromConfig(deps: { db: Db; now: () => Date; log: Logger; stripe: StripeConfig | undefined }): AccountBillingStop {
  const log = deps.log.child({ module: 'billing' });
  const dispatcher = createProviderEventDispatcher({ db: deps.db, now: deps.now, log });
  const { provider } = chooseBillingProvider({
    db: deps.db,
    now: deps.now,
    log,
    stripe: deps.stripe ? { client: createStripeClient(deps.stripe), testMode: deps.stripe.testMode } : null,
    sink: async (event) => {
      await dispatcher.receive(event);
    },
  });
  return createAccountBillingStop({ db: deps.db, provider, log });
}
