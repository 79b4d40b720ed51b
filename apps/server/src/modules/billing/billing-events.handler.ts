import type { Db } from '@/platform/db/database.ts';
import type { BillingProvider } from '@/platform/payments/billing-provider.ts';
import type { ProviderEvent, ProviderEventHandler } from '@/platform/payments/provider-events.ts';
import type { CreditPacksService } from './credit-packs.service.ts';
import type { InvoicesService } from './invoices.service.ts';
import type { PurchaseClaims } from './purchase-claims.ts';
import type { SubscriptionSync } from './subscription-sync.ts';
import { findClaim } from './subscriptions.repo.ts';

/** The invoice events that can change what we keep of an invoice. */
const invoiceEvents = new Set(['invoice.finalized', 'invoice.paid', 'invoice.payment_succeeded', 'invoice.payment_failed', 'invoice.voided', 'invoice.marked_uncollectible', 'invoice.updated']);
/** Checkouts of ours: subscriptions and credit packs (guest payments are the payments module's). */
const billingKinds = new Set(['subscription', 'credits']);

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
const metadataOf = (object: Record<string, unknown>): Record<string, unknown> => (typeof object.metadata === 'object' && object.metadata !== null ? (object.metadata as Record<string, unknown>) : {});

/**
 * Billing's part of provider events (Stripe's webhooks and the sandbox's own): subscriptions, invoices,
 * and checkouts of subscriptions and credit packs. Each names an object that is read back from the
 * provider before anything is applied, so duplicates change nothing and the order does not matter.
 */
export function createBillingEventsHandler(deps: { db: Db; provider: BillingProvider; sync: SubscriptionSync; invoices: InvoicesService; credits: CreditPacksService; claims: PurchaseClaims }): ProviderEventHandler {
  const { provider, sync } = deps;

  async function checkoutCompleted(id: string): Promise<void> {
    const checkout = await provider.getCheckout(id);
    if (!checkout || checkout.status !== 'complete') return;
    if (checkout.metadata.kind === 'credits') await deps.credits.creditCheckout(id);
    else if (checkout.subscription) await sync.sync(checkout.subscription);
  }

  /** An abandoned Checkout: the purchase's claim and its promo code's redemption are given back. */
  async function checkoutExpired(id: string): Promise<void> {
    const checkout = await provider.getCheckout(id);
    const { subscriptionId, customerId } = checkout?.metadata ?? {};
    if (!checkout || checkout.status !== 'expired' || checkout.metadata.kind !== 'subscription' || !subscriptionId || !customerId) return;
    const claim = await findClaim(deps.db, subscriptionId, customerId);
    if (claim) await deps.claims.release(claim);
  }

  return async (event: ProviderEvent) => {
    // Events of connected accounts (guest payments) and of another provider are not billing's.
    if (event.provider !== provider.info.name || event.account) return;
    const id = textOf(event.object.id);
    if (!id) return;
    if (event.type.startsWith('customer.subscription.')) {
      await sync.sync(id);
      return;
    }
    if (invoiceEvents.has(event.type)) {
      // The subscription first (a first invoice may come before the subscription's own event, and a
      // renewal's moves its period), so the invoice finds the subscription it bills.
      const subscription = textOf(event.object.subscription) ?? textOf((event.object.parent as { subscription_details?: { subscription?: unknown } } | null)?.subscription_details?.subscription);
      if (subscription) await sync.sync(subscription);
      await deps.invoices.storeFromProvider(id);
      return;
    }
    if (!event.type.startsWith('checkout.session.') || !billingKinds.has(textOf(metadataOf(event.object).kind) ?? '')) return;
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') await checkoutCompleted(id);
    else if (event.type === 'checkout.session.expired') await checkoutExpired(id);
  };
}
