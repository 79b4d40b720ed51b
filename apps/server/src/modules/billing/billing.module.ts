import type Stripe from 'stripe';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { createBillingCustomerService } from './billing-customer.service.ts';
import { createBillingEventsHandler } from './billing-events.handler.ts';
import { chooseBillingProvider } from './billing-provider-choice.ts';
import { createBillingSweep } from './billing-sweep.ts';
import { createCreditPacksService } from './credit-packs.service.ts';
import { createCreditPurchases } from './credit-purchases.ts';
import type { InvoiceSeller } from './invoice-pdf.ts';
import { createInvoicesService } from './invoices.service.ts';
import { createPaymentMethodsService } from './payment-methods.service.ts';
import { createProductsService } from './products.service.ts';
import type { PromoCodesService } from './promo-codes.service.ts';
import type { ProviderEventDispatcher } from './provider-events.service.ts';
import { createPurchaseClaims } from './purchase-claims.ts';
import { createSubscribeService } from './subscribe.service.ts';
import { createSubscriptionSync } from './subscription-sync.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';

export interface BillingModuleDeps {
  db: Db;
  now: () => Date;
  log: Logger;
  publicUrl: string;
  /** The Stripe client when Stripe is configured; null: the built-in sandbox. */
  stripe: { client: Stripe; testMode: boolean } | null;
  /** Where both providers' events go; billing adds its handler here. */
  dispatcher: ProviderEventDispatcher;
  promos: PromoCodesService;
  seller?: InvoiceSeller;
}

/** The seller our own (sandbox) invoices name until the installation's details are configured. */
export function defaultSeller(publicUrl: string): InvoiceSeller {
  return { name: 'Boothwerk', lines: [new URL(publicUrl).host], vatId: '' };
}

/**
 * Billing's services on one provider (Stripe when configured, else the sandbox), with its event
 * handler added to the dispatcher. A second instance on the same database is a second server process.
 */
export function createBillingModule(deps: BillingModuleDeps) {
  const { db, now, publicUrl } = deps;
  const log = deps.log.child({ module: 'billing' });
  const { provider, sandbox } = chooseBillingProvider({
    db,
    now,
    log,
    stripe: deps.stripe,
    sink: async (event) => {
      await deps.dispatcher.receive(event);
    },
  });
  const base = { db, now, provider, log, publicUrl };
  const promos = deps.promos;
  const sync = createSubscriptionSync({ ...base, promos });
  const claims = createPurchaseClaims({ ...base, promos, sync });
  const customers = createBillingCustomerService(base);
  const invoices = createInvoicesService({ ...base, seller: deps.seller ?? defaultSeller(publicUrl) });
  const credits = createCreditPacksService({ ...base, customers, purchases: createCreditPurchases({ db, now }) });
  deps.dispatcher.addHandler(createBillingEventsHandler({ db, provider, sync, invoices, credits, claims }));
  return {
    provider,
    sandbox,
    products: createProductsService(base),
    subscribe: createSubscribeService({ ...base, customers, promos, claims, sync }),
    subscriptions: createSubscriptionsService({ ...base, sync }),
    customers,
    invoices,
    paymentMethods: createPaymentMethodsService({ ...base, customers }),
    credits,
    claims,
    sweep: createBillingSweep({ ...base, sandbox, sync, claims }),
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
