import { priceWithVat, quoteSubscription } from '@booth/shared';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createStripeBilling } from '@/platform/payments/stripe-billing.ts';
import { createStripeClient } from '@/platform/payments/stripe-client.ts';
import { createStripeConnect } from '@/platform/payments/stripe-connect.ts';
import { addBillingRoutes } from './billing-routes.ts';
import { addConnectRoutes } from './connect-routes.ts';
import { startStripeStandIn, type StripeStandIn } from './stand-in.ts';

/*
 * One stand-in serving billing and guest payments at once, as an installation with both does: Stripe
 * has one Checkout endpoint for every mode, so the sessions of each part must be made and completed
 * by the same handler, whichever part was added first.
 */

const address = { companyName: '', street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DE' };
const pages = { successUrl: 'http://booth.test/ok', cancelUrl: 'http://booth.test/no', expiresAt: new Date(Date.now() + 3_600_000), locale: 'de' as const };
const stands: StripeStandIn[] = [];

async function standInWithBoth(connectFirst: boolean) {
  const standIn = await startStripeStandIn({ webhookSecret: 'whsec_x' });
  stands.push(standIn);
  const connectRoutes = connectFirst ? addConnectRoutes(standIn) : null;
  const billingRoutes = addBillingRoutes(standIn);
  const connectStand = connectRoutes ?? addConnectRoutes(standIn);
  const client = createStripeClient({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: standIn.url, testMode: true });
  const billing = createStripeBilling({ stripe: client, testMode: true, log: pino({ level: 'silent' }) });
  const connect = createStripeConnect(client, { testMode: true, now: () => new Date() });
  return { standIn, billingRoutes, connectStand, billing, connect };
}

afterAll(async () => {
  for (const standIn of stands) await standIn.close();
});

describe.each([
  { order: 'billing first', connectFirst: false },
  { order: 'Connect first', connectFirst: true },
])('the stand-in with billing and Connect ($order)', ({ connectFirst }) => {
  it('makes and completes a subscription, a credit pack and a guest payment on Checkout', async () => {
    const { standIn, billingRoutes, connectStand, billing, connect } = await standInWithBoth(connectFirst);
    const customer = await billing.saveCustomer(null, { customerId: 'c-both', email: 'anna@example.com', name: 'Anna Berg', address, vatId: '', reverseCharge: false });
    const checkoutOf = (url: string) => standIn.get(url.split('/').at(-1) ?? '');

    // Billing, subscription mode: a saved Price.
    const quote = quoteSubscription({ planName: 'Gold', interval: 'month', licenses: 1, country: 'DE', vatId: null, promo: null });
    const subscribing = await billing.startSubscription({
      providerCustomerId: customer,
      charge: { planName: 'Gold', interval: 'month', licenses: 1, quote, promo: null },
      paymentMethodId: null,
      metadata: { kind: 'subscription', customerId: 'c-both', subscriptionId: 'claim-both' },
      idempotencyKey: 'claim-both',
      pages,
    });
    if (subscribing.kind !== 'redirect') throw new Error('expected Checkout');
    const subscriptionSession = checkoutOf(subscribing.url);
    expect(subscriptionSession).toMatchObject({ mode: 'subscription', customer, amount_total: quote.unitAmount });
    const subscribed = billingRoutes.completeCheckout(subscriptionSession.id);
    expect(subscribed.subscription).toMatchObject({ status: 'active', customer, metadata: expect.objectContaining({ subscriptionId: 'claim-both' }) });

    // Billing, payment mode: a credit pack with its invoice.
    const credits = await billing.startOneOffPayment({
      providerCustomerId: customer,
      description: 'Boothwerk 100 Credits',
      quote: priceWithVat(4900, 1, 4900, 0, 'DE', null),
      paymentMethodId: null,
      metadata: { kind: 'credits', customerId: 'c-both', pack: 'credits-100' },
      idempotencyKey: 'credits-both',
      pages,
    });
    if (credits.kind !== 'redirect') throw new Error('expected Checkout');
    const paid = billingRoutes.completeCheckout(checkoutOf(credits.url).id);
    expect(paid.session).toMatchObject({ mode: 'payment', status: 'complete', payment_status: 'paid', customer });
    expect(paid.invoice).toMatchObject({ status: 'paid', customer, metadata: expect.objectContaining({ kind: 'credits' }) });
    expect(await billing.getCheckout(paid.session.id)).toMatchObject({ status: 'complete', paid: true, metadata: expect.objectContaining({ pack: 'credits-100' }) });

    // Connect, payment mode: the money goes to the organiser's account (transfer_data).
    const account = await connect.createAccount({ country: 'DE', customerId: 'c-both', email: 'anna@example.com', idempotencyKey: 'account-both' });
    const guest = await connect.startPayment({
      destination: account.id,
      amount: 990,
      currency: 'EUR',
      description: 'Print – Party',
      metadata: { kind: 'guest-payment', customerId: 'c-both', paymentSessionSlug: 'slug-both' },
      expiresAt: new Date(Date.now() + 60 * 60_000),
      locale: 'en',
      successUrl: 'http://booth.test/en/pay/slug-both?paid=1',
      cancelUrl: 'http://booth.test/en/pay/slug-both',
    });
    if (guest.kind !== 'redirect') throw new Error('expected Checkout');
    expect(standIn.get(guest.checkoutId)).toMatchObject({ mode: 'payment', amount_total: 990, customer: null, metadata: expect.objectContaining({ kind: 'guest-payment' }) });
    const { paymentIntent } = connectStand.completeCheckout(guest.checkoutId);
    expect(paymentIntent).toMatchObject({ amount: 990, transfer_data: { destination: account.id }, metadata: expect.objectContaining({ paymentSessionSlug: 'slug-both' }) });
    expect(await connect.retrievePayment(paymentIntent.id)).toMatchObject({ amount: 990, succeeded: true });

    expect(standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')).toHaveLength(3);
  });
});
