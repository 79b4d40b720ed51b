import Stripe from 'stripe';
import { AppError } from '@/errors.ts';
import type { ConnectAccount, ConnectProvider, PaymentStart, PaymentStartInput, ProviderPayment } from './connect-provider.ts';

/** Stripe accepts a Checkout Session's expires_at 30 minutes to 24 hours ahead; a minute of margin for the clock. */
const CHECKOUT_MIN_LIFETIME_MS = 31 * 60_000;
const CHECKOUT_MAX_LIFETIME_MS = 23 * 60 * 60_000;

/**
 * Stripe's answer as a domain error: the provider could not be reached or refused the call. Nothing is
 * charged twice on a retry (every money call carries an idempotency key), so the client may try again.
 */
function providerError(what: string, error: unknown): unknown {
  return error instanceof Stripe.errors.StripeError ? new AppError('PAYMENT_PROVIDER_ERROR', `Stripe refused ${what}: ${error.message}`) : error;
}

async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(what, error);
  }
}

function accountOf(account: Stripe.Account): ConnectAccount {
  return { id: account.id, country: account.country ?? '', detailsSubmitted: account.details_submitted ?? false, chargesEnabled: account.charges_enabled ?? false };
}

/** When the Checkout may end: the session's deadline, moved into the window Stripe accepts. */
export function checkoutExpiry(wanted: Date, now: Date): Date {
  const earliest = now.getTime() + CHECKOUT_MIN_LIFETIME_MS;
  const latest = now.getTime() + CHECKOUT_MAX_LIFETIME_MS;
  return new Date(Math.min(latest, Math.max(earliest, wanted.getTime())));
}

/**
 * Stripe Connect with Express accounts and destination charges: the guest pays on Stripe Checkout on
 * the platform, the money is transferred to the organiser's account (transfer_data.destination), and a
 * refund takes that transfer back (reverse_transfer), so the organiser never keeps a refunded payment.
 */
export function createStripeConnect(stripe: Stripe, options: { testMode: boolean; now: () => Date }): ConnectProvider {
  return {
    name: 'stripe',
    testMode: options.testMode,

    async createAccount({ country, customerId, email, idempotencyKey }) {
      const account = await stripeCall('to open the payment account', () =>
        stripe.accounts.create(
          {
            type: 'express',
            country,
            email,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { customerId },
          },
          { idempotencyKey },
        ),
      );
      return accountOf(account);
    },

    async retrieveAccount(accountId) {
      return accountOf(await stripeCall('to read the payment account', () => stripe.accounts.retrieve(accountId)));
    },

    async onboardingLink(accountId, urls) {
      const link = await stripeCall('the onboarding link', () =>
        stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', refresh_url: urls.refreshUrl, return_url: urls.returnUrl }),
      );
      return link.url;
    },

    async dashboardLink(accountId) {
      return (await stripeCall('the dashboard link', () => stripe.accounts.createLoginLink(accountId))).url;
    },

    async startPayment(input: PaymentStartInput): Promise<PaymentStart> {
      const expiresAt = checkoutExpiry(input.expiresAt, options.now());
      const metadata = { ...input.metadata };
      const session = await stripeCall('to start the checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          // campaigns §9: payment option card (a filter on what Stripe would offer).
          allowed_payment_method_types: ['card'],
          line_items: [{ quantity: 1, price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amount, product_data: { name: input.description } } }],
          payment_intent_data: { transfer_data: { destination: input.destination }, description: input.description, metadata },
          client_reference_id: input.metadata.paymentSessionSlug,
          metadata,
          locale: input.locale,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR', 'Stripe answered a checkout without a URL');
      return { kind: 'redirect', checkoutId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async retrievePayment(paymentId): Promise<ProviderPayment | null> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw providerError('to read the payment', error);
      }
      const charge = typeof intent.latest_charge === 'object' && intent.latest_charge !== null ? intent.latest_charge : null;
      const card = charge?.payment_method_details?.card;
      return {
        id: intent.id,
        amount: intent.amount,
        succeeded: intent.status === 'succeeded',
        refunded: charge?.refunded ?? false,
        card: card ? { brand: card.brand ?? 'card', last4: card.last4 ?? '' } : null,
        metadata: { ...intent.metadata },
        created: new Date(intent.created * 1000),
      };
    },

    async refund({ paymentId, idempotencyKey }) {
      await stripeCall('the refund', () => stripe.refunds.create({ payment_intent: paymentId, reverse_transfer: true }, { idempotencyKey }));
    },
  };
}

