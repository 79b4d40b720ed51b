import type { PurchaseResult } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '@/modules/account/account-deletion.jobs.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { createStripeBilling } from '@/platform/payments/stripe-billing.ts';
import { createStripeClient } from '@/platform/payments/stripe-client.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { PASSWORD } from '@/test/auth-flows.ts';
import { addBillingRoutes, type BillingStandIn } from '@/test/stripe-stand-in/billing-routes.ts';
import { startStripeStandIn, type StripeStandIn } from '@/test/stripe-stand-in/stand-in.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { createAccountBillingStop } from './account-billing-stop.ts';
import { providerEvents, subscriptions } from './billing.table.ts';
import { api, billingProcess, planId, sandboxCard, subscribe, subscribeBody, subscribed } from './billing.test-support.ts';

/*
 * Deleting an account stops the money: before the account's rows go, every subscription that has not
 * ended is cancelled at once at the provider (it would otherwise go on charging a customer we no longer
 * know), and open Checkout pages are closed. The deletion job may run twice.
 */

const deleteRequest = (t: TestApp, customer: TestCustomer) => api(t, customer, 'DELETE', '/customers/account', { password: PASSWORD, email: customer.email });
const customerRow = async (t: TestApp, customer: TestCustomer) => (await t.runtime.database.db.select().from(customers).where(eq(customers.id, customer.id)))[0];
const providerIdsOf = async (t: TestApp, customer: TestCustomer) =>
  (await t.runtime.database.db.select().from(subscriptions).where(eq(subscriptions.customerId, customer.id))).map((row) => row.providerSubscriptionId);
const jobDeps = (t: TestApp) => ({ db: t.runtime.database.db, files: t.runtime.files, bus: t.runtime.bus, billing: t.runtime.billing });

