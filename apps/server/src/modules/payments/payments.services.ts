import type Stripe from 'stripe';
import type { ProviderEventDispatcher } from '@/modules/billing/provider-events.service.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { createSandboxConnect } from '@/platform/payments/sandbox-connect.ts';
import { createSandboxStore } from '@/platform/payments/sandbox-store.ts';
import { createStripeConnect } from '@/platform/payments/stripe-connect.ts';
import { createPaymentAccountsService, type PaymentAccountsService } from './payment-accounts.service.ts';
import { paymentProviders } from './payment-providers.ts';
import { createPaymentSessionsService, type PaymentSessionsService } from './payment-sessions.service.ts';
import { createPaymentsEventHandler } from './payments-events.handler.ts';

export interface PaymentsServices {
  accounts: PaymentAccountsService;
  sessions: PaymentSessionsService;
  /** The sandbox is the provider: its onboarding route exists (POST /sandbox/accounts/{id}/complete-onboarding). */
  sandbox: boolean;
}

/**
 * Card payments from guests (campaigns §3 Payment account and session): Stripe Connect when Stripe is
 * configured, else the sandbox, whose events go to the same dispatcher as Stripe's webhooks. Adds the
 * module's event handler to the dispatcher.
 */
export function createPaymentsServices(deps: {
  db: Db;
  now: () => Date;
  publicUrl: string;
  stripe: { client: Stripe; testMode: boolean } | null;
  providerEvents: ProviderEventDispatcher;
  log: Logger;
  /** Called after a refund with the session's slug (printing cancels the job it paid for). */
  onRefunded?: (slug: string) => Promise<void>;
}): PaymentsServices {
  const { db, now, publicUrl, providerEvents } = deps;
  const sandbox = createSandboxConnect({
    store: createSandboxStore(db, now),
    sink: async (event) => {
      await providerEvents.receive(event);
    },
    now,
    publicUrl,
  });
  const providers = paymentProviders(deps.stripe ? createStripeConnect(deps.stripe.client, { testMode: deps.stripe.testMode, now }) : null, sandbox);
  const accounts = createPaymentAccountsService({ db, providers, now, publicUrl });
  const sessions = createPaymentSessionsService({ db, providers, now, publicUrl, onRefunded: deps.onRefunded });
  providerEvents.addHandler(createPaymentsEventHandler({ db, providers, accounts, now, log: deps.log }));
  return { accounts, sessions, sandbox: providers.sandbox !== null };
}
