import { quoteSubscription } from '@booth/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingRoutes, type BillingStandIn } from '@/test/stripe-stand-in/billing-routes.ts';
import { startStripeStandIn, type StripeStandIn } from '@/test/stripe-stand-in/stand-in.ts';
import type { BillingProvider, PlanCharge } from './billing-provider.ts';
import { createStripeClient } from './stripe-client.ts';
import { createStripeBilling } from './stripe-billing.ts';

let standIn: StripeStandIn;
let stand: BillingStandIn;
let stripe: BillingProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: 'whsec_x' });
  stand = addBillingRoutes(standIn);
  stripe = createStripeBilling({ stripe: createStripeClient({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: standIn.url, testMode: true }), testMode: true, log: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await standIn?.close();
});

const ofType = (type: string) => [...standIn.objects.values()].filter((object) => object.object === type);
const pages = { successUrl: 'http://booth.test/ok', cancelUrl: 'http://booth.test/no', expiresAt: new Date(Date.now() + 3_600_000), locale: 'de' as const };
const address = { companyName: '', street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DE' };
let keys = 0;

function charge(promo: PlanCharge['promo'] = null, country = 'DE', vatId: string | null = null): PlanCharge {
  return { planName: 'Gold', interval: 'month', licenses: 1, quote: quoteSubscription({ planName: 'Gold', interval: 'month', licenses: 1, country, vatId, promo }), promo };
}

async function customerWithCard(number: string): Promise<{ customer: string; card: string }> {
  const customer = await stripe.saveCustomer(null, { customerId: `c-${++keys}`, email: 'anna@example.com', name: 'Anna Berg', address, vatId: '', reverseCharge: false });
  const card = stand.addCard(number).id;
  await stripe.attachPaymentMethod(customer, card);
  await stripe.setDefaultPaymentMethod(customer, card);
  return { customer, card };
}

describe('Stripe billing through the SDK', () => {
  it('makes one customer per account key, and keeps its VAT id as an eu_vat tax id', async () => {
    const input = { customerId: 'c-same', email: 'a@example.com', name: 'A', address, vatId: '', reverseCharge: false };
    const first = await stripe.saveCustomer(null, input);
    expect(await stripe.saveCustomer(null, input)).toBe(first);
    await stripe.saveCustomer(first, { ...input, address: { ...address, country: 'AT' }, vatId: 'ATU12345678', reverseCharge: true });
    expect(standIn.get(first)).toMatchObject({ tax_exempt: 'reverse', address: expect.objectContaining({ country: 'AT' }) });
    await stripe.saveCustomer(first, { ...input, vatId: 'DE123456789' });
    expect(ofType('tax_id').filter((taxId) => taxId.customer === first).map((taxId) => taxId.value)).toEqual(['DE123456789']);
  });

  it('subscribes with a saved card, reading the period from the item; prices and tax rates are made once and reused', async () => {
    const { customer, card } = await customerWithCard('4242424242424242');
    const metadata = { kind: 'subscription', subscriptionId: 'claim-1' };
    const result = await stripe.startSubscription({ providerCustomerId: customer, charge: charge(), paymentMethodId: card, metadata, idempotencyKey: 'claim-1', pages });
    expect(result.kind).toBe('subscribed');
    const subscription = result.kind === 'subscribed' ? result.subscription : null;
    expect(subscription).toMatchObject({ customer, status: 'active', quantity: 1, cancelAtPeriodEnd: false, cancelReason: null, metadata });
    expect(subscription?.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    const { customer: second, card: secondCard } = await customerWithCard('4242424242424242');
    await stripe.startSubscription({ providerCustomerId: second, charge: charge(), paymentMethodId: secondCard, metadata, idempotencyKey: 'claim-2', pages });
    expect(ofType('price')).toHaveLength(1);
    expect(ofType('tax_rate').filter((rate) => rate.percentage === 19)).toHaveLength(1);
    expect(await stripe.getSubscription('sub_unknown')).toBeNull();
  });

  it('turns a card_error into PaymentDeclined with the decline code', async () => {
    const { customer, card } = await customerWithCard('4000000000009995');
    await expect(stripe.startSubscription({ providerCustomerId: customer, charge: charge(), paymentMethodId: card, metadata: {}, idempotencyKey: 'claim-poor', pages })).rejects.toMatchObject({
      code: 'PAYMENT_DECLINED',
      declineCode: 'insufficient_funds',
    });
  });

  it('turns any other failure into PAYMENT_PROVIDER_ERROR without its details', async () => {
    const { customer, card } = await customerWithCard('4242424242424242');
    const result = await stripe.startSubscription({ providerCustomerId: customer, charge: charge(), paymentMethodId: card, metadata: {}, idempotencyKey: 'claim-ended', pages });
    const id = result.kind === 'subscribed' ? result.subscription.id : '';
    stand.end(id);
    // Stripe refuses to change an ended subscription (400 invalid_request_error): a provider failure to us.
    await expect(stripe.setCancelAtPeriodEnd(id, true, 'other')).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: expect.not.stringContaining('canceled subscription') });
  });

  it('makes the promo coupon once and remakes it when the code now gives another value', async () => {
    const { customer, card } = await customerWithCard('4242424242424242');
    const start = (value: number, key: string) =>
      stripe.startSubscription({ providerCustomerId: customer, charge: charge({ code: 'SPRING', kind: 'percent', value }), paymentMethodId: card, metadata: {}, idempotencyKey: key, pages });
    await start(10, 'claim-spring-1');
    expect(standIn.get('promo_SPRING')).toMatchObject({ percent_off: 10, duration: 'forever' });
    await start(15, 'claim-spring-2');
    expect(standIn.get('promo_SPRING')).toMatchObject({ percent_off: 15 });
  });

  it('cancels with the reason as Stripe feedback, and takes it back', async () => {
    const { customer, card } = await customerWithCard('4242424242424242');
    const result = await stripe.startSubscription({ providerCustomerId: customer, charge: charge(), paymentMethodId: card, metadata: {}, idempotencyKey: 'claim-cancel', pages });
    const id = result.kind === 'subscribed' ? result.subscription.id : '';
    expect(await stripe.setCancelAtPeriodEnd(id, true, 'missing-features')).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: 'missing-features', canceledAt: expect.any(Date) });
    expect(await stripe.setCancelAtPeriodEnd(id, false, null)).toMatchObject({ cancelAtPeriodEnd: false, cancelReason: null, canceledAt: null });
  });

  it('cancels at once: lists it as live before and not after; an ended one is answered as it is, an unknown one null', async () => {
    const { customer, card } = await customerWithCard('4242424242424242');
    const result = await stripe.startSubscription({ providerCustomerId: customer, charge: charge(), paymentMethodId: card, metadata: {}, idempotencyKey: 'claim-now', pages });
    const id = result.kind === 'subscribed' ? result.subscription.id : '';
    expect((await stripe.liveSubscriptions(customer)).map((subscription) => subscription.id)).toEqual([id]);
    expect(await stripe.cancelNow(id)).toMatchObject({ id, status: 'canceled' });
    // Stripe answers resource_missing to cancelling it again; that is "ended already", not a failure.
    expect(await stripe.cancelNow(id)).toMatchObject({ id, status: 'canceled' });
    expect(await stripe.liveSubscriptions(customer)).toEqual([]);
    expect(await stripe.cancelNow('sub_unknown')).toBeNull();
  });

  it("reads an invoice's amounts, VAT and buyer, and finds a customer's Checkout by our reference", async () => {
    const { customer, card } = await customerWithCard('4242424242424242');
    const result = await stripe.startSubscription({ providerCustomerId: customer, charge: charge({ code: 'TENOFF', kind: 'amount', value: 1000 }), paymentMethodId: card, metadata: { vatRate: '1900' }, idempotencyKey: 'claim-invoice', pages });
    const id = result.kind === 'subscribed' ? result.subscription.id : '';
    const invoice = await stripe.getInvoice(stand.latestInvoice(id).id);
    expect(invoice).toMatchObject({ customer, subscription: id, status: 'paid', subtotal: 5900, discount: 1000, net: 4900, vat: 931, vatRate: 1900, total: 5831, reverseCharge: false, billedTo: expect.objectContaining({ city: 'Berlin', email: 'anna@example.com' }) });

    const redirect = await stripe.startSubscription({ providerCustomerId: customer, charge: charge(), paymentMethodId: null, metadata: { subscriptionId: 'claim-x' }, idempotencyKey: 'claim-x', pages });
    expect(redirect.kind).toBe('redirect');
    const found = await stripe.findCheckout(customer, 'claim-x');
    expect(found).toMatchObject({ status: 'open', url: redirect.kind === 'redirect' ? redirect.url : '' });
    expect((await stripe.openCheckouts(customer)).map((checkout) => checkout.id)).toEqual([found?.id]);
    await stripe.expireCheckout(found?.id ?? '');
    expect(await stripe.findCheckout(customer, 'claim-x')).toMatchObject({ status: 'expired' });
    expect(await stripe.findCheckout(customer, 'claim-none')).toBeNull();
    expect(await stripe.openCheckouts(customer)).toEqual([]);
  });
});
