import { createHash } from 'node:crypto';
import { AppError } from '@/errors.ts';
import { UnknownPaymentMethod, type ConnectAccount, type ConnectProvider, type GuestPaymentMetadata, type PaymentStart, type ProviderPayment } from './connect-provider.ts';
import type { ProviderEventSink } from './provider-events.ts';
import type { SandboxPaymentMethod, SandboxStore } from './sandbox-store.ts';

/** A connected account as the sandbox keeps it (Stripe's field names, so events carry Stripe's shape). */
interface SandboxAccount {
  object: 'account';
  id: string;
  type: 'express';
  country: string;
  email: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  metadata: { customerId: string };
  created: number;
}

/** A guest's payment: a PaymentIntent with its one charge folded in (the sandbox has no separate charges). */
interface SandboxPayment {
  object: 'payment_intent';
  id: string;
  amount: number;
  currency: 'eur';
  status: 'succeeded';
  description: string;
  metadata: GuestPaymentMetadata;
  transfer_data: { destination: string };
  latest_charge: string;
  card: { brand: string; last4: string };
  refunded: boolean;
  created: number;
}

/** The sandbox's own words for its declines, as Stripe says them. */
const DECLINE_MESSAGES: Record<Exclude<SandboxPaymentMethod['outcome'], 'succeeds'>, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/** A stable id from what it stands for: a retried call finds the object (and raises the event) it made before. */
function derivedId(prefix: string, seed: string): string {
  return `${prefix}_sb_${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface SandboxConnect extends ConnectProvider {
  /** What the sandbox's onboarding page does instead of Stripe's forms: the account can take charges now. */
  completeOnboarding(accountId: string): Promise<ConnectAccount>;
}

/**
 * The built-in provider for guest payments ("Test mode — no real payment"): accounts, payments and
 * refunds live in sandbox_objects; a guest's test card (a payment_method from POST
 * /api/sandbox/payment-methods) decides by its outcome. Every confirmation is raised as the same
 * Stripe-shaped event Stripe would send (checkout.session.completed, charge.refunded,
 * account.updated) into the one dispatcher, with an id derived from what happened, so a retry is
 * processed once.
 */
export function createSandboxConnect(deps: { store: SandboxStore; sink: ProviderEventSink; now: () => Date; publicUrl: string }): SandboxConnect {
  const { store, sink, now, publicUrl } = deps;

  async function raise(type: string, object: { id: string } & Record<string, unknown>, seed: string, account: string | null): Promise<void> {
    const id = derivedId('evt', `${type}:${seed}`);
    const created = now();
    await store.put('event', id, { id, object: 'event', type, created: seconds(created), data: { object }, account }, account ?? '');
    await sink({ provider: 'sandbox', id, type, created, object, account });
  }

  async function accountById(accountId: string): Promise<SandboxAccount> {
    const account = await store.get<SandboxAccount>('account', accountId);
    if (!account) throw new AppError('PAYMENT_PROVIDER_ERROR', `The sandbox has no account ${accountId}`);
    return account;
  }

  async function paymentById(paymentId: string): Promise<SandboxPayment> {
    const payment = await store.get<SandboxPayment>('payment', paymentId);
    if (!payment) throw new AppError('PAYMENT_PROVIDER_ERROR', `The sandbox has no payment ${paymentId}`);
    return payment;
  }

  const accountOf = (account: SandboxAccount): ConnectAccount => ({
    id: account.id,
    country: account.country,
    detailsSubmitted: account.details_submitted,
    chargesEnabled: account.charges_enabled,
  });

  /** The completed checkout Stripe would report for a payment, with the metadata the handler routes by. */
  async function raiseCompleted(payment: SandboxPayment): Promise<void> {
    const checkoutId = derivedId('cs', payment.id);
    const checkout = {
      id: checkoutId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: payment.id,
      amount_total: payment.amount,
      currency: payment.currency,
      client_reference_id: payment.metadata.paymentSessionSlug,
      metadata: payment.metadata,
    };
    await store.put('checkout', checkoutId, checkout, payment.transfer_data.destination);
    await raise('checkout.session.completed', checkout, payment.id, null);
  }

  return {
    name: 'sandbox',
    testMode: true,

    async createAccount({ country, customerId, email, idempotencyKey }) {
      const id = derivedId('acct', idempotencyKey);
      const existing = await store.get<SandboxAccount>('account', id);
      if (existing) return accountOf(existing);
      const account: SandboxAccount = {
        object: 'account',
        id,
        type: 'express',
        country,
        email,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        metadata: { customerId },
        created: seconds(now()),
      };
      return accountOf(await store.put('account', id, account, customerId));
    },

    async retrieveAccount(accountId) {
      return accountOf(await accountById(accountId));
    },

    async completeOnboarding(accountId) {
      const account = await accountById(accountId);
      const done: SandboxAccount = { ...account, details_submitted: true, charges_enabled: true, payouts_enabled: true };
      await store.put('account', accountId, done, account.metadata.customerId);
      await raise('account.updated', { ...done }, `${accountId}:onboarded`, accountId);
      return accountOf(done);
    },

    // The sandbox's onboarding is a page of the web app: it asks nothing and completes at a click.
    async onboardingLink(accountId) {
      await accountById(accountId);
      return `${publicUrl}/payments/sandbox-onboarding/${encodeURIComponent(accountId)}`;
    },

    // There is no dashboard in the sandbox: the organiser's own payment settings are the nearest thing.
    async dashboardLink(accountId) {
      await accountById(accountId);
      return `${publicUrl}/settings?tab=billing`;
    },

    async startPayment(input): Promise<PaymentStart> {
      const account = await accountById(input.destination);
      if (!account.charges_enabled) throw new AppError('PAYMENT_PROVIDER_ERROR', 'The sandbox account cannot take charges yet');
      // One payment per payment session: a doubled or retried call finds the first and confirms it again.
      const paymentId = derivedId('pi', input.metadata.paymentSessionSlug);
      const earlier = await store.get<SandboxPayment>('payment', paymentId);
      if (earlier) {
        await raiseCompleted(earlier);
        return { kind: 'charged', paymentId };
      }
      const method = input.paymentMethodId ? await store.get<SandboxPaymentMethod>('payment_method', input.paymentMethodId) : null;
      // A card saved to an organiser's billing is theirs: a guest who learnt its id cannot pay with it.
      if (!method || method.customer !== null) throw new UnknownPaymentMethod(`No test card ${input.paymentMethodId ?? ''}`);
      if (method.outcome !== 'succeeds') return { kind: 'declined', reason: method.outcome, message: DECLINE_MESSAGES[method.outcome] };
      const payment: SandboxPayment = {
        object: 'payment_intent',
        id: paymentId,
        amount: input.amount,
        currency: 'eur',
        status: 'succeeded',
        description: input.description,
        metadata: input.metadata,
        transfer_data: { destination: input.destination },
        latest_charge: derivedId('ch', paymentId),
        card: { brand: method.brand, last4: method.last4 },
        refunded: false,
        created: seconds(now()),
      };
      await store.put('payment', paymentId, payment, input.destination);
      await raiseCompleted(payment);
      return { kind: 'charged', paymentId };
    },

    // Billing's sandbox objects are not payments of this kind: unknown here, as Stripe would say of a foreign id.
    async retrievePayment(paymentId): Promise<ProviderPayment | null> {
      const payment = await store.get<SandboxPayment>('payment', paymentId);
      if (!payment) return null;
      return {
        id: payment.id,
        amount: payment.amount,
        succeeded: payment.status === 'succeeded',
        refunded: payment.refunded,
        card: payment.card,
        metadata: { ...payment.metadata },
        created: new Date(payment.created * 1000),
      };
    },

    // Refunding twice refunds once (as Stripe with the same idempotency key); the event is raised again, and deduplicated by its id.
    async refund({ paymentId }) {
      const payment = await paymentById(paymentId);
      const refunded: SandboxPayment = { ...payment, refunded: true };
      if (!payment.refunded) await store.put('payment', paymentId, refunded, payment.transfer_data.destination);
      const charge = {
        id: payment.latest_charge,
        object: 'charge',
        amount: payment.amount,
        amount_refunded: payment.amount,
        currency: payment.currency,
        refunded: true,
        payment_intent: payment.id,
        metadata: payment.metadata,
      };
      await raise('charge.refunded', charge, paymentId, null);
    },
  };
}
