import type { BillingCustomer, Invoice, PaymentMethods, ProductsResponse, PurchaseResult, Subscription } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planGrants } from '@/modules/admin/admin.table.ts';
import { customerOn } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import {
  addPromoCode,
  api,
  boothPlan,
  GERMAN_ADDRESS,
  mayUseMosaic,
  planId,
  redemptionsOf,
  sandboxCard,
  subscribe,
  subscribeBody,
  subscribed,
} from './billing.test-support.ts';
import { subscriptions } from './billing.table.ts';

let t: TestApp;
let counter = 0;
const fresh = () => signedInCustomer(t, `buyer-${++counter}@example.com`);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (customer: TestCustomer) => t.runtime.database.db.select().from(subscriptions).where(eq(subscriptions.customerId, customer.id));
const grantsOf = (customer: TestCustomer) => t.runtime.database.db.select().from(planGrants).where(eq(planGrants.customerId, customer.id));

describe('GET /products (public)', () => {
  it('lists the plans for sale per product (never Free), the credit packs and the sandbox provider', async () => {
    const response = await api(t, undefined, 'GET', '/products');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ProductsResponse>();
    expect(body.products.map((entry) => entry.product)).toEqual(['booth', 'peerpix', 'cheddar']);
    expect(body.products[0]?.plans.map((plan) => plan.name).sort()).toEqual(['Diamond', 'Gold', 'Platinum', 'Silver']);
    expect(body.products.flatMap((entry) => entry.plans.map((plan) => plan.name))).not.toContain('Free');
    expect(body.products[0]?.plans.find((plan) => plan.name === 'Gold')).toMatchObject({ level: 20, tier: 'Gold', active: true, currency: 'EUR', prices: { month: 5900, year: 59000 } });
    expect(body.creditPacks.map((pack) => pack.id)).toEqual(['credits-100', 'credits-500', 'credits-2000']);
    expect(body.provider).toEqual({ name: 'sandbox', testMode: true });
  });

  it('narrows to one product with ?product=', async () => {
    const body = (await api(t, undefined, 'GET', '/products?product=peerpix')).json<ProductsResponse>();
    expect(body.products).toHaveLength(1);
    expect(body.products[0]?.plans.map((plan) => plan.name).sort()).toEqual(['Agency', 'Starter']);
    expect((await api(t, undefined, 'GET', '/products?product=nope')).statusCode).toBe(400);
  });

  it('answers one plan by id, and 404 for an unknown id or Free', async () => {
    const gold = await api(t, undefined, 'GET', `/products/plans/${await planId(t, 'Gold')}`);
    expect(gold.statusCode).toBe(200);
    expect(gold.json()).toMatchObject({ name: 'Gold', product: 'booth' });
    expect((await api(t, undefined, 'GET', '/products/plans/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api(t, undefined, 'GET', '/products/plans/not-a-plan')).statusCode).toBe(404);
    expect((await api(t, undefined, 'GET', `/products/plans/${await planId(t, 'Free')}`)).statusCode).toBe(404);
  });
});

describe('the sandbox card form', () => {
  it('saves a test card without its number', async () => {
    const response = await api(t, undefined, 'POST', '/sandbox/payment-methods', { number: '4242 4242 4242 4242', name: 'Anna Berg', expiry: '12/39', cvc: '123' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(/^pm_sb_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039, name: 'Anna Berg' });
    expect(response.body).not.toContain('4242424242424242');
  });

  it('refuses any number that is not a test card with PAYMENT_DECLINED saying so', async () => {
    const response = await api(t, undefined, 'POST', '/sandbox/payment-methods', { number: '5555 5555 5555 4444', name: 'Anna Berg', expiry: '12/39', cvc: '123' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: expect.stringContaining('Test mode') });
  });

  it('names the field of a malformed card', async () => {
    const response = await api(t, undefined, 'POST', '/sandbox/payment-methods', { number: '4242', name: 'Anna Berg', expiry: '13/39', cvc: '12' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path).sort()).toEqual(['cvc', 'expiry', 'number']);
  });
});

describe('subscribing in the sandbox', () => {
  it('charges the test card, answers done, raises the level at once and opens the Gold features', async () => {
    const anna = await fresh();
    expect(await boothPlan(t, anna)).toBe('Free');
    expect(await mayUseMosaic(t, anna)).toBe(false);

    const subscription = await subscribed(t, anna, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t), licenses: 2 }));
    expect(subscription).toMatchObject({ product: 'booth', plan: { name: 'Gold', level: 20 }, interval: 'month', licenses: 2, status: 'active', cancelAtPeriodEnd: false });
    expect(subscription.amounts).toEqual({ net: 11800, vat: 2242, total: 14042, vatRate: 1900, currency: 'EUR' });
    expect(new Date(subscription.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    expect(await boothPlan(t, anna)).toBe('Gold');
    expect(await mayUseMosaic(t, anna)).toBe(true);
    const grants = (await grantsOf(anna)).filter((grant) => grant.source === 'subscription');
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ subscriptionId: subscription.id, revokedAt: null });

    const customer = (await api(t, anna, 'GET', '/stripe/customer')).json<BillingCustomer>();
    expect(customer).toMatchObject({ address: GERMAN_ADDRESS, vatId: '', provider: { name: 'sandbox', testMode: true } });
    expect(customer.subscriptions.map((entry) => entry.id)).toEqual([subscription.id]);
    const invoices = (await api(t, anna, 'GET', '/stripe/billings')).json<{ items: Invoice[] }>().items;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ number: expect.stringMatching(/^BW-TEST-\d{6}$/), status: 'paid', net: 11800, vatRate: 1900, vat: 2242, total: 14042, reverseCharge: false, testMode: true });
    const cards = (await api(t, anna, 'GET', '/stripe/paymentMethods')).json<PaymentMethods>();
    expect(cards.items).toHaveLength(1);
    expect(cards.defaultId).toBe(cards.items[0]?.id);
  });

  it('keeps nothing when the card is declined: 402, no subscription, no grant, no card, the promo redemption given back', async () => {
    const ben = await fresh();
    await addPromoCode(t, 'DECLINED10', { kind: 'percent', value: 10 });
    const response = await subscribe(t, ben, await planId(t, 'Gold'), subscribeBody({ paymentMethodId: await sandboxCard(t, '4000 0000 0000 0002'), promoCode: 'declined10' }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: expect.stringContaining('declined') });
    expect(await rowsOf(ben)).toEqual([]);
    expect((await grantsOf(ben)).filter((grant) => grant.source === 'subscription')).toEqual([]);
    expect(await boothPlan(t, ben)).toBe('Free');
    expect(await redemptionsOf(t, 'DECLINED10')).toBe(0);
    expect((await api(t, ben, 'GET', '/stripe/paymentMethods')).json<PaymentMethods>().items).toEqual([]);

    const poor = await subscribe(t, ben, await planId(t, 'Gold'), subscribeBody({ paymentMethodId: await sandboxCard(t, '4000 0000 0000 9995') }));
    expect(poor.statusCode).toBe(402);
    expect(poor.json<{ message: string }>().message).toContain('insufficient funds');
  });

  it('asks for a test card in test mode, naming paymentMethodId', async () => {
    const response = await subscribe(t, await fresh(), await planId(t, 'Gold'), subscribeBody());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['paymentMethodId']);
  });

  it("refuses another customer's card as unknown (404)", async () => {
    const owner = await fresh();
    await subscribed(t, owner, 'Silver', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const ownersCard = (await api(t, owner, 'GET', '/stripe/paymentMethods')).json<PaymentMethods>().items[0]?.id ?? '';
    const response = await subscribe(t, await fresh(), await planId(t, 'Gold'), subscribeBody({ paymentMethodId: ownersCard }));
    expect(response.statusCode).toBe(404);
  });

  it('allows one running subscription per product: another plan of it is 409 saying how to change plans; another product is fine', async () => {
    const cleo = await fresh();
    await subscribed(t, cleo, 'Silver', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const again = await subscribe(t, cleo, await planId(t, 'Gold'), subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/cancel/i);
    await subscribed(t, cleo, 'Starter', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    expect((await rowsOf(cleo)).map((row) => row.product).sort()).toEqual(['booth', 'peerpix']);
  });

  it('makes one subscription of a burst of five identical requests (a double click)', async () => {
    const dora = await fresh();
    const card = await sandboxCard(t);
    const gold = await planId(t, 'Gold');
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe(t, dora, gold, subscribeBody({ paymentMethodId: card }))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json<PurchaseResult>().status).toBe('done');
    expect(await rowsOf(dora)).toHaveLength(1);
    expect((await api(t, dora, 'GET', '/stripe/billings')).json<{ items: Invoice[] }>().items).toHaveLength(1);
  });

  it('never trusts the client for the price and refuses a VAT id of another country, naming vatId', async () => {
    const emil = await fresh();
    const response = await subscribe(t, emil, await planId(t, 'Gold'), { ...subscribeBody({ paymentMethodId: await sandboxCard(t), vatId: 'FR12345678901' }), total: 1 } as never);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['vatId']);
    expect(await rowsOf(emil)).toEqual([]);
  });
});

