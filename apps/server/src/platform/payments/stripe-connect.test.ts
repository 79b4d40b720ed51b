import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConnectRoutes, type ConnectStandIn } from '@/test/stripe-stand-in/connect-routes.ts';
import { startStripeStandIn, type StripeStandIn } from '@/test/stripe-stand-in/stand-in.ts';
import type { ConnectProvider } from './connect-provider.ts';
import { createStripeClient } from './stripe-client.ts';
import { checkoutExpiry, createStripeConnect } from './stripe-connect.ts';

let standIn: StripeStandIn;
let connect: ConnectStandIn;
let stripe: ConnectProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: 'whsec_x' });
  connect = addConnectRoutes(standIn);
  stripe = createStripeConnect(createStripeClient({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: standIn.url, testMode: true }), { testMode: true, now: () => new Date() });
});
afterAll(async () => {
  await standIn?.close();
});

const metadata = { kind: 'guest-payment' as const, customerId: 'c1', paymentSessionSlug: 'slug-1' };
const count = (object: string) => [...standIn.objects.values()].filter((value) => value.object === object).length;

describe('checkoutExpiry', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('keeps a deadline Stripe accepts, and moves one outside its 30 minutes to 24 hours into it', () => {
    expect(checkoutExpiry(new Date('2026-05-01T13:00:00Z'), now)).toEqual(new Date('2026-05-01T13:00:00Z'));
    expect(checkoutExpiry(new Date('2026-05-01T12:10:00Z'), now)).toEqual(new Date('2026-05-01T12:31:00Z'));
    expect(checkoutExpiry(new Date('2026-05-03T12:00:00Z'), now)).toEqual(new Date('2026-05-02T11:00:00Z'));
  });
});

describe('Stripe Connect through the SDK', () => {
  it('opens one account for a repeated idempotency key', async () => {
    const before = count('account');
    const input = { country: 'DE', customerId: 'c1', email: 'c1@example.com', idempotencyKey: 'payment-account:c1:DE' };
    const first = await stripe.createAccount(input);
    expect(await stripe.createAccount(input)).toEqual(first);
    expect(count('account')).toBe(before + 1);
    expect(first).toMatchObject({ country: 'DE', detailsSubmitted: false, chargesEnabled: false });
    connect.updateAccount(first.id, { details_submitted: true, charges_enabled: true });
    expect(await stripe.retrieveAccount(first.id)).toMatchObject({ detailsSubmitted: true, chargesEnabled: true });
  });

  it('answers refusals as PAYMENT_PROVIDER_ERROR and an unknown payment as null', async () => {
    await expect(stripe.retrieveAccount('acct_missing')).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    await expect(stripe.dashboardLink((await stripe.createAccount({ country: 'AT', customerId: 'c2', email: 'c2@example.com', idempotencyKey: 'k2' })).id)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
    });
    expect(await stripe.retrievePayment('pi_missing')).toBeNull();
  });

  it('starts Checkout, reads the paid payment with its card, and refunds it once per key', async () => {
    const account = await stripe.createAccount({ country: 'DE', customerId: 'c3', email: 'c3@example.com', idempotencyKey: 'k3' });
    const start = await stripe.startPayment({
      destination: account.id,
      amount: 990,
      currency: 'EUR',
      description: 'Print – Party',
      metadata,
      expiresAt: new Date(Date.now() + 60 * 60_000),
      locale: 'en',
      successUrl: 'http://booth.test/en/pay/slug-1?paid=1',
      cancelUrl: 'http://booth.test/en/pay/slug-1',
    });
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    expect(start.url).toContain(start.checkoutId);
    const { paymentIntent } = connect.completeCheckout(start.checkoutId, { brand: 'amex', last4: '0005' });
    expect(await stripe.retrievePayment(paymentIntent.id)).toMatchObject({ id: paymentIntent.id, amount: 990, succeeded: true, refunded: false, card: { brand: 'amex', last4: '0005' }, metadata });
    await stripe.refund({ paymentId: paymentIntent.id, idempotencyKey: 'refund:slug-1' });
    await stripe.refund({ paymentId: paymentIntent.id, idempotencyKey: 'refund:slug-1' });
    expect([...standIn.objects.values()].filter((object) => object.object === 'refund' && object.payment_intent === paymentIntent.id)).toHaveLength(1);
    expect((await stripe.retrievePayment(paymentIntent.id))?.refunded).toBe(true);
    await expect(stripe.refund({ paymentId: paymentIntent.id, idempotencyKey: 'another-key' })).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
  });
});
