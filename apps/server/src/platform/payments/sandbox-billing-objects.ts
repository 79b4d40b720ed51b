import type { BillingInterval, CancelReason, Card, CustomerAddress } from '@booth/shared';
import { addMonths, addYears } from 'date-fns';
import type { BilledTo, InvoiceLine, PlanCharge, ProviderCheckout, ProviderInvoice, ProviderSubscription, ProviderSubscriptionStatus } from './billing-provider.ts';
import type { SandboxPaymentMethod } from './sandbox-store.ts';

/**
 * The sandbox's billing objects as it keeps them in sandbox_objects: Stripe's field names (unix
 * seconds, snake_case), so that an event's `data.object` looks like Stripe's; and how each is read
 * back in the port's normal form.
 */

export interface SandboxCustomer {
  object: 'customer';
  email: string;
  name: string;
  address: CustomerAddress;
  vat_id: string;
  tax_exempt: 'none' | 'reverse';
  default_payment_method: string | null;
  metadata: Record<string, string>;
}

export interface SandboxSubscription {
  object: 'subscription';
  customer: string;
  status: ProviderSubscriptionStatus;
  /** Periods are counted from the anchor, so a subscription started on the 31st renews on the last day of shorter months and on the 31st again. */
  billing_cycle_anchor: number;
  period_index: number;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_reason: CancelReason | null;
  quantity: number;
  /** What each period costs (renewals bill the same). */
  charge: PlanCharge;
  latest_invoice: string | null;
  metadata: Record<string, string>;
}

export interface SandboxInvoice {
  object: 'invoice';
  customer: string;
  subscription: string | null;
  number: string;
  status: ProviderInvoice['status'];
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  net: number;
  vat_rate: number;
  vat: number;
  total: number;
  reverse_charge: boolean;
  billed_to: BilledTo;
  period_start: number | null;
  period_end: number | null;
  created: number;
  paid_at: number | null;
  metadata: Record<string, string>;
}

export interface SandboxCheckout {
  object: 'checkout.session';
  mode: 'payment';
  customer: string;
  status: 'complete';
  payment_status: 'paid';
  amount_total: number;
  invoice: string;
  created: number;
  metadata: Record<string, string>;
}

export interface SandboxEvent {
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);
export const fromUnix = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/** The end of period `index` (0: the first) of a subscription anchored at `anchor`. */
export function periodEnd(anchor: number, interval: BillingInterval, index: number): number {
  const start = new Date(anchor * 1000);
  return toUnix(interval === 'year' ? addYears(start, index + 1) : addMonths(start, index + 1));
}

export function subscriptionOf(id: string, sub: SandboxSubscription): ProviderSubscription {
  return {
    id,
    customer: sub.customer,
    status: sub.status,
    currentPeriodStart: fromUnix(sub.current_period_start),
    currentPeriodEnd: fromUnix(sub.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: fromUnix(sub.canceled_at),
    cancelReason: sub.cancellation_reason,
    quantity: sub.quantity,
    metadata: sub.metadata,
  };
}

export function invoiceOf(id: string, invoice: SandboxInvoice): ProviderInvoice {
  return {
    id,
    customer: invoice.customer,
    subscription: invoice.subscription,
    number: invoice.number,
    status: invoice.status,
    lines: invoice.lines,
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    net: invoice.net,
    vatRate: invoice.vat_rate,
    vat: invoice.vat,
    total: invoice.total,
    reverseCharge: invoice.reverse_charge,
    billedTo: invoice.billed_to,
    periodStart: fromUnix(invoice.period_start),
    periodEnd: fromUnix(invoice.period_end),
    issuedAt: new Date(invoice.created * 1000),
    paidAt: fromUnix(invoice.paid_at),
    metadata: invoice.metadata,
  };
}

export function checkoutOf(id: string, checkout: SandboxCheckout): ProviderCheckout {
  return { id, customer: checkout.customer, status: checkout.status, paid: checkout.payment_status === 'paid', subscription: null, amountTotal: checkout.amount_total, url: null, metadata: checkout.metadata };
}

export function cardOf(id: string, method: SandboxPaymentMethod): Card {
  return { id, brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear, name: method.name };
}

/** The buyer as an invoice prints it, from the sandbox's customer. */
export function billedToOf(customer: SandboxCustomer): BilledTo {
  return { name: customer.name, email: customer.email, ...customer.address, vatId: customer.vat_id };
}
