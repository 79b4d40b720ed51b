import type Stripe from 'stripe';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import type { BillingProvider, SandboxBillingProvider } from '@/platform/payments/billing-provider.ts';
import type { ProviderEventSink } from '@/platform/payments/provider-events.ts';
import { createSandboxBilling } from '@/platform/payments/sandbox-billing.ts';
import { createStripeBilling } from '@/platform/payments/stripe-billing.ts';

export interface BillingProviderChoice {
  provider: BillingProvider;
  /** The sandbox's own clock and card form; null on Stripe. */
  sandbox: SandboxBillingProvider | null;
}

/** Stripe when it is configured, else the built-in sandbox, whose events go to `sink` (Stripe's go to the webhook). */
export function chooseBillingProvider(deps: { db: Db; now: () => Date; log: Logger; stripe: { client: Stripe; testMode: boolean } | null; sink: ProviderEventSink }): BillingProviderChoice {
  if (deps.stripe) return { provider: createStripeBilling({ stripe: deps.stripe.client, testMode: deps.stripe.testMode, log: deps.log }), sandbox: null };
  const sandbox = createSandboxBilling({ db: deps.db, now: deps.now, log: deps.log, sink: deps.sink });
  return { provider: sandbox, sandbox };
}
