import { quoteSubscription } from '@booth/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/platform/db/database.ts';
import { createTestDatabase, type TestDatabase } from '@/test/test-database.ts';
import { PaymentDeclined, type PlanCharge, type SandboxBillingProvider, type StartSubscriptionInput } from './billing-provider.ts';
import type { ProviderEvent } from './provider-events.ts';
import { periodEnd, toUnix, type SandboxInvoice } from './sandbox-billing-objects.ts';
import { createSandboxBilling } from './sandbox-billing.ts';
import { createSandboxStore, type SandboxPaymentMethod } from './sandbox-store.ts';

let testDatabase: TestDatabase;
let database: Database;
let events: ProviderEvent[];
let failDeliveries: boolean;
const clock = { ms: Date.parse('2027-01-31T10:00:00Z') };
let sandbox: SandboxBillingProvider;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = testDatabase.database;
  await database.migrate();
  sandbox = createSandboxBilling({
    db: database.db,
    now: () => new Date(clock.ms),
    log: pino({ level: 'silent' }),
    sink: async (event) => {
      if (failDeliveries) throw new Error('the dispatcher is down');
      events.push(event);
    },
  });
});
afterAll(async () => {
  await testDatabase?.dispose();
});
beforeEach(() => {
  events = [];
  failDeliveries = false;
});

const card = (number: string, expiry = '12/39') => sandbox.createTestCard({ number, name: 'Anna Berg', expiry, cvc: '123' });
const charge: PlanCharge = { planName: 'Gold', interval: 'month', licenses: 2, quote: quoteSubscription({ planName: 'Gold', interval: 'month', licenses: 2, country: 'DE', vatId: null, promo: null }), promo: null };
let customers = 0;

