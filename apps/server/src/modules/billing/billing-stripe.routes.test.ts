import type { BillingCustomer, ConsumedCredits, Invoice, PaymentMethods, PurchaseResult, Subscription } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { addBillingRoutes, type BillingStandIn } from '@/test/stripe-stand-in/billing-routes.ts';
import { startStripeStandIn, type StripeObject, type StripeStandIn } from '@/test/stripe-stand-in/stand-in.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { addPromoCode, api, billingProcess, boothPlan, GERMAN_ADDRESS, mayUseMosaic, planId, redemptionsOf, subscribe, subscribeBody } from './billing.test-support.ts';
import { invoices, providerEvents, subscriptions } from './billing.table.ts';
import { SAME_PURCHASE_MS } from './credit-purchases.ts';

/*
 * Billing against the Stripe stand-in: the official SDK talks to it over HTTP, and it delivers signed
 * webhooks to the app listening on a local port, the way Stripe does. What Stripe does on its own
 * (a buyer paying on Checkout, the end of a period) the tests do with the stand-in's helpers, then
 * send the events Stripe would send.
 */

const WEBHOOK_SECRET = 'whsec_billing';
let standIn: StripeStandIn;
let stripe: BillingStandIn;
let t: TestApp;
let counter = 0;
const fresh = () => signedInCustomer(t, `stripe-${++counter}@example.com`);

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  stripe = addBillingRoutes(standIn);
  t = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_billing', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url, SESSION_TTL_DAYS: '400' });
  standIn.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/stripe/webhook`;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const requestsTo = (method: string, path: string) => standIn.requests.filter((request) => request.method === method && request.path === path);
const rowsOf = (customer: TestCustomer) => t.runtime.database.db.select().from(subscriptions).where(eq(subscriptions.customerId, customer.id));
const ofType = (type: string) => [...standIn.objects.values()].filter((object) => object.object === type);
const customerAtStripe = (customer: TestCustomer) => ofType('customer').find((object) => (object.metadata as Record<string, string>).customerId === customer.id);
const invoicesOf = async (customer: TestCustomer) => (await api(t, customer, 'GET', '/stripe/billings')).json<{ items: Invoice[] }>().items;
const subscriptionOf = async (customer: TestCustomer) => (await api(t, customer, 'GET', '/stripe/customer')).json<BillingCustomer>().subscriptions[0];

async function delivered(type: string, object: StripeObject): Promise<string> {
  const sent = await standIn.sendEvent(type, object);
  expect(sent.status, sent.body).toBe(200);
  return sent.eventId;
}

/** Subscribes without a card: Stripe Checkout's page; answers the Checkout Session it made. */
async function toCheckout(customer: TestCustomer, planName: string, overrides: Parameters<typeof subscribeBody>[0] = {}): Promise<StripeObject> {
  const response = await subscribe(t, customer, await planId(t, planName), subscribeBody({ returnPath: '/events?tab=mine', ...overrides }));
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<PurchaseResult>();
  expect(result).toMatchObject({ status: 'redirect', subscription: null, redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) });
  return standIn.get(result.redirectUrl?.split('/').at(-1) ?? '');
}

/** The buyer pays on Checkout and Stripe sends its events (the subscription's first, as it often does). */
async function paidOnCheckout(session: StripeObject): Promise<{ subscription: StripeObject; invoice: StripeObject }> {
  const completed = stripe.completeCheckout(session.id);
  if (!completed.subscription || !completed.invoice) throw new Error('no subscription made');
  await delivered('customer.subscription.created', completed.subscription);
  await delivered('invoice.paid', completed.invoice);
  await delivered('checkout.session.completed', completed.session);
  return { subscription: completed.subscription, invoice: completed.invoice };
}

describe('subscribing through Stripe Checkout', () => {
  it('sends the buyer to Checkout with our price, VAT and return addresses; the webhooks raise the level and open the Gold features', async () => {
    const anna = await fresh();
    const session = await toCheckout(anna, 'Gold', { licenses: 2 });
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: customerAtStripe(anna)?.id,
      success_url: `${TEST_PUBLIC_URL}/subscription/finished?prev=${encodeURIComponent('/events?tab=mine')}`,
      cancel_url: `${TEST_PUBLIC_URL}/subscription?prev=${encodeURIComponent('/events?tab=mine')}`,
      metadata: expect.objectContaining({ kind: 'subscription', customerId: anna.id, product: 'booth', net: '11800', vat: '2242', vatRate: '1900' }),
    });
    const createBody = requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body ?? {};
    const price = ofType('price').find((object) => object.lookup_key === 'boothwerk_gold_month_5900');
    expect(price).toMatchObject({ unit_amount: 5900, recurring: { interval: 'month' }, tax_behavior: 'exclusive' });
    const taxRate = ofType('tax_rate').find((object) => object.percentage === 19);
    expect(taxRate).toMatchObject({ inclusive: false });
    expect(createBody.line_items).toEqual([{ price: price?.id, quantity: '2', tax_rates: [taxRate?.id] }]);
    expect(customerAtStripe(anna)).toMatchObject({ email: anna.email, tax_exempt: 'none', address: expect.objectContaining({ line1: GERMAN_ADDRESS.street, city: 'Berlin', country: 'DE' }) });

    // Before the payment: nothing changed, and the purchase holds the product.
    expect(await boothPlan(t, anna)).toBe('Free');
    expect((await api(t, anna, 'GET', '/stripe/customer')).json<BillingCustomer>().subscriptions).toEqual([]);

    const { subscription } = await paidOnCheckout(session);
    expect(await boothPlan(t, anna)).toBe('Gold');
    expect(await mayUseMosaic(t, anna)).toBe(true);
    const mine = await subscriptionOf(anna);
    expect(mine).toMatchObject({ status: 'active', licenses: 2, plan: { name: 'Gold' }, amounts: { net: 11800, vat: 2242, total: 14042 } });
    expect(await rowsOf(anna)).toEqual([expect.objectContaining({ providerSubscriptionId: subscription.id })]);
    const [invoice] = await invoicesOf(anna);
    expect(invoice).toMatchObject({ status: 'paid', net: 11800, vat: 2242, vatRate: 1900, total: 14042, testMode: true, number: expect.stringMatching(/^STANDIN-/) });
  });

  it('answers the same Checkout page to a double click, and 409 to a second subscription of the product once paid', async () => {
    const ben = await fresh();
    const first = await toCheckout(ben, 'Silver');
    const again = await toCheckout(ben, 'Silver');
    expect(again.id).toBe(first.id);
    await paidOnCheckout(first);
    const third = await subscribe(t, ben, await planId(t, 'Gold'), subscribeBody());
    expect(third.statusCode).toBe(409);
    expect(third.json<{ message: string }>().message).toMatch(/cancel/i);
  });

  it('closes the open Checkout when the buyer changes the purchase, and gives the claim back when a Checkout expires', async () => {
    const cleo = await fresh();
    await addPromoCode(t, 'CHANGE5', { kind: 'percent', value: 5 });
    const first = await toCheckout(cleo, 'Silver', { promoCode: 'CHANGE5' });
    expect(await redemptionsOf(t, 'CHANGE5')).toBe(1);
    const second = await toCheckout(cleo, 'Gold');
    expect(second.id).not.toBe(first.id);
    expect(standIn.get(first.id).status).toBe('expired');
    expect(await redemptionsOf(t, 'CHANGE5')).toBe(0);

    const expired = standIn.save({ ...standIn.get(second.id), status: 'expired', url: null });
    await delivered('checkout.session.expired', expired);
    expect(await rowsOf(cleo)).toEqual([]);
    const third = await toCheckout(cleo, 'Gold');
    expect(third.id).not.toBe(second.id);
  });
});

describe('subscribing with a saved card', () => {
  it('charges at once (done), the later webhooks change nothing twice', async () => {
    const dora = await fresh();
    const card = stripe.addCard('4242424242424242');
    const response = await subscribe(t, dora, await planId(t, 'Gold'), subscribeBody({ paymentMethodId: card.id }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PurchaseResult>()).toMatchObject({ status: 'done', subscription: { status: 'active', plan: { name: 'Gold' } } });
    expect(await boothPlan(t, dora)).toBe('Gold');
    const created = requestsTo('POST', '/v1/subscriptions').at(-1);
    expect(created?.body).toMatchObject({ payment_behavior: 'error_if_incomplete' });
    expect(created?.headers['idempotency-key']).toMatch(/^subscription:/);
    expect(customerAtStripe(dora)?.invoice_settings).toEqual({ default_payment_method: card.id });

    const subscription = standIn.get((await rowsOf(dora))[0]?.providerSubscriptionId ?? '');
    const invoice = stripe.latestInvoice(subscription.id);
    const createdEvent = await delivered('customer.subscription.created', subscription);
    const paidEvent = await delivered('invoice.paid', invoice);
    expect(await standIn.resend(createdEvent)).toBe(200);
    expect(await standIn.resend(paidEvent)).toBe(200);
    await delivered('invoice.paid', invoice);
    expect(await rowsOf(dora)).toHaveLength(1);
    expect(await invoicesOf(dora)).toHaveLength(1);
    const processed = await t.runtime.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, createdEvent));
    expect(processed).toEqual([expect.objectContaining({ processedAt: expect.any(Date) })]);
  });

  it('answers a declined card with 402 and keeps nothing (no subscription, card removed again, promo given back)', async () => {
    const emil = await fresh();
    await addPromoCode(t, 'STRIPE10', { kind: 'amount', value: 1000 });
    const declining = stripe.addCard('4000000000000002');
    const response = await subscribe(t, emil, await planId(t, 'Gold'), subscribeBody({ paymentMethodId: declining.id, promoCode: 'STRIPE10' }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(await rowsOf(emil)).toEqual([]);
    expect(await boothPlan(t, emil)).toBe('Free');
    expect(await redemptionsOf(t, 'STRIPE10')).toBe(0);
    expect(standIn.get(declining.id).customer).toBeNull();
    expect(ofType('subscription').filter((object) => object.customer === customerAtStripe(emil)?.id)).toEqual([]);
  });

  it('makes one subscription of a burst of five identical requests', async () => {
    const fritz = await fresh();
    const card = stripe.addCard('4242424242424242');
    const gold = await planId(t, 'Gold');
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe(t, fritz, gold, subscribeBody({ paymentMethodId: card.id }))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await rowsOf(fritz)).toHaveLength(1);
    expect(ofType('subscription').filter((object) => object.customer === customerAtStripe(fritz)?.id)).toHaveLength(1);
  });

  it('passes a promo code as a coupon promo_<CODE> and reverse charge as tax_exempt reverse with no tax rate', async () => {
    const gina = await fresh();
    await addPromoCode(t, 'TWENTY', { kind: 'percent', value: 20 });
    const card = stripe.addCard('4242424242424242');
    const address = { ...GERMAN_ADDRESS, city: 'Wien', zipCode: '1010', country: 'AT' };
    const response = await subscribe(t, gina, await planId(t, 'Gold'), subscribeBody({ paymentMethodId: card.id, promoCode: 'TWENTY', address, vatId: 'ATU12345678' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PurchaseResult>().subscription?.amounts).toMatchObject({ net: 4720, vat: 0, vatRate: 0, total: 4720 });
    expect(standIn.get('promo_TWENTY')).toMatchObject({ percent_off: 20, duration: 'forever' });
    const body = requestsTo('POST', '/v1/subscriptions').at(-1)?.body ?? {};
    expect(body.discounts).toEqual([{ coupon: 'promo_TWENTY' }]);
    expect(body.default_tax_rates).toBeUndefined();
    expect(customerAtStripe(gina)).toMatchObject({ tax_exempt: 'reverse' });
    expect(ofType('tax_id').filter((taxId) => taxId.customer === customerAtStripe(gina)?.id)).toEqual([expect.objectContaining({ type: 'eu_vat', value: 'ATU12345678' })]);

    const subscription = standIn.get((await rowsOf(gina))[0]?.providerSubscriptionId ?? '');
    await delivered('invoice.paid', stripe.latestInvoice(subscription.id));
    const [invoice] = await invoicesOf(gina);
    expect(invoice).toMatchObject({ subtotal: 5900, discount: 1180, net: 4720, vat: 0, total: 4720, reverseCharge: true, vatNote: expect.stringContaining('Reverse charge') });
  });
});

describe('webhooks', () => {
  it('refuses a bad signature with 400 and processes nothing', async () => {
    const hana = await fresh();
    const session = await toCheckout(hana, 'Gold');
    const { subscription } = { subscription: stripe.completeCheckout(session.id).subscription as StripeObject };
    const forged = await standIn.sendEvent('customer.subscription.created', subscription, { signWith: 'whsec_wrong' });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await t.runtime.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, forged.eventId))).toEqual([]);
    expect(await boothPlan(t, hana)).toBe('Free');
  });

  it('applies events in any order: a late "created" after the cancellation changes nothing back', async () => {
    const ida = await fresh();
    const session = await toCheckout(ida, 'Gold');
    const completed = stripe.completeCheckout(session.id);
    const created = completed.subscription as StripeObject;
    await delivered('checkout.session.completed', completed.session);
    expect(await boothPlan(t, ida)).toBe('Gold');
    const ended = stripe.end(created.id);
    await delivered('customer.subscription.deleted', ended);
    expect(await boothPlan(t, ida)).toBe('Free');
    // The "created" event arrives last, carrying the old state: the subscription is read again, still ended.
    await delivered('customer.subscription.created', created);
    expect(await subscriptionOf(ida)).toMatchObject({ status: 'canceled' });
    expect(await boothPlan(t, ida)).toBe('Free');
  });
});

describe('webhooks in Stripe\'s own order', () => {
  it('an invoice.paid that comes first applies the subscription too, and the invoice names it', async () => {
    const ole = await fresh();
    const completed = stripe.completeCheckout((await toCheckout(ole, 'Gold')).id);
    await delivered('invoice.paid', completed.invoice as StripeObject);
    expect(await boothPlan(t, ole)).toBe('Gold');
    const [row] = await rowsOf(ole);
    const [invoice] = await t.runtime.database.db.select().from(invoices).where(eq(invoices.customerId, ole.id));
    expect(invoice?.subscriptionId).toBe(row?.id);
    await delivered('customer.subscription.created', completed.subscription as StripeObject);
    await delivered('checkout.session.completed', completed.session);
    expect(await rowsOf(ole)).toHaveLength(1);
  });
});

describe('cancelling on Stripe', () => {
  it('cancels at the period end with the reason, keeps the plan until then, and falls back when Stripe ends it', async () => {
    const jan = await fresh();
    const { subscription } = await paidOnCheckout(await toCheckout(jan, 'Gold'));
    const mine = (await subscriptionOf(jan)) as Subscription;
    const cancelled = await api(t, jan, 'DELETE', `/stripe/subscriptions/${mine.id}`, undefined, { reason: 'switching' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Subscription>()).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: 'switching' });
    expect(standIn.get(subscription.id)).toMatchObject({ cancel_at_period_end: true, cancellation_details: expect.objectContaining({ feedback: 'switched_service' }) });
    expect(await boothPlan(t, jan)).toBe('Gold');
    // Stripe's own event about the change comes too: nothing more changes.
    await delivered('customer.subscription.updated', standIn.get(subscription.id));
    expect(await subscriptionOf(jan)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });

    await delivered('customer.subscription.deleted', stripe.end(subscription.id));
    expect(await subscriptionOf(jan)).toMatchObject({ status: 'canceled' });
    expect(await boothPlan(t, jan)).toBe('Free');
    expect(await mayUseMosaic(t, jan)).toBe(false);
  });

  it('takes a cancellation back; when no event ends it, the period end still ends the plan (the sweep)', async () => {
    const kai = await fresh();
    const { subscription } = await paidOnCheckout(await toCheckout(kai, 'Gold'));
    const mine = (await subscriptionOf(kai)) as Subscription;
    expect((await api(t, kai, 'DELETE', `/stripe/subscriptions/${mine.id}`, undefined, { reason: 'other' })).statusCode).toBe(200);
    const revoked = await api(t, kai, 'POST', `/stripe/subscriptions/${mine.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(standIn.get(subscription.id)).toMatchObject({ cancel_at_period_end: false });
    expect((await api(t, kai, 'POST', `/stripe/subscriptions/${mine.id}/revoke`)).statusCode).toBe(409);

    // The period ends and no renewal event arrives: the grant ran out, the sweep applies it.
    t.clock.offsetMs = new Date(mine.currentPeriodEnd ?? 0).getTime() - Date.now() + 60_000;
    await billingProcess(t).sweep.sweep();
    expect(await boothPlan(t, kai)).toBe('Free');
    // Stripe renews it after all: its events bring the plan back.
    const renewed = stripe.renew(subscription.id);
    t.clock.offsetMs = 0;
    await delivered('invoice.paid', renewed.invoice);
    expect(await boothPlan(t, kai)).toBe('Gold');
    expect(await invoicesOf(kai)).toHaveLength(2);
  });
});

