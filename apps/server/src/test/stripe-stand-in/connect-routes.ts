import { addCheckoutRoutes } from './checkout-routes.ts';
import { StandInError, type StripeObject, type StripeStandIn } from './stand-in.ts';
import { idempotent, record, seconds, text } from './stand-in-values.ts';

/**
 * The stand-in's Stripe Connect part (guest payments): connected accounts, account and login links,
 * Checkout Sessions in payment mode (their routes are checkout-routes.ts, shared with the billing part),
 * PaymentIntents with their charge, refunds. Objects keep Stripe's JSON shapes; what Stripe keeps to
 * itself (a Checkout's payment_intent_data) the shared checkout routes keep for completeCheckout.
 * Tests steer what a guest or Stripe would do with the helpers returned.
 */
export interface ConnectStandIn {
  /** The guest paid on Checkout: a PaymentIntent and its charge exist, the session is complete and paid. */
  completeCheckout(checkoutId: string, card?: { brand: string; last4: string }): { session: StripeObject; paymentIntent: StripeObject; charge: StripeObject };
  /** Stripe's verdict on an account (onboarding finished, charges enabled …). */
  updateAccount(accountId: string, changes: Partial<{ details_submitted: boolean; charges_enabled: boolean; payouts_enabled: boolean }>): StripeObject;
  /** The charge of a PaymentIntent. */
  chargeOf(paymentIntentId: string): StripeObject;
}


export function addConnectRoutes(standIn: StripeStandIn): ConnectStandIn {
  /** Checkout is shared with the billing part (one endpoint for every mode); it keeps payment_intent_data, which Stripe does not show on the session. */
  const checkouts = addCheckoutRoutes(standIn);


  standIn.route(
    'POST',
    '/v1/accounts',
    idempotent(standIn, ({ body }) =>
      standIn.save({
        id: standIn.newId('acct'),
        object: 'account',
        type: text(body.type) || 'express',
        country: text(body.country),
        email: text(body.email) || null,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: Object.fromEntries(Object.keys(record(body.capabilities)).map((name) => [name, 'inactive'])),
        metadata: record(body.metadata),
        created: seconds(),
      }),
    ),
  );
  standIn.route('GET', '/v1/accounts/:id', ({ params }) => standIn.get(params.id ?? ''));
  standIn.route('POST', '/v1/account_links', ({ body }) => {
    const account = standIn.get(text(body.account));
    return { object: 'account_link', created: seconds(), expires_at: seconds() + 300, url: `https://connect.stripe.com/setup/e/${account.id}/${standIn.newId('link')}` };
  });
  standIn.route('POST', '/v1/accounts/:id/login_links', ({ params }) => {
    const account = standIn.get(params.id ?? '');
    if (account.details_submitted !== true) {
      throw new StandInError({ status: 400, type: 'invalid_request_error', message: 'Cannot create a login link for an account that has not completed onboarding.' });
    }
    return { object: 'login_link', created: seconds(), url: `https://connect.stripe.com/express/${standIn.newId('login')}` };
  });

  standIn.route('GET', '/v1/payment_intents/:id', ({ params, body }) => {
    const intent = standIn.get(params.id ?? '');
    const expand = Array.isArray(body.expand) ? body.expand : [];
    return expand.includes('latest_charge') && typeof intent.latest_charge === 'string' ? { ...intent, latest_charge: standIn.get(intent.latest_charge) } : intent;
  });

  standIn.route(
    'POST',
    '/v1/refunds',
    idempotent(standIn, ({ body }) => {
      const intent = standIn.get(text(body.payment_intent));
      const charge = standIn.get(text(intent.latest_charge));
      if (charge.refunded === true) {
        throw new StandInError({ status: 400, type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` });
      }
      standIn.save({ ...charge, refunded: true, amount_refunded: charge.amount });
      return standIn.save({
        id: standIn.newId('re'),
        object: 'refund',
        amount: charge.amount,
        charge: charge.id,
        payment_intent: intent.id,
        currency: charge.currency,
        status: 'succeeded',
        metadata: {},
        created: seconds(),
      });
    }),
  );

  return {
    completeCheckout(checkoutId, card = { brand: 'visa', last4: '4242' }) {
      const session = standIn.get(checkoutId);
      const params = checkouts.paramsOf(checkoutId);
      if (!params) throw new Error(`stand-in: ${checkoutId} is not a checkout of this stand-in`);
      const extra = { amount: Number(session.amount_total), paymentIntentData: record(params.payment_intent_data) };
      const intentId = standIn.newId('pi');
      const charge = standIn.save({
        id: standIn.newId('ch'),
        object: 'charge',
        amount: extra.amount,
        amount_refunded: 0,
        currency: session.currency,
        paid: true,
        refunded: false,
        status: 'succeeded',
        payment_intent: intentId,
        // Like Stripe's charges of a Checkout: the PaymentIntent has the metadata, the charge need not.
        metadata: {},
        payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 } },
        transfer_data: record(extra.paymentIntentData.transfer_data),
        created: seconds(),
      });
      const paymentIntent = standIn.save({
        id: intentId,
        object: 'payment_intent',
        amount: extra.amount,
        currency: session.currency,
        status: 'succeeded',
        description: text(extra.paymentIntentData.description) || null,
        metadata: record(extra.paymentIntentData.metadata),
        transfer_data: record(extra.paymentIntentData.transfer_data),
        latest_charge: charge.id,
        created: seconds(),
      });
      const completed = standIn.save({ ...session, status: 'complete', payment_status: 'paid', payment_intent: intentId, url: null });
      return { session: completed, paymentIntent, charge };
    },
    updateAccount(accountId, changes) {
      return standIn.save({ ...standIn.get(accountId), ...changes });
    },
    chargeOf(paymentIntentId) {
      return standIn.get(text(standIn.get(paymentIntentId).latest_charge));
    },
  };
}