describe('VAT by the buyer (our quote, the same on the invoice)', () => {
  const cases = [
    { name: 'Germany 19 %', address: GERMAN_ADDRESS, vatId: 'DE123456789', vatRate: 1900, vat: 1121, reverseCharge: false },
    { name: 'a consumer in France 20 %', address: { ...GERMAN_ADDRESS, city: 'Paris', zipCode: '75001', country: 'FR' }, vatId: '', vatRate: 2000, vat: 1180, reverseCharge: false },
    { name: 'a business in Austria with a valid VAT id: reverse charge 0 %', address: { ...GERMAN_ADDRESS, city: 'Wien', zipCode: '1010', country: 'AT' }, vatId: 'ATU12345678', vatRate: 0, vat: 0, reverseCharge: true },
    { name: 'the USA 0 %', address: { ...GERMAN_ADDRESS, city: 'New York', zipCode: '10001', country: 'US' }, vatId: '', vatRate: 0, vat: 0, reverseCharge: false },
  ];
  it.each(cases)('$name', async ({ address, vatId, vatRate, vat, reverseCharge }) => {
    const buyer = await fresh();
    const subscription = await subscribed(t, buyer, 'Gold', subscribeBody({ address, vatId, paymentMethodId: await sandboxCard(t) }));
    expect(subscription.amounts).toMatchObject({ net: 5900, vatRate, vat, total: 5900 + vat });
    const [invoice] = (await api(t, buyer, 'GET', '/stripe/billings')).json<{ items: Invoice[] }>().items;
    expect(invoice).toMatchObject({ vatRate, vat, total: 5900 + vat, reverseCharge });
    if (reverseCharge) expect(invoice?.vatNote).toContain('Reverse charge');
    expect((await api(t, buyer, 'GET', '/stripe/customer')).json<BillingCustomer>()).toMatchObject({ address, vatId });
  });
});