describe('invoices, cards and credits on Stripe', () => {
  it("streams Stripe's own PDF of an invoice", async () => {
    const lea = await fresh();
    const { invoice } = await paidOnCheckout(await toCheckout(lea, 'Silver'));
    const [mine] = await invoicesOf(lea);
    const pdf = await api(t, lea, 'GET', `/stripe/billings/${mine?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`attachment; filename="${String(invoice.number)}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("lists, adds, makes default and removes cards; another customer's card is 404", async () => {
    const max = await fresh();
    expect((await api(t, max, 'PUT', '/stripe/customer', { address: GERMAN_ADDRESS })).statusCode).toBe(200);
    const card = stripe.addCard('4242424242424242');
    const added = await api(t, max, 'PUT', '/stripe/paymentMethods/default', { card: card.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<PaymentMethods>()).toEqual({ defaultId: card.id, items: [{ id: card.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number), name: 'Anna Berg' }] });
    const other = await fresh();
    expect((await api(t, other, 'DELETE', `/stripe/paymentMethods/${card.id}`)).statusCode).toBe(404);
    expect((await api(t, other, 'PUT', '/stripe/paymentMethods/default', { card: card.id })).statusCode).toBe(404);
    const removed = await api(t, max, 'DELETE', `/stripe/paymentMethods/${card.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<PaymentMethods>().items).toEqual([]);
  });

  it('buys credits on Checkout (payment mode) and books them once, however often the event comes', async () => {
    const nina = await fresh();
    expect((await api(t, nina, 'PUT', '/stripe/customer', { address: { ...GERMAN_ADDRESS, country: 'FR' } })).statusCode).toBe(200);
    const response = await api(t, nina, 'POST', '/products/credits/credits-100/buy', { returnPath: '/aistudio' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PurchaseResult>();
    expect(result.status).toBe('redirect');
    const session = standIn.get(result.redirectUrl?.split('/').at(-1) ?? '');
    expect(session).toMatchObject({ mode: 'payment', metadata: expect.objectContaining({ kind: 'credits', customerId: nina.id, pack: 'credits-100' }) });
    expect(requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body).toMatchObject({ invoice_creation: { enabled: 'true' } });

    const completed = stripe.completeCheckout(session.id);
    const eventId = await delivered('checkout.session.completed', completed.session);
    expect(await standIn.resend(eventId)).toBe(200);
    await delivered('checkout.session.completed', completed.session);
    if (completed.invoice) await delivered('invoice.paid', completed.invoice);
    const ledger = (await api(t, nina, 'GET', '/customers/consumedCredits')).json<ConsumedCredits>();
    expect(ledger.balance).toBe(100);
    expect(ledger.entries.filter((entry) => entry.kind === 'purchase')).toHaveLength(1);
    const [invoice] = await invoicesOf(nina);
    expect(invoice).toMatchObject({ net: 1000, vatRate: 2000, vat: 200, total: 1200 });
  });

  it('answers a burst of identical buys with one Checkout page, and a deliberate second buy with a new one', async () => {
    const olga = await fresh();
    expect((await api(t, olga, 'PUT', '/stripe/customer', { address: GERMAN_ADDRESS })).statusCode).toBe(200);
    const buy = () => api(t, olga, 'POST', '/products/credits/credits-100/buy', { returnPath: '/aistudio' });
    const answers = await Promise.all(Array.from({ length: 5 }, buy));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const urls = new Set(answers.map((answer) => answer.json<PurchaseResult>().redirectUrl));
    expect(urls.size).toBe(1);
    const sessionsOf = () => ofType('checkout.session').filter((session) => session.customer === customerAtStripe(olga)?.id);
    expect(sessionsOf()).toHaveLength(1);

    // Paid, and bought again on purpose a while later: a second page and a second purchase.
    const completed = stripe.completeCheckout(sessionsOf()[0]?.id ?? '');
    await delivered('checkout.session.completed', completed.session);
    t.clock.offsetMs = SAME_PURCHASE_MS + 1_000;
    const again = await buy();
    expect(again.statusCode, again.body).toBe(200);
    expect(urls.has(again.json<PurchaseResult>().redirectUrl)).toBe(false);
    const second = stripe.completeCheckout(sessionsOf().find((session) => session.status === 'open')?.id ?? '');
    await delivered('checkout.session.completed', second.session);
    const ledger = (await api(t, olga, 'GET', '/customers/consumedCredits')).json<ConsumedCredits>();
    expect(ledger.balance).toBe(200);
    expect(ledger.entries.filter((entry) => entry.kind === 'purchase')).toHaveLength(2);
  });
});
