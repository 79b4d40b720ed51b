import type { Event, PaymentAccount, PaymentSession } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { addConnectRoutes, type ConnectStandIn } from '@/test/stripe-stand-in/connect-routes.ts';
import { startStripeStandIn, type StripeObject, type StripeStandIn } from '@/test/stripe-stand-in/stand-in.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { openSession, pay, paywalledPicture, sessionCall, viewSession } from './payments.test-support.ts';

/*
 * Guest payments against the Stripe stand-in: the official SDK talks to it over HTTP, and it delivers
 * signed webhooks to the app listening on a local port, the way Stripe does.
 */

const WEBHOOK_SECRET = 'whsec_x';
let standIn: StripeStandIn;
let connect: ConnectStandIn;
let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let party: { event: Event; shootId: string };
let account: PaymentAccount;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  connect = addConnectRoutes(standIn);
  t = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url });
  standIn.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/stripe/webhook`;
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  bob = await customerOn(t, 'bob@example.com', 'Gold');
  party = await paywalledPicture(t, ada, 250);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const lastRequest = (method: string, path: string) => standIn.requests.filter((request) => request.method === method && request.path === path).at(-1);
const refundsOf = (paymentIntent: string) => [...standIn.objects.values()].filter((object) => object.object === 'refund' && object.payment_intent === paymentIntent);
const view = async (slug: string) => (await viewSession(t, slug)).json<PaymentSession>();

/** Starts Checkout for a session: answers the Checkout Session the guest is sent to. */
async function checkout(slug: string): Promise<StripeObject> {
  const response = await pay(t, slug);
  expect(response.statusCode, response.body).toBe(200);
  const url = response.json<{ redirectUrl: string }>().redirectUrl;
  return standIn.get(url.split('/').at(-1) ?? '');
}

async function paidViaCheckout(): Promise<{ session: PaymentSession; paymentIntent: string; checkoutSession: StripeObject }> {
  const session = await openSession(t, (await insertShootRow(t, party.event.id, 'stripe')).id);
  const completed = connect.completeCheckout((await checkout(session.slug)).id);
  expect((await standIn.sendEvent('checkout.session.completed', completed.session)).status).toBe(200);
  return { session: await view(session.slug), paymentIntent: completed.paymentIntent.id, checkoutSession: completed.session };
}

describe('the Stripe Connect account', () => {
  it('opens an Express account with card payments and transfers in the country asked for', async () => {
    const created = await call(t, ada, 'POST', '/stripe/account', { country: 'DE' });
    expect(created.statusCode, created.body).toBe(201);
    account = created.json<PaymentAccount>();
    expect(account).toMatchObject({ onboarding_complete: false, allow_stripe: false, country: 'DE', testMode: true, provider: 'stripe' });
    expect(account.account_id).toMatch(/^acct_/);
    expect(lastRequest('POST', '/v1/accounts')?.body).toMatchObject({
      type: 'express',
      country: 'DE',
      email: 'ada@example.com',
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      metadata: { customerId: ada.id },
    });
  });

  it('links to Stripe onboarding; the dashboard login waits for it (409)', async () => {
    const link = await call(t, ada, 'POST', '/stripe/account/reauth');
    expect(link.json<{ url: string }>().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    expect(lastRequest('POST', '/v1/account_links')?.body).toMatchObject({
      account: account.account_id,
      type: 'account_onboarding',
      return_url: `${TEST_PUBLIC_URL}/settings?tab=billing&payments=return`,
    });
    expect((await call(t, ada, 'POST', '/stripe/account/login')).statusCode).toBe(409);
  });

  it('follows account.updated (details_submitted, charges_enabled), once per event', async () => {
    const updated = connect.updateAccount(account.account_id, { details_submitted: true, charges_enabled: true });
    const sent = await standIn.sendEvent('account.updated', updated, { account: account.account_id });
    expect(sent.status).toBe(200);
    expect((await call(t, ada, 'GET', '/stripe/account')).json<PaymentAccount>()).toMatchObject({ onboarding_complete: true, allow_stripe: true });
    expect(await standIn.resend(sent.eventId)).toBe(200);
    const login = await call(t, ada, 'POST', '/stripe/account/login');
    expect(login.json<{ url: string }>().url).toMatch(/^https:\/\/connect\.stripe\.com\/express\//);
  });
});

describe('paying on Stripe Checkout', () => {
  it('sends the guest to Checkout with a destination charge to the organiser', async () => {
    const session = await openSession(t, party.shootId);
    expect(session).toMatchObject({ provider: 'stripe', testMode: true, status: 'open' });
    const response = await pay(t, session.slug);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ redirectUrl: string }>().redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const body = lastRequest('POST', '/v1/checkout/sessions')?.body ?? {};
    const metadata = { kind: 'guest-payment', customerId: ada.id, paymentSessionSlug: session.slug };
    expect(body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '250' } }],
      payment_intent_data: { transfer_data: { destination: account.account_id }, metadata },
      metadata,
      success_url: `${TEST_PUBLIC_URL}/pay/${session.slug}?paid=1`,
      cancel_url: `${TEST_PUBLIC_URL}/pay/${session.slug}`,
    });
    // Stripe keeps a Checkout open at least 30 minutes; the session lives as long.
    const expiresAt = Number(body.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
    expect(Date.parse((await view(session.slug)).expiresAt)).toBe(expiresAt);
  });

  it('refuses an event with a bad signature (400) and changes nothing', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'forged')).id);
    const completed = connect.completeCheckout((await checkout(session.slug)).id);
    const forged = await standIn.sendEvent('checkout.session.completed', completed.session, { signWith: 'whsec_not_the_secret' });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await view(session.slug)).status).toBe('open');
  });

  it('is paid on checkout.session.completed with the card; a duplicate delivery changes nothing', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'paid')).id);
    const completed = connect.completeCheckout((await checkout(session.slug)).id, { brand: 'mastercard', last4: '4444' });
    const sent = await standIn.sendEvent('checkout.session.completed', completed.session);
    expect(sent.status).toBe(200);
    const paid = await view(session.slug);
    expect(paid).toMatchObject({ status: 'paid', card: { brand: 'mastercard', last4: '4444' } });
    expect(await standIn.resend(sent.eventId)).toBe(200);
    expect(await view(session.slug)).toEqual(paid);
    expect((await pay(t, session.slug)).statusCode).toBe(409);
  });

  it('is redeemed exactly once by a burst of 10', async () => {
    const { session } = await paidViaCheckout();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sessionCall(t, session.slug, 'redeem', ada.headers)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
  });

  it('gives a second payment for the same session back at once (two checkouts in two tabs)', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'tabs')).id);
    const first = connect.completeCheckout((await checkout(session.slug)).id);
    const second = connect.completeCheckout((await checkout(session.slug)).id);
    await standIn.sendEvent('checkout.session.completed', first.session);
    await standIn.sendEvent('checkout.session.completed', second.session);
    expect((await view(session.slug)).status).toBe('paid');
    expect(refundsOf(second.paymentIntent.id)).toHaveLength(1);
    expect(refundsOf(first.paymentIntent.id)).toHaveLength(0);
    // Stripe then reports the duplicate's refund: the session keeps the payment it has.
    await standIn.sendEvent('charge.refunded', connect.chargeOf(second.paymentIntent.id));
    expect((await view(session.slug)).status).toBe('paid');
  });

  it('keeps a payment Stripe confirms after the session was shown expired (the guest paid in time, the event came late)', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'late')).id);
    const completed = connect.completeCheckout((await checkout(session.slug)).id);
    t.clock.offsetMs = 2 * 3600_000;
    try {
      expect((await view(session.slug)).status).toBe('expired');
      expect((await standIn.sendEvent('checkout.session.completed', completed.session)).status).toBe(200);
      expect(await view(session.slug)).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('ends with the checkout the guest was last sent to (checkout.session.expired), not with an older one', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'expire')).id);
    const older = await checkout(session.slug);
    const latest = await checkout(session.slug);
    await standIn.sendEvent('checkout.session.expired', { ...older, status: 'expired' });
    expect((await view(session.slug)).status).toBe('open');
    await standIn.sendEvent('checkout.session.expired', { ...latest, status: 'expired' });
    expect((await view(session.slug)).status).toBe('expired');
  });
});

describe('refunds with Stripe', () => {
  it('refunds once with the transfer reversed; the charge.refunded that follows changes nothing', async () => {
    const { session, paymentIntent } = await paidViaCheckout();
    expect((await sessionCall(t, session.slug, 'refund', bob.headers)).statusCode).toBe(404);
    const refunded = await sessionCall(t, session.slug, 'refund', ada.headers);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<PaymentSession>().status).toBe('refunded');
    expect(lastRequest('POST', '/v1/refunds')?.body).toEqual({ payment_intent: paymentIntent, reverse_transfer: 'true' });
    expect(refundsOf(paymentIntent)).toHaveLength(1);
    await standIn.sendEvent('charge.refunded', connect.chargeOf(paymentIntent));
    expect((await sessionCall(t, session.slug, 'refund', ada.headers)).statusCode).toBe(409);
    expect(refundsOf(paymentIntent)).toHaveLength(1);
    expect((await view(session.slug)).status).toBe('refunded');
  });

  it('ends refunded when the refund event comes before the payment event, which then cannot bring it back', async () => {
    const session = await openSession(t, (await insertShootRow(t, party.event.id, 'order')).id);
    const completed = connect.completeCheckout((await checkout(session.slug)).id);
    // Refunded at Stripe (the dashboard), and Stripe delivers that first.
    const charge = standIn.save({ ...completed.charge, refunded: true, amount_refunded: completed.charge.amount });
    expect((await standIn.sendEvent('charge.refunded', charge)).status).toBe(200);
    expect((await view(session.slug)).status).toBe('refunded');
    expect((await standIn.sendEvent('checkout.session.completed', completed.session)).status).toBe(200);
    expect((await view(session.slug)).status).toBe('refunded');
    expect((await sessionCall(t, session.slug, 'redeem', ada.headers)).statusCode).toBe(409);
  });

  it('keeps the session paid when Stripe refuses the refund (502), so it can be tried again', async () => {
    const { session, paymentIntent } = await paidViaCheckout();
    // Refunded behind our back without an event yet: Stripe refuses a second refund.
    standIn.save({ ...connect.chargeOf(paymentIntent), refunded: true });
    const refused = await sessionCall(t, session.slug, 'refund', ada.headers);
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ code: string }>().code).toBe('PAYMENT_PROVIDER_ERROR');
    expect((await view(session.slug)).status).toBe('paid');
  });
});
