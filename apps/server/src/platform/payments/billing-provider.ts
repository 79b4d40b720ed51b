import type { Readable } from 'node:stream';
import type { BillingInterval, CancelReason, Card, CustomerAddress, PaymentProviderInfo, PromoKind, Quote, SandboxCardBody } from '@booth/shared';
import { AppError } from '@/errors.ts';

/**
 * The billing part of a payment provider (plans, invoices, cards, credit packs): Stripe
 * (stripe-billing.ts) or the built-in sandbox (sandbox-billing.ts). Confirmations do not come back
 * through these calls alone: both providers also raise Stripe-shaped events into the one dispatcher,
 * and the billing module re-reads the object named by an event through `getSubscription` & co.
 */

/** A card that was declined (Stripe `card_error`, or a sandbox test card that fails): 402 PAYMENT_DECLINED. */
export class PaymentDeclined extends AppError {
  constructor(readonly declineCode: string) {
    super('PAYMENT_DECLINED', declineMessages[declineCode] ?? 'The card was declined; use another card');
  }
}

const declineMessages: Record<string, string> = {
  card_declined: 'The card was declined; use another card',
  insufficient_funds: 'The card has insufficient funds; use another card',
  expired_card: 'The card has expired; use another card',
  incorrect_cvc: "The card's security code is wrong",
  authentication_required: 'The bank asks for authentication; pay on the payment page instead of with the saved card',
  test_mode_only:
    'Test mode — no real payment: use a test card (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 and 4000 0000 0000 9995 are declined)',
};

/** The provider failed or answered something unusable: 502 PAYMENT_PROVIDER_ERROR (the details go to the log only). */
export class PaymentProviderFailure extends AppError {
  constructor(message = 'The payment provider did not answer as expected; try again in a few minutes') {
    super('PAYMENT_PROVIDER_ERROR', message);
  }
}

/** Stripe's subscription statuses (the sandbox uses the same); the billing module maps them to its own. */
export type ProviderSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