async function customerWithCard(number = '4242424242424242'): Promise<{ customer: string; card: string }> {
  const customer = await sandbox.saveCustomer(null, { customerId: `00000000-0000-4000-8000-${String(++customers).padStart(12, '0')}`, email: 'anna@example.com', name: 'Fotobox GmbH', address: { companyName: 'Fotobox GmbH', street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DE' }, vatId: '', reverseCharge: false });
  const { id } = await card(number);
  await sandbox.attachPaymentMethod(customer, id);
  await sandbox.setDefaultPaymentMethod(customer, id);
  return { customer, card: id };
}

const start = (customer: string, paymentMethodId: string, key: string): Promise<ReturnType<SandboxBillingProvider['startSubscription']> extends Promise<infer R> ? R : never> =>
  sandbox.startSubscription({
    providerCustomerId: customer,
    charge,
    paymentMethodId,
    metadata: { kind: 'subscription', subscriptionId: key },
    idempotencyKey: key,
    pages: { successUrl: 'http://booth.test/ok', cancelUrl: 'http://booth.test/no', expiresAt: new Date(clock.ms + 3_600_000), locale: 'de' },
  } satisfies StartSubscriptionInput);

async function invoiceNumbers(customer: string): Promise<string[]> {
  const invoices = await createSandboxStore(database.db, () => new Date()).list<SandboxInvoice>('invoice', customer);
  return invoices.map((invoice) => invoice.number);
}

describe('the card form', () => {
  it('takes the three test cards, keeps no number, and refuses other numbers and expired cards', async () => {
    const good = await card('4242424242424242');
    expect(good).toEqual({ id: expect.stringMatching(/^pm_sb_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039, name: 'Anna Berg' });
    const stored = await createSandboxStore(database.db, () => new Date()).get<SandboxPaymentMethod>('payment_method', good.id);
    expect(JSON.stringify(stored)).not.toContain('424242424242');
    expect(stored).toMatchObject({ outcome: 'succeeds', customer: null });
    await expect(card('5555555555554444')).rejects.toMatchObject({ code: 'PAYMENT_DECLINED', declineCode: 'test_mode_only' });
    await expect(card('4242424242424242', '12/26')).rejects.toMatchObject({ declineCode: 'expired_card' });
  });
});

describe('subscriptions', () => {
  it('charges the card, issues a numbered paid invoice and raises created then paid; the same key makes no second one', async () => {
    const { customer } = await customerWithCard();
    const result = await start(customer, (await sandbox.listPaymentMethods(customer)).defaultId ?? '', 'key-1');
    expect(result.kind).toBe('subscribed');
    const subscription = result.kind === 'subscribed' ? result.subscription : null;
    expect(subscription).toMatchObject({ customer, status: 'active', quantity: 2, cancelAtPeriodEnd: false, currentPeriodStart: new Date(clock.ms - (clock.ms % 1000)) });
    // Anchored on the 31st: the first period ends on the last day of February.
    expect(subscription?.currentPeriodEnd?.toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.created', 'invoice.paid']);
    expect(events[1]?.object).toMatchObject({ object: 'invoice', status: 'paid', net: 11800, vat: 2242, total: 14042, number: expect.stringMatching(/^BW-TEST-\d{6}$/) });

    events = [];
    const again = await start(customer, (await sandbox.listPaymentMethods(customer)).defaultId ?? '', 'key-1');
    expect(again).toEqual(result);
    expect(events).toEqual([]);
    expect(await invoiceNumbers(customer)).toHaveLength(1);
  });

  it('keeps nothing of a declined charge, not even an invoice number', async () => {
    const { customer: first } = await customerWithCard();
    await start(first, (await sandbox.listPaymentMethods(first)).defaultId ?? '', 'key-before');
    const before = (await invoiceNumbers(first))[0] ?? '';
    const { customer, card: declining } = await customerWithCard('4000000000000002');
    await expect(start(customer, declining, 'key-declined')).rejects.toBeInstanceOf(PaymentDeclined);
    expect(await sandbox.getSubscription('sub_sb_none')).toBeNull();
    expect(await invoiceNumbers(customer)).toEqual([]);
    const { customer: next } = await customerWithCard();
    await start(next, (await sandbox.listPaymentMethods(next)).defaultId ?? '', 'key-after');
    const after = (await invoiceNumbers(next))[0] ?? '';
    expect(Number(after.slice(-6))).toBe(Number(before.slice(-6)) + 1);
  });

  it('renews at the period end (a paid invoice, the next period from the anchor) and ends a cancelled one', async () => {
    const { customer, card: method } = await customerWithCard();
    const started = await start(customer, method, 'key-renew');
    const id = started.kind === 'subscribed' ? started.subscription.id : '';
    await sandbox.settlePeriodEnd(id);
    expect((await sandbox.getSubscription(id))?.currentPeriodEnd?.toISOString()).toBe('2027-02-28T10:00:00.000Z');

    clock.ms = Date.parse('2027-02-28T10:00:30Z');
    events = [];
    await Promise.all([sandbox.settlePeriodEnd(id), sandbox.settlePeriodEnd(id)]);
    const renewed = await sandbox.getSubscription(id);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: new Date('2027-02-28T10:00:00Z'), currentPeriodEnd: new Date('2027-03-31T10:00:00Z') });
    expect(events.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(await invoiceNumbers(customer)).toHaveLength(2);

    await sandbox.setCancelAtPeriodEnd(id, true, 'event-over');
    clock.ms = Date.parse('2027-03-31T10:01:00Z');
    events = [];
    await sandbox.settlePeriodEnd(id);
    expect(await sandbox.getSubscription(id)).toMatchObject({ status: 'canceled', cancelReason: 'event-over' });
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    clock.ms = Date.parse('2027-01-31T10:00:00Z');
  });

  it('charges once for a one-off payment asked twice at once with the same key (one invoice, one checkout)', async () => {
    const { customer, card: method } = await customerWithCard();
    const pay = () =>
      sandbox.startOneOffPayment({
        providerCustomerId: customer,
        description: 'Boothwerk 100 Credits',
        quote: charge.quote,
        paymentMethodId: method,
        metadata: { kind: 'credits' },
        idempotencyKey: 'purchase-twice',
        pages: { successUrl: 'http://booth.test/ok', cancelUrl: 'http://booth.test/no', expiresAt: new Date(clock.ms + 3_600_000), locale: 'de' },
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect(second).toEqual(first);
    expect(await invoiceNumbers(customer)).toHaveLength(1);
    expect(events.filter((event) => event.type === 'checkout.session.completed')).toHaveLength(1);
  });

  it('cancels at once, raising deleted; again it answers the ended one and raises nothing; an unknown one is null', async () => {
    const { customer, card: method } = await customerWithCard();
    const started = await start(customer, method, 'key-now');
    const id = started.kind === 'subscribed' ? started.subscription.id : '';
    expect((await sandbox.liveSubscriptions(customer)).map((subscription) => subscription.id)).toEqual([id]);
    events = [];
    expect(await sandbox.cancelNow(id)).toMatchObject({ id, status: 'canceled', cancelAtPeriodEnd: false, canceledAt: new Date(clock.ms - (clock.ms % 1000)) });
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(await sandbox.cancelNow(id)).toMatchObject({ status: 'canceled' });
    expect(events).toHaveLength(1);
    expect(await sandbox.liveSubscriptions(customer)).toEqual([]);
    expect(await sandbox.cancelNow('sub_sb_unknown')).toBeNull();
    expect(await sandbox.openCheckouts(customer)).toEqual([]);
  });

  it('sends an event again whose delivery failed, once it is half a minute old', async () => {
    const { customer, card: method } = await customerWithCard();
    failDeliveries = true;
    const started = await start(customer, method, 'key-redeliver');
    expect(started.kind).toBe('subscribed');
    failDeliveries = false;
    expect(await sandbox.redeliverEvents()).toBe(0);
    clock.ms += 31_000;
    expect(await sandbox.redeliverEvents()).toBe(2);
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.created', 'invoice.paid']);
    expect(await sandbox.redeliverEvents()).toBe(0);
    clock.ms = Date.parse('2027-01-31T10:00:00Z');
  });
});

describe('periodEnd', () => {
  it('counts periods from the anchor, keeping the day where the month has it', () => {
    const anchor = toUnix(new Date('2027-01-31T00:00:00Z'));
    expect([0, 1, 2].map((index) => new Date(periodEnd(anchor, 'month', index) * 1000).toISOString().slice(0, 10))).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(new Date(periodEnd(toUnix(new Date('2028-02-29T00:00:00Z')), 'year', 0) * 1000).toISOString().slice(0, 10)).toBe('2029-02-28');
  });
});
