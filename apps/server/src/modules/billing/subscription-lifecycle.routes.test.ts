import type { AuditPage, Invoice, PaymentMethods, Subscription } from '@booth/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { addPromoCode, api, billingProcess, boothPlan, DAY_MS, mayUseMosaic, pdfText, planId, redemptionsOf, sandboxCard, subscribe, subscribeBody, subscribed } from './billing.test-support.ts';
import { createPromoCodesService } from './promo-codes.service.ts';

let t: TestApp;
let counter = 0;
const fresh = () => signedInCustomer(t, `member-${++counter}@example.com`);

beforeAll(async () => {
  // Sessions outlive the moved clock (a month and more ahead).
  t = await buildTestApp({ SESSION_TTL_DAYS: '400' });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const cancel = (customer: TestCustomer, id: string, reason?: string) => api(t, customer, 'DELETE', `/stripe/subscriptions/${id}`, undefined, reason ? { reason } : {});
const revoke = (customer: TestCustomer, id: string) => api(t, customer, 'POST', `/stripe/subscriptions/${id}/revoke`);
const invoicesOf = async (customer: TestCustomer) => (await api(t, customer, 'GET', '/stripe/billings')).json<{ items: Invoice[] }>().items;
const subscriptionOf = async (customer: TestCustomer) => (await api(t, customer, 'GET', '/stripe/customer')).json<{ subscriptions: Subscription[] }>().subscriptions[0];
const auditActions = async (customer: TestCustomer) => (await api(t, customer, 'GET', '/customers/audit')).json<AuditPage>().entries.map((entry) => entry.action);

/** Moves the clock past the period's end and runs a sweep as every server process does each minute. */
async function pastPeriodEnd(subscription: Subscription, extraMs = 60_000) {
  t.clock.offsetMs = new Date(subscription.currentPeriodEnd ?? 0).getTime() - Date.now() + extraMs;
  return billingProcess(t).sweep.sweep();
}

describe('cancelling and taking it back', () => {
  it('needs the reason header, naming it', async () => {
    const anna = await fresh();
    const subscription = await subscribed(t, anna, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    for (const reason of [undefined, 'bored']) {
      const response = await cancel(anna, subscription.id, reason);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['reason']);
    }
  });

  it('cancels at the period end (200), keeps the plan until then, and takes it back (200); a second revoke is 409', async () => {
    const ben = await fresh();
    const subscription = await subscribed(t, ben, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const cancelled = await cancel(ben, subscription.id, 'too-expensive');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Subscription>()).toMatchObject({ id: subscription.id, status: 'active', cancelAtPeriodEnd: true, cancelReason: 'too-expensive', canceledAt: expect.any(String), currentPeriodEnd: subscription.currentPeriodEnd });
    expect(await boothPlan(t, ben)).toBe('Gold');
    // Again with the same reason: nothing changes; with another: the reason is updated.
    expect((await cancel(ben, subscription.id, 'too-expensive')).statusCode).toBe(200);
    expect((await cancel(ben, subscription.id, 'event-over')).json<Subscription>().cancelReason).toBe('event-over');

    const revoked = await revoke(ben, subscription.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<Subscription>()).toMatchObject({ cancelAtPeriodEnd: false, cancelReason: null, canceledAt: null });
    const again = await revoke(ben, subscription.id);
    expect(again.statusCode).toBe(409);
    expect(await auditActions(ben)).toEqual(expect.arrayContaining(['billing.subscribed', 'billing.canceled', 'billing.cancellation.revoked', 'billing.address.changed', 'billing.card.added']));
  });

  it("answers 404 for another customer's subscription, invoice and card", async () => {
    const owner = await fresh();
    const other = await fresh();
    const subscription = await subscribed(t, owner, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const [invoice] = await invoicesOf(owner);
    const card = (await api(t, owner, 'GET', '/stripe/paymentMethods')).json<PaymentMethods>().items[0];
    expect((await cancel(other, subscription.id, 'other')).statusCode).toBe(404);
    expect((await revoke(other, subscription.id)).statusCode).toBe(404);
    expect((await api(t, other, 'GET', `/stripe/billings/${invoice?.id}`)).statusCode).toBe(404);
    expect((await api(t, other, 'GET', `/stripe/billings/${invoice?.id}/pdf`)).statusCode).toBe(404);
    expect((await api(t, other, 'DELETE', `/stripe/paymentMethods/${card?.id}`)).statusCode).toBe(404);
    expect((await api(t, other, 'PUT', '/stripe/paymentMethods/default', { paymentId: card?.id })).statusCode).toBe(404);
    expect((await api(t, other, 'PUT', '/stripe/paymentMethods/default', { card: card?.id })).statusCode).toBe(404);
    expect((await cancel(owner, '00000000-0000-4000-8000-000000000000', 'other')).statusCode).toBe(404);
    // The owner's own are untouched.
    expect((await subscriptionOf(owner))?.cancelAtPeriodEnd).toBe(false);
    expect((await api(t, owner, 'GET', '/stripe/paymentMethods')).json<PaymentMethods>().items).toHaveLength(1);
  });
});

describe('the period end (the sweep on a moved clock)', () => {
  it('a cancelled subscription ends at its period end and the customer falls back to Free', async () => {
    const cleo = await fresh();
    const subscription = await subscribed(t, cleo, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    expect((await cancel(cleo, subscription.id, 'event-over')).statusCode).toBe(200);

    t.clock.offsetMs = new Date(subscription.currentPeriodEnd ?? 0).getTime() - Date.now() - 60_000;
    await billingProcess(t).sweep.sweep();
    expect(await boothPlan(t, cleo)).toBe('Gold');

    const result = await pastPeriodEnd(subscription);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(cleo)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(await boothPlan(t, cleo)).toBe('Free');
    expect(await mayUseMosaic(t, cleo)).toBe(false);
    expect(await invoicesOf(cleo)).toHaveLength(1);
    // Another sweep (another process) changes nothing.
    await billingProcess(t).sweep.sweep();
    expect(await invoicesOf(cleo)).toHaveLength(1);
    expect((await revoke(cleo, subscription.id)).statusCode).toBe(409);
    expect((await cancel(cleo, subscription.id, 'other')).statusCode).toBe(409);
  });

  it('a running subscription renews: a new paid invoice, the next period, the plan kept; two processes renew it once', async () => {
    const dora = await fresh();
    const subscription = await subscribed(t, dora, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    t.clock.offsetMs = new Date(subscription.currentPeriodEnd ?? 0).getTime() - Date.now() + 60_000;
    await Promise.all([billingProcess(t).sweep.sweep(), billingProcess(t).sweep.sweep()]);
    const renewed = await subscriptionOf(dora);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: subscription.currentPeriodEnd });
    expect(new Date(renewed?.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(new Date(subscription.currentPeriodEnd ?? 0).getTime() + 27 * DAY_MS);
    const invoices = await invoicesOf(dora);
    expect(invoices).toHaveLength(2);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(2);
    expect(await boothPlan(t, dora)).toBe('Gold');
  });

  it('a renewal whose card is declined is past due: the plan falls back at the end of the paid period', async () => {
    const emil = await fresh();
    const subscription = await subscribed(t, emil, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const declining = await sandboxCard(t, '4000 0000 0000 0002');
    expect((await api(t, emil, 'PUT', '/stripe/paymentMethods/default', { card: declining })).statusCode).toBe(200);
    await pastPeriodEnd(subscription);
    expect(await subscriptionOf(emil)).toMatchObject({ status: 'past_due' });
    expect(await boothPlan(t, emil)).toBe('Free');
    expect((await invoicesOf(emil)).map((invoice) => invoice.status)).toEqual(['open', 'paid']);
  });
});

describe('abandoned purchases', () => {
  it('a purchase that never finished (a crash) holds the product for ten minutes, then the sweep gives it and its promo redemption back', async () => {
    const hana = await fresh();
    await addPromoCode(t, 'CRASH', { kind: 'percent', value: 10 });
    const gold = await planId(t, 'Gold');
    const terms = { product: 'booth' as const, planId: gold, interval: 'month' as const, licenses: 1, promoCode: 'CRASH', net: 5310, vat: 1009, vatRate: 1900, total: 6319 };
    // A purchase claimed the product, then its process died before the provider was asked.
    const claimed = await billingProcess(t).claims.claim(hana, terms, 'charge', null);
    if (claimed.kind !== 'claimed') throw new Error('not claimed');
    await createPromoCodesService({ db: t.runtime.database.db, now: () => new Date() }).reserve('CRASH', claimed.claim.id, hana.id);
    expect(await redemptionsOf(t, 'CRASH')).toBe(1);

    const blocked = await subscribe(t, hana, gold, subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<{ message: string }>().message).toMatch(/being completed/);

    t.clock.offsetMs = 11 * 60_000;
    expect((await billingProcess(t).sweep.sweep()).released).toBe(1);
    expect(await redemptionsOf(t, 'CRASH')).toBe(0);
    t.clock.offsetMs = 0;
    await subscribed(t, hana, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
  });
});

describe('invoices', () => {
  it('are listed newest first; one by id; its PDF is a download with seller, buyer, VAT and the test-mode label', async () => {
    const fritz = await fresh();
    await subscribed(t, fritz, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t), address: { companyName: 'Wiener Fotobox', street: 'Ring 1', zipCode: '1010', city: 'Wien', country: 'AT' }, vatId: 'ATU12345678' }));
    const [invoice] = await invoicesOf(fritz);
    const one = await api(t, fritz, 'GET', `/stripe/billings/${invoice?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(invoice);

    const pdf = await api(t, fritz, 'GET', `/stripe/billings/${invoice?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="BW-TEST-\d{6}\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['Testmodus', 'Boothwerk', 'Wiener Fotobox', 'Ring 1', '1010 Wien', 'ATU12345678', invoice?.number ?? '-', 'Steuerschuldnerschaft des Leistungsempfängers / Reverse charge', 'Nettobetrag / Net amount', 'USt. / VAT 0 %', 'Gesamtbetrag / Total']) {
      expect(text).toContain(expected);
    }
  });
});

describe('saved cards', () => {
  it('adds a card as the default, removes one, and refuses to remove the last card of a renewing subscription', async () => {
    const gina = await fresh();
    await subscribed(t, gina, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const first = (await api(t, gina, 'GET', '/stripe/paymentMethods')).json<PaymentMethods>().items[0]?.id ?? '';
    const last = await api(t, gina, 'DELETE', `/stripe/paymentMethods/${first}`);
    expect(last.statusCode).toBe(409);

    const second = await sandboxCard(t);
    const added = await api(t, gina, 'PUT', '/stripe/paymentMethods/default', { card: second });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<PaymentMethods>()).toMatchObject({ defaultId: second });
    expect(added.json<PaymentMethods>().items.map((card) => card.id).sort()).toEqual([first, second].sort());
    const back = await api(t, gina, 'PUT', '/stripe/paymentMethods/default', { paymentId: first });
    expect(back.json<PaymentMethods>().defaultId).toBe(first);

    const removed = await api(t, gina, 'DELETE', `/stripe/paymentMethods/${first}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<PaymentMethods>()).toEqual({ defaultId: second, items: [expect.objectContaining({ id: second })] });
    expect(await auditActions(gina)).toEqual(expect.arrayContaining(['billing.card.added', 'billing.card.removed']));
  });

  it('names the field when neither or both of paymentId and card are given', async () => {
    const response = await api(t, await fresh(), 'PUT', '/stripe/paymentMethods/default', {});
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['paymentId']);
  });
});
