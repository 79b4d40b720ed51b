import type { PaymentProviderName } from '@booth/shared';

/**
 * The port for card payments from guests to an organiser (campaigns §3 Payment account and session):
 * Stripe Connect (stripe-connect.ts) or the built-in sandbox (sandbox-connect.ts). Confirmations never
 * come back from these calls: they arrive as provider events (checkout.session.completed,
 * charge.refunded, account.updated) through the one dispatcher, so both providers take the same path.
 */
export interface ConnectProvider {
  readonly name: PaymentProviderName;
  /** The sandbox always; Stripe with a test key. */
  readonly testMode: boolean;
  /**
   * Opens the organiser's connected account. `idempotencyKey` makes a retried or doubled call answer
   * the same account instead of opening a second one at the provider.
   */
  createAccount(input: { country: string; customerId: string; email: string; idempotencyKey: string }): Promise<ConnectAccount>;
  /** The account as the provider has it now (events are re-read through this, never trusted for order). */
  retrieveAccount(accountId: string): Promise<ConnectAccount>;
  /** Where the organiser completes (or resumes) onboarding. */
  onboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  /** Where the organiser sees payouts (Stripe: a one-time Express dashboard login link). */
  dashboardLink(accountId: string): Promise<string>;
  /** Starts the guest's payment: a hosted checkout to redirect to (Stripe), or a charge made now (sandbox). */
  startPayment(input: PaymentStartInput): Promise<PaymentStart>;
  /** A payment as the provider has it now: what it was for (metadata), the card, whether it was refunded; null when unknown. */
  retrievePayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Refunds a payment in full (and takes the transfer back from the organiser). Same key → one refund. */
  refund(input: { paymentId: string; idempotencyKey: string }): Promise<void>;
}

export interface ConnectAccount {
  id: string;
  country: string;
  /** Onboarding finished (Stripe: details_submitted). */
  detailsSubmitted: boolean;
  /** Charges can be taken now (Stripe: charges_enabled). */
  chargesEnabled: boolean;
}

/** What every payment carries, so that its events find their way back (see brief: provider event metadata). */
export interface GuestPaymentMetadata {
  kind: 'guest-payment';
  customerId: string;
  paymentSessionSlug: string;
}

export interface PaymentStartInput {
  /** The organiser's connected account: the money goes there. */
  destination: string;
  /** Cents, EUR. */
  amount: number;
  currency: 'EUR';
  /** What the guest sees on the checkout page and the statement. */
  description: string;
  metadata: GuestPaymentMetadata;
  /** The checkout must not outlive this (Stripe accepts 30 minutes to 24 hours from now). */
  expiresAt: Date;
  locale: 'de' | 'en';
  successUrl: string;
  cancelUrl: string;
  /** The sandbox's test card (pm_sb_…); Stripe's Checkout collects the card itself and ignores it. */
  paymentMethodId?: string;
}

export type PaymentStart =
  | { kind: 'redirect'; checkoutId: string; url: string; expiresAt: Date }
  | { kind: 'charged'; paymentId: string }
  /** `reason`: the decline code (card_declined, insufficient_funds …); `message`: the provider's words for the guest. */
  | { kind: 'declined'; reason: string; message: string };

export interface ProviderPayment {
  id: string;
  amount: number;
  succeeded: boolean;
  /** Refunded in full. */
  refunded: boolean;
  card: { brand: string; last4: string } | null;
  metadata: Record<string, string>;
  created: Date;
}

/** A payment method id the sandbox does not know, or one saved to an organiser's billing (never a guest's to use). */
export class UnknownPaymentMethod extends Error {}

/** The guest-payment metadata of a provider object, or null when it is someone else's (billing's kinds). */
export function guestPaymentMetadata(metadata: unknown): GuestPaymentMetadata | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const { kind, customerId, paymentSessionSlug } = metadata as Record<string, unknown>;
  if (kind !== 'guest-payment' || typeof customerId !== 'string' || typeof paymentSessionSlug !== 'string') return null;
  return { kind, customerId, paymentSessionSlug };
}

/** The PaymentIntent an event's object names (a Checkout Session's or a Charge's `payment_intent`, id or expanded). */
export function paymentIntentOf(object: Record<string, unknown>): string | null {
  const value = object.payment_intent;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const id = (value as { id?: unknown }).id;
    return typeof id === 'string' ? id : null;
  }
  return null;
}
