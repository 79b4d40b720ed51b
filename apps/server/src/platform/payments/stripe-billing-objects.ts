import { cancelReasons, type CancelReason } from '@booth/shared';
import type Stripe from 'stripe';
import type { ProviderCheckout, ProviderInvoice, ProviderSubscription, ProviderSubscriptionStatus } from './billing-provider.ts';

/** Stripe's objects in the port's normal form (what the billing module stores and shows). */

const knownStatuses: readonly ProviderSubscriptionStatus[] = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'];

/** Our cancel reasons as Stripe's cancellation feedback (shown in its dashboard), and back. */
export const cancelFeedback: Record<CancelReason, Stripe.SubscriptionUpdateParams.CancellationDetails.Feedback> = {
  'too-expensive': 'too_expensive',
  'missing-features': 'missing_features',
  switching: 'switched_service',
  'event-over': 'unused',
  other: 'other',
};

function reasonOf(feedback: string | null | undefined): CancelReason | null {
  if (!feedback) return null;
  const reason = cancelReasons.find((candidate) => cancelFeedback[candidate] === feedback);
  return reason ?? 'other';
}

export const idOf = (value: string | { id: string } | null | undefined): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.id);
const dateOf = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? null : new Date(seconds * 1000));

export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API version 2025-03-31 the period lives on the items; ours have one item.
  const item = subscription.items.data[0];
  const status = knownStatuses.includes(subscription.status as ProviderSubscriptionStatus) ? (subscription.status as ProviderSubscriptionStatus) : 'incomplete';
  return {
    id: subscription.id,
    customer: idOf(subscription.customer) ?? '',
    status,
    currentPeriodStart: dateOf(item?.current_period_start),
    currentPeriodEnd: dateOf(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: dateOf(subscription.canceled_at),
    cancelReason: subscription.cancel_at_period_end || subscription.status === 'canceled' ? reasonOf(subscription.cancellation_details?.feedback) : null,
    quantity: item?.quantity ?? 1,
    metadata: subscription.metadata ?? {},
  };
}

const invoiceStatuses: readonly ProviderInvoice['status'][] = ['draft', 'open', 'paid', 'void', 'uncollectible'];

export function invoiceOf(invoice: Stripe.Invoice): ProviderInvoice {
  const details = invoice.parent?.subscription_details ?? null;
  // Subscription invoices carry the subscription's metadata (amounts, VAT rate) under parent; credit packs their own.
  const metadata: Record<string, string> = { ...(details?.metadata ?? {}), ...(invoice.metadata ?? {}) };
  const discount = (invoice.total_discount_amounts ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const vat = (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const net = invoice.total_excluding_tax ?? invoice.subtotal - discount;
  const statedRate = Number(metadata.vatRate);
  const vatRate = Number.isInteger(statedRate) ? statedRate : net > 0 ? Math.round((vat * 10_000) / net) : 0;
  const lines = invoice.lines.data.map((line) => {
    const quantity = line.quantity ?? 1;
    return { description: line.description ?? '', quantity, unitAmount: Math.round(line.amount / Math.max(1, quantity)), amount: line.amount };
  });
  const subscription = details ? idOf(details.subscription) : null;
  const period = subscription ? invoice.lines.data[0]?.period : undefined;
  const address = invoice.customer_address;
  return {
    id: invoice.id,
    customer: idOf(invoice.customer) ?? '',
    subscription,
    number: invoice.number ?? invoice.id,
    status: invoiceStatuses.includes(invoice.status as ProviderInvoice['status']) ? (invoice.status as ProviderInvoice['status']) : 'draft',
    lines,
    subtotal: invoice.subtotal,
    discount,
    net,
    vatRate,
    vat,
    total: invoice.total,
    reverseCharge: invoice.customer_tax_exempt === 'reverse',
    billedTo: {
      name: invoice.customer_name ?? '',
      email: invoice.customer_email ?? '',
      companyName: '',
      street: address?.line1 ?? '',
      zipCode: address?.postal_code ?? '',
      city: address?.city ?? '',
      country: address?.country ?? '',
      vatId: invoice.customer_tax_ids?.find((taxId) => taxId.type === 'eu_vat')?.value ?? '',
    },
    periodStart: dateOf(period?.start),
    periodEnd: dateOf(period?.end),
    issuedAt: dateOf(invoice.status_transitions.finalized_at) ?? new Date(invoice.created * 1000),
    paidAt: dateOf(invoice.status_transitions.paid_at),
    metadata,
  };
}

export function checkoutOf(session: Stripe.Checkout.Session): ProviderCheckout {
  return {
    id: session.id,
    customer: idOf(session.customer),
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    subscription: idOf(session.subscription),
    amountTotal: session.amount_total ?? 0,
    url: session.url,
    metadata: session.metadata ?? {},
  };
}