/** A subscription as the provider holds it now (normalised from Stripe's shape). */
export interface ProviderSubscription {
  id: string;
  /** The provider's customer id (cus_…). */
  customer: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  cancelReason: CancelReason | null;
  quantity: number;
  /** What we wrote when creating it (kind, customerId, subscriptionId, planId, amounts …; see subscriptionMetadata). */
  metadata: Record<string, string>;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

/** The buyer as printed on an invoice. */
export interface BilledTo {
  name: string;
  email: string;
  companyName: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  vatId: string;
}

export interface ProviderInvoice {
  id: string;
  customer: string;
  /** The provider's subscription id it bills, or null (a credit pack). */
  subscription: string | null;
  number: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  net: number;
  /** Basis points (1900 = 19 %). */
  vatRate: number;
  vat: number;
  total: number;
  reverseCharge: boolean;
  billedTo: BilledTo;
  periodStart: Date | null;
  periodEnd: Date | null;
  issuedAt: Date;
  paidAt: Date | null;
  metadata: Record<string, string>;
}

/** A hosted checkout (Stripe Checkout; the sandbox's immediate payments look the same). */
export interface ProviderCheckout {
  id: string;
  customer: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  /** Subscription mode: the subscription it created. */
  subscription: string | null;
  amountTotal: number;
  /** The page to send the buyer to while it is open. */
  url: string | null;
  metadata: Record<string, string>;
}

/** The customer at the provider: what its invoices print, and whether VAT is reverse-charged. */
export interface BillingCustomerInput {
  customerId: string;
  email: string;
  name: string;
  address: CustomerAddress;
  vatId: string;
  reverseCharge: boolean;
}

/** One recurring plan as sold: we computed the price, discount and VAT (shared quoteSubscription). */
export interface PlanCharge {
  planName: string;
  interval: BillingInterval;
  licenses: number;
  quote: Quote;
  promo: { code: string; kind: PromoKind; value: number } | null;
}

/** Where a hosted page sends the buyer back to, and until when it is open. */
export interface CheckoutPages {
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  locale: 'de' | 'en';
}

export interface StartSubscriptionInput {
  providerCustomerId: string;
  charge: PlanCharge;
  /** A saved card (charged now, a decline throws PaymentDeclined); null: the provider's hosted page (Stripe only). */
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  /** The same key for a retried call: the provider creates one subscription (or one checkout). */
  idempotencyKey: string;
  pages: CheckoutPages;
}

export type StartSubscriptionResult = { kind: 'subscribed'; subscription: ProviderSubscription } | { kind: 'redirect'; url: string };

export interface OneOffPaymentInput {
  providerCustomerId: string;
  description: string;
  /** Net price of one item, the quantity, and the VAT on it (shared priceWithVat). */
  quote: Quote;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  idempotencyKey: string;
  pages: CheckoutPages;
}

/** `paid`: charged at once (the sandbox), confirmed by the checkout named; `redirect`: the provider's page. */
export type OneOffPaymentResult = { kind: 'paid'; checkoutId: string } | { kind: 'redirect'; url: string };

export interface BillingProvider {
  readonly info: PaymentProviderInfo;
  /** Creates the provider's customer (`existing` null) or updates it; answers its id. */
  saveCustomer(existing: string | null, input: BillingCustomerInput): Promise<string>;
  startSubscription(input: StartSubscriptionInput): Promise<StartSubscriptionResult>;
  /** Null when the provider does not know it. */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Cancel at the period's end (with the reason), or take that back. */
  setCancelAtPeriodEnd(id: string, cancel: boolean, reason: CancelReason | null): Promise<ProviderSubscription>;
  /**
   * Ends a subscription at once, not at its period's end: nothing is charged for it again (the account
   * is being deleted). One that has ended already is answered as it is; null when the provider does not know it.
   */
  cancelNow(id: string): Promise<ProviderSubscription | null>;
  /** The customer's subscriptions that have not ended (every status but canceled and incomplete_expired), however they were made. */
  liveSubscriptions(providerCustomerId: string): Promise<ProviderSubscription[]>;
  getInvoice(id: string): Promise<ProviderInvoice | null>;
  /** The provider's own PDF of an invoice, streamed; null when the provider issues none (the sandbox: we render it). */
  invoicePdf(id: string): Promise<Readable | null>;
  listPaymentMethods(providerCustomerId: string): Promise<{ defaultId: string | null; items: Card[] }>;
  /** Saves a card (created by the provider's card form) to the customer; NotFound for an unknown card or another customer's. */
  attachPaymentMethod(providerCustomerId: string, paymentMethodId: string): Promise<Card>;
  setDefaultPaymentMethod(providerCustomerId: string, paymentMethodId: string): Promise<void>;
  detachPaymentMethod(providerCustomerId: string, paymentMethodId: string): Promise<void>;
  startOneOffPayment(input: OneOffPaymentInput): Promise<OneOffPaymentResult>;
  getCheckout(id: string): Promise<ProviderCheckout | null>;
  /** The customer's newest hosted checkout made for `reference` (its metadata.subscriptionId), if any. */
  findCheckout(providerCustomerId: string, reference: string): Promise<ProviderCheckout | null>;
  /** The customer's hosted checkouts that can still be paid. */
  openCheckouts(providerCustomerId: string): Promise<ProviderCheckout[]>;
  /** Closes an open hosted checkout, so an abandoned purchase cannot be paid later. */
  expireCheckout(id: string): Promise<void>;
}

/** What only the sandbox does: its card form, and what Stripe's own clock and retries do. */
export interface SandboxBillingProvider extends BillingProvider {
  /** The card form's test card (test numbers only, else PaymentDeclined); the number is never stored. */
  createTestCard(card: SandboxCardBody): Promise<Card>;
  /** A subscription's period end: renews it (charge, paid invoice, events) or ends it when cancelled. Idempotent. */
  settlePeriodEnd(id: string): Promise<void>;
  /** Delivers events whose delivery failed before (the dispatcher retried like Stripe would); answers how many went out. */
  redeliverEvents(): Promise<number>;
}
