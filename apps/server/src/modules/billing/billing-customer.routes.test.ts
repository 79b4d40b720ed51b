import type { AuditPage, BillingCustomer, ConsumedCredits, Invoice, PurchaseResult } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { api, billingProcess, GERMAN_ADDRESS, sandboxCard } from './billing.test-support.ts';
import { creditPurchases } from './billing.table.ts';
import { SAME_PURCHASE_MS } from './credit-purchases.ts';

let t: TestApp;
let counter = 0;
const fresh = () => signedInCustomer(t, `account-${++counter}@example.com`);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const putCustomer = (customer: TestCustomer, body: unknown) => api(t, customer, 'PUT', '/stripe/customer', body);
const credits = async (customer: TestCustomer) => (await api(t, customer, 'GET', '/customers/consumedCredits')).json<ConsumedCredits>();
const buy = (customer: TestCustomer, pack: string, body: unknown) => api(t, customer, 'POST', `/products/credits/${pack}/buy`, body);

describe('GET/PUT /stripe/customer', () => {
  it('answers a new customer with an empty address and the provider', async () => {
    const anna = await fresh();
    const response = await api(t, anna, 'GET', '/stripe/customer');
    expect(response.statusCode).toBe(200);
    expect(response.json<BillingCustomer>()).toMatchObject({ customerId: anna.id, email: anna.email, vatId: '', subscriptions: [], credits: 0, provider: { name: 'sandbox', testMode: true } });
  });

  it('saves the address and VAT id (normal form), audited; a VAT id of another country is refused naming vatId', async () => {
    const ben = await fresh();
    const saved = await putCustomer(ben, { address: { ...GERMAN_ADDRESS, country: 'AT' }, vatId: 'atu 1234 5678' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<BillingCustomer>()).toMatchObject({ address: { ...GERMAN_ADDRESS, country: 'AT' }, vatId: 'ATU12345678' });
    const profile = await api(t, ben, 'GET', '/customers/profile');
    expect(profile.json<{ address: unknown }>().address).toEqual({ ...GERMAN_ADDRESS, country: 'AT' });

    const wrong = await putCustomer(ben, { address: GERMAN_ADDRESS, vatId: 'ATU12345678' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['vatId']);
    const noCountry = await putCustomer(ben, { address: { ...GERMAN_ADDRESS, country: '' } });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['address.country']);

    const audit = (await api(t, ben, 'GET', '/customers/audit')).json<AuditPage>().entries.filter((entry) => entry.action === 'billing.address.changed');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail.fields).toEqual(expect.arrayContaining(['country', 'vatId']));
  });

  it("shows a customer's billing to admins only (403 for others, 404 for an unknown id)", async () => {
    const cleo = await fresh();
    await putCustomer(cleo, { address: GERMAN_ADDRESS });
    const admin = await fresh();
    await makeAdmin(t, admin);
    const asAdmin = await api(t, admin, 'GET', `/stripe/customer/${cleo.id}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<BillingCustomer>()).toMatchObject({ customerId: cleo.id, address: GERMAN_ADDRESS });
    expect((await api(t, await fresh(), 'GET', `/stripe/customer/${cleo.id}`)).statusCode).toBe(403);
    expect((await api(t, cleo, 'GET', `/stripe/customer/${cleo.id}`)).statusCode).toBe(403);
    expect((await api(t, admin, 'GET', '/stripe/customer/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('credit packs in the sandbox', () => {
  it('asks for the billing address first, naming address.country', async () => {
    const response = await buy(await fresh(), 'credits-100', { paymentMethodId: await sandboxCard(t) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['address.country']);
  });

  it('charges the test card, books the credits once (a repeated event books nothing) and issues an invoice with VAT', async () => {
    const dora = await fresh();
    await putCustomer(dora, { address: GERMAN_ADDRESS });
    const response = await buy(dora, 'credits-500', { paymentMethodId: await sandboxCard(t) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PurchaseResult>()).toEqual({ status: 'done', redirectUrl: null, subscription: null });
    const ledger = await credits(dora);
    expect(ledger.balance).toBe(500);
    const purchases = ledger.entries.filter((entry) => entry.kind === 'purchase');
    expect(purchases).toEqual([expect.objectContaining({ amount: 500, note: expect.stringMatching(/payment cs_sb_/) })]);

    // Stripe delivers an event again now and then; another process may also apply it.
    const checkoutId = /payment (cs_sb_\w+)/.exec(purchases[0]?.note ?? '')?.[1] ?? '';
    const other = billingProcess(t);
    await other.credits.creditCheckout(checkoutId);
    await Promise.all([other.credits.creditCheckout(checkoutId), billingProcess(t).credits.creditCheckout(checkoutId)]);
    expect((await credits(dora)).balance).toBe(500);
    expect((await api(t, dora, 'GET', '/stripe/customer')).json<BillingCustomer>().credits).toBe(500);

    const [invoice] = (await api(t, dora, 'GET', '/stripe/billings')).json<{ items: Invoice[] }>().items;
    expect(invoice).toMatchObject({ net: 4500, vatRate: 1900, vat: 855, total: 5355, periodStart: null, lines: [expect.objectContaining({ quantity: 1, unitAmount: 4500 })] });
    const audit = (await api(t, dora, 'GET', '/customers/audit')).json<AuditPage>().entries.map((entry) => entry.action);
    expect(audit.filter((action) => action === 'billing.credits.bought')).toHaveLength(1);
  });

  it('charges once for a burst of identical buys and says so: one `done`, the others 409 naming that purchase; again for a deliberate second buy', async () => {
    const fred = await fresh();
    await putCustomer(fred, { address: GERMAN_ADDRESS });
    const card = await sandboxCard(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(fred, 'credits-100', { paymentMethodId: card })));
    const done = answers.filter((answer) => answer.statusCode === 200);
    expect(done.map((answer) => answer.json<PurchaseResult>().status)).toEqual(['done']);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 9 }, () => 409));
    const [purchase] = await t.runtime.database.db.select().from(creditPurchases).where(eq(creditPurchases.customerId, fred.id));
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ code: 'CONFLICT' });
      expect(answer.json<{ message: string }>().message).toMatch(new RegExp(`purchase \\(${purchase?.id}\\) (is already in progress|was made a moment ago)`));
    }
    // A retried request a moment after the first was answered is still that purchase: not charged again.
    t.clock.offsetMs = SAME_PURCHASE_MS - 2_000;
    const retried = await buy(fred, 'credits-100', { paymentMethodId: card });
    expect(retried.statusCode).toBe(409);
    expect(retried.json<{ message: string }>().message).toContain(`(${purchase?.id}) was made a moment ago`);
    const once = await credits(fred);
    expect(once.balance).toBe(100);
    expect(once.entries.filter((entry) => entry.kind === 'purchase')).toHaveLength(1);
    expect((await api(t, fred, 'GET', '/stripe/billings')).json<{ items: Invoice[] }>().items).toHaveLength(1);

    // Another pack at the same moment is another purchase.
    expect((await buy(fred, 'credits-500', { paymentMethodId: card })).statusCode).toBe(200);
    // The same pack again once the first was answered a while ago: bought on purpose.
    t.clock.offsetMs += SAME_PURCHASE_MS + 1_000;
    expect((await buy(fred, 'credits-100', { paymentMethodId: card })).statusCode).toBe(200);
    const after = await credits(fred);
    expect(after.balance).toBe(700);
    expect(after.entries.filter((entry) => entry.kind === 'purchase').map((entry) => entry.amount)).toEqual(expect.arrayContaining([100, 500, 100]));
    expect((await api(t, fred, 'GET', '/stripe/billings')).json<{ items: Invoice[] }>().items).toHaveLength(3);
    const audit = (await api(t, fred, 'GET', '/customers/audit')).json<AuditPage>().entries.map((entry) => entry.action);
    expect(audit.filter((action) => action === 'billing.credits.bought')).toHaveLength(3);
  });

  it('books nothing for a declined card', async () => {
    const emil = await fresh();
    await putCustomer(emil, { address: GERMAN_ADDRESS });
    const response = await buy(emil, 'credits-100', { paymentMethodId: await sandboxCard(t, '4000 0000 0000 0002') });
    expect(response.statusCode).toBe(402);
    expect((await credits(emil)).balance).toBe(0);
    expect((await api(t, emil, 'GET', '/stripe/billings')).json<{ items: Invoice[] }>().items).toEqual([]);
  });

  it('refuses an unknown pack naming it', async () => {
    const response = await buy(await fresh(), 'credits-7', {});
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['pack']);
  });
});