describe('promo codes on a subscription', () => {
  it('takes the discount off each period and counts one redemption', async () => {
    await addPromoCode(t, 'HALF', { kind: 'percent', value: 50 });
    const subscription = await subscribed(t, await fresh(), 'Gold', subscribeBody({ promoCode: 'half', paymentMethodId: await sandboxCard(t) }));
    expect(subscription).toMatchObject({ promoCode: 'HALF', amounts: { net: 2950, vat: 561, total: 3511 } });
    expect(await redemptionsOf(t, 'HALF')).toBe(1);
  });

  it('refuses a code whose limit is reached with PROMO_CODE_INVALID saying why', async () => {
    await addPromoCode(t, 'ONCE', { kind: 'amount', value: 1000, maxRedemptions: 1 });
    await subscribed(t, await fresh(), 'Silver', subscribeBody({ promoCode: 'ONCE', paymentMethodId: await sandboxCard(t) }));
    const late = await fresh();
    const response = await subscribe(t, late, await planId(t, 'Silver'), subscribeBody({ promoCode: 'ONCE', paymentMethodId: await sandboxCard(t) }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'PROMO_CODE_INVALID', message: expect.stringMatching(/used up/) });
    expect(await rowsOf(late)).toEqual([]);
    expect(await redemptionsOf(t, 'ONCE')).toBe(1);
  });
});

describe('plans held otherwise', () => {
  it('a customer holding Gold by an admin grant keeps it beside a subscription of the same product', async () => {
    const gold = await customerOn(t, `granted-${++counter}@example.com`, 'Gold');
    const subscription: Subscription = await subscribed(t, gold, 'Silver', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    expect(subscription.status).toBe('active');
    expect(await boothPlan(t, gold)).toBe('Gold');
  });
});
