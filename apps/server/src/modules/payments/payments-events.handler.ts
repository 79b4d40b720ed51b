import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { guestPaymentMetadata, paymentIntentOf, type ConnectProvider } from '@/platform/payments/connect-provider.ts';
import type { ProviderEvent, ProviderEventHandler } from '@/platform/payments/provider-events.ts';
import type { PaymentAccountsService } from './payment-accounts.service.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { endWithCheckout, findSessionBySlug, markPaid, markRefundedByProvider } from './payment-sessions.repo.ts';

/**
 * The payments module's part of provider events (the brief's split: payments owns account.updated,
 * checkout.session.* with metadata.kind 'guest-payment', and charge.refunded of guest payments).
 * Each event is applied by re-reading the payment or account from the provider and one conditional
 * update, so a duplicate changes nothing and the order does not matter: a refund reported before the
 * payment still ends refunded, and the late payment event cannot bring the session back.
 */
export function createPaymentsEventHandler(deps: { db: Db; providers: PaymentProviders; accounts: PaymentAccountsService; now: () => Date; log: Logger }): ProviderEventHandler {
  const { db, providers, accounts, now, log } = deps;

  /** The session an event's metadata names, if it is a guest payment of ours for the same customer. */
  async function sessionFor(metadata: unknown) {
    const guest = guestPaymentMetadata(metadata);
    if (!guest) return null;
    const session = await findSessionBySlug(db, guest.paymentSessionSlug);
    if (!session || session.customerId !== guest.customerId) {
      log.warn({ slug: guest.paymentSessionSlug }, 'a guest payment event names no payment session of ours');
      return null;
    }
    return session;
  }

  async function paid(provider: ConnectProvider, event: ProviderEvent): Promise<void> {
    const { object } = event;
    if (object.payment_status !== 'paid') return;
    const session = await sessionFor(object.metadata);
    const paymentId = paymentIntentOf(object);
    if (!session || !paymentId) return;
    const payment = await provider.retrievePayment(paymentId);
    if (!payment?.succeeded) return;
    const checkoutId = typeof object.id === 'string' ? object.id : null;
    if (await markPaid(db, session.slug, { paymentId, checkoutId, card: payment.card, at: now() })) return;
    // Not moved: this payment is already recorded (a duplicate), or it is a second payment for a session
    // paid with another one (two checkouts open in two tabs). The guest never pays twice: give it back.
    const latest = await findSessionBySlug(db, session.slug);
    if (latest?.providerPaymentId && latest.providerPaymentId !== paymentId && !payment.refunded) {
      log.warn({ slug: session.slug, paymentId }, 'a second payment for one payment session: refunded at once');
      await provider.refund({ paymentId, idempotencyKey: `duplicate:${paymentId}` });
    }
  }

  async function ended(event: ProviderEvent, status: 'expired' | 'failed'): Promise<void> {
    const session = await sessionFor(event.object.metadata);
    const checkoutId = event.object.id;
    if (!session || typeof checkoutId !== 'string') return;
    // Only the checkout the guest was last sent to ends the session; an older, abandoned one does not.
    await endWithCheckout(db, session.slug, checkoutId, status, status === 'failed' ? 'payment_failed' : null);
  }

  async function refunded(provider: ConnectProvider, event: ProviderEvent): Promise<void> {
    const { object } = event;
    // Only a full refund ends the session (we never refund in part; one made at the provider in part leaves it paid).
    if (object.refunded !== true) return;
    const paymentId = paymentIntentOf(object);
    if (!paymentId) return;
    // Billing's refunds name their own kind; a charge without the payment's metadata is looked up at the payment.
    const kind = typeof object.metadata === 'object' && object.metadata !== null ? (object.metadata as Record<string, unknown>).kind : undefined;
    if (kind !== undefined && kind !== 'guest-payment') return;
    const metadata = kind === 'guest-payment' ? object.metadata : (await provider.retrievePayment(paymentId))?.metadata;
    const session = await sessionFor(metadata);
    if (!session) return;
    await markRefundedByProvider(db, session.slug, paymentId, now());
  }

  return async (event) => {
    switch (event.type) {
      case 'account.updated': {
        const accountId = typeof event.object.id === 'string' ? event.object.id : event.account;
        if (accountId) await accounts.syncFromProvider(event.provider, accountId);
        return;
      }
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return paid(providers.of(event.provider), event);
      case 'checkout.session.expired':
        return ended(event, 'expired');
      case 'checkout.session.async_payment_failed':
        return ended(event, 'failed');
      case 'charge.refunded':
        return refunded(providers.of(event.provider), event);
      default:
        return;
    }
  };
}