describe('deleting an account in the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cancels its running subscriptions at once (a pending cancellation too), leaves other customers alone, and a second run is harmless', async () => {
    const anna = await signedInCustomer(t, 'sandbox-anna@example.com');
    await subscribed(t, anna, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const agency = await subscribed(t, anna, 'Agency', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const pending = await api(t, anna, 'DELETE', `/stripe/subscriptions/${agency.id}`, undefined, { reason: 'event-over' });
    expect(pending.statusCode, pending.body).toBe(200);
    const ids = await providerIdsOf(t, anna);
    expect(ids).toHaveLength(2);
    const ben = await signedInCustomer(t, 'sandbox-ben@example.com');
    await subscribed(t, ben, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const [bensId] = await providerIdsOf(t, ben);

    expect((await deleteRequest(t, anna)).statusCode).toBe(200);
    await t.drainJobs();
    expect(await customerRow(t, anna)).toBeUndefined();
    const sandbox = billingProcess(t).provider;
    for (const id of ids) expect(await sandbox.getSubscription(id)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    const deleted = await t.runtime.database.db.select().from(providerEvents).where(eq(providerEvents.type, 'customer.subscription.deleted'));
    expect(deleted.length).toBeGreaterThanOrEqual(2);
    expect(await sandbox.getSubscription(bensId ?? '')).toMatchObject({ status: 'active' });

    // The job again (a retry, a second queue entry): nothing left to do.
    expect(await deleteAccount(jobDeps(t), anna.id)).toBe('skipped');
    await t.runtime.jobs.queue({ name: 'account_delete', data: { customerId: anna.id } });
    await t.drainJobs();
  });

  it('runs the stop twice when a first run was cut short after it: the ended subscriptions stay ended', async () => {
    const cleo = await signedInCustomer(t, 'sandbox-cleo@example.com');
    await subscribed(t, cleo, 'Gold', subscribeBody({ paymentMethodId: await sandboxCard(t) }));
    const [id] = await providerIdsOf(t, cleo);
    expect((await deleteRequest(t, cleo)).statusCode).toBe(200);
    expect(await t.runtime.billing.stopAll(cleo.id)).toEqual({ canceled: 1, expired: 0 });
    expect(await deleteAccount(jobDeps(t), cleo.id)).toBe('success');
    expect(await customerRow(t, cleo)).toBeUndefined();
    expect(await billingProcess(t).provider.getSubscription(id ?? '')).toMatchObject({ status: 'canceled' });
  });
});

describe('deleting an account on Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_deletion';
  let standIn: StripeStandIn;
  let stripe: BillingStandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    stripe = addBillingRoutes(standIn);
    t = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_deletion', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url });
    standIn.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/stripe/webhook`;
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const cancels = () => standIn.requests.filter((request) => request.method === 'DELETE' && request.path.startsWith('/v1/subscriptions/'));

  async function toCheckout(customer: TestCustomer, url: string, body: object): Promise<string> {
    const response = await api(t, customer, 'POST', url, body);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PurchaseResult>();
    expect(result.status).toBe('redirect');
    return result.redirectUrl?.split('/').at(-1) ?? '';
  }

  it('cancels every subscription Stripe has for it (also one paid on Checkout whose events have not come) and closes open Checkouts, before the rows go', async () => {
    const dora = await signedInCustomer(t, 'stripe-dora@example.com');
    const card = stripe.addCard('4242424242424242');
    const charged = await subscribe(t, dora, await planId(t, 'Gold'), subscribeBody({ paymentMethodId: card.id }));
    expect(charged.statusCode, charged.body).toBe(200);
    // Paid on Checkout, but Stripe's events have not reached us: only Stripe knows this subscription.
    const paidSession = await toCheckout(dora, `/products/plans/${await planId(t, 'Agency')}/subscribe`, subscribeBody());
    const unannounced = stripe.completeCheckout(paidSession).subscription;
    // Left open: it could still be paid after the account is gone.
    const openSubscription = await toCheckout(dora, `/products/plans/${await planId(t, 'Premium (Beta)')}/subscribe`, subscribeBody());
    const openCredits = await toCheckout(dora, '/products/credits/credits-100/buy', {});
    const known = await providerIdsOf(t, dora);
    const running = known.filter((id) => id.startsWith('sub_'));
    expect(running).toHaveLength(1);

    // Another customer's subscription is not touched.
    const emil = await signedInCustomer(t, 'stripe-emil@example.com');
    const emilsCard = stripe.addCard('4242424242424242');
    expect((await subscribe(t, emil, await planId(t, 'Gold'), subscribeBody({ paymentMethodId: emilsCard.id }))).statusCode).toBe(200);
    const [emilsSubscription] = await providerIdsOf(t, emil);

    // Stripe unreachable: the job fails and nothing is deleted; the queue runs it again later.
    const unreachable = createStripeBilling({ stripe: createStripeClient({ secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET, apiBase: 'http://127.0.0.1:9', testMode: true }), testMode: true, log: pino({ level: 'silent' }) });
    expect((await deleteRequest(t, dora)).statusCode).toBe(200);
    const failing = { ...jobDeps(t), billing: createAccountBillingStop({ db: t.runtime.database.db, provider: unreachable, log: pino({ level: 'silent' }) }) };
    await expect(deleteAccount(failing, dora.id)).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    expect(await customerRow(t, dora)).toBeDefined();
    expect(cancels()).toEqual([]);

    await t.drainJobs();
    expect(await customerRow(t, dora)).toBeUndefined();
    const cancelled = cancels().map((request) => request.path.split('/').at(-1));
    expect(cancelled.sort()).toEqual([running[0], unannounced?.id].sort());
    for (const id of cancelled) expect(standIn.get(id ?? '')).toMatchObject({ status: 'canceled' });
    expect(standIn.get(openSubscription)).toMatchObject({ status: 'expired' });
    expect(standIn.get(openCredits)).toMatchObject({ status: 'expired' });
    expect(standIn.get(emilsSubscription ?? '')).toMatchObject({ status: 'active' });

    // A second run: nothing left, no error.
    expect(await deleteAccount(jobDeps(t), dora.id)).toBe('skipped');
  });

  it('a second stop after the first (a run cut short) finds the subscription ended at Stripe and goes on', async () => {
    const fritz = await signedInCustomer(t, 'stripe-fritz@example.com');
    const card = stripe.addCard('4242424242424242');
    expect((await subscribe(t, fritz, await planId(t, 'Gold'), subscribeBody({ paymentMethodId: card.id }))).statusCode).toBe(200);
    const [id] = await providerIdsOf(t, fritz);
    expect((await deleteRequest(t, fritz)).statusCode).toBe(200);
    expect(await t.runtime.billing.stopAll(fritz.id)).toEqual({ canceled: 1, expired: 0 });
    // Our row still says active (Stripe's event has not come), so the second run asks Stripe again: it has ended.
    expect(await deleteAccount(jobDeps(t), fritz.id)).toBe('success');
    expect(cancels().filter((request) => request.path.endsWith(id ?? ''))).toHaveLength(2);
    expect(standIn.get(id ?? '')).toMatchObject({ status: 'canceled' });
    expect(await customerRow(t, fritz)).toBeUndefined();
  });
});
