import type { PaymentProviderName } from '@booth/shared';

/**
 * An event of the payment provider (a Stripe webhook event, or one the sandbox raises the same way):
 * the one way confirmations reach the modules. Handlers must be idempotent and order-independent: they
 * re-read the object from the provider (or compare its state) instead of trusting the event's order.
 */
export interface ProviderEvent {
  provider: PaymentProviderName;
  /** evt_… (Stripe) / evt_sb_… (sandbox): processed once (provider_events). */
  id: string;
  /** Stripe's event type: customer.subscription.updated, invoice.paid, checkout.session.completed, charge.refunded, account.updated … */
  type: string;
  created: Date;
  /** The event's data.object as the provider sent it (Stripe's shape; the sandbox uses the same fields). */
  object: Record<string, unknown>;
  /** The connected account the event is about (Stripe Connect), else null. */
  account: string | null;
}

/** A module's part of event processing: ignores the types it does not own. */
export type ProviderEventHandler = (event: ProviderEvent) => Promise<void>;

/** Where a provider delivers its events (the dispatcher in modules/billing: dedupe, then every handler). */
export type ProviderEventSink = (event: ProviderEvent) => Promise<void>;
