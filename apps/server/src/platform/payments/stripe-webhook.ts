import type Stripe from 'stripe';
import type { ProviderEvent } from './provider-events.ts';

/** A webhook whose Stripe-Signature does not verify against STRIPE_WEBHOOK_SECRET (or is too old). */
export class WebhookSignatureError extends Error {}

/** Verifies a Stripe webhook (raw body + Stripe-Signature header) with the SDK and turns it into a ProviderEvent. */
export function verifyStripeWebhook(stripe: Stripe, rawBody: Buffer, signature: string | undefined, secret: string): ProviderEvent {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
  }
  return {
    provider: 'stripe',
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    object: event.data.object as unknown as Record<string, unknown>,
    account: event.account ?? null,
  };
}
