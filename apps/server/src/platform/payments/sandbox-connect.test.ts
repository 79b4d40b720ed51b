import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/platform/db/database.ts';
import { createTestDatabase, type TestDatabase } from '@/test/test-database.ts';
import { UnknownPaymentMethod, type GuestPaymentMetadata } from './connect-provider.ts';
import type { ProviderEvent } from './provider-events.ts';
import { createSandboxConnect, type SandboxConnect } from './sandbox-connect.ts';
import { createSandboxStore, sandboxId, type SandboxPaymentMethod, type SandboxStore } from './sandbox-store.ts';

let testDatabase: TestDatabase;
let database: Database;
let store: SandboxStore;
let events: ProviderEvent[];
let sandbox: SandboxConnect;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = testDatabase.database;
  await database.migrate();
  store = createSandboxStore(database.db, () => new Date());
  sandbox = createSandboxConnect({ store, sink: async (event) => void events.push(event), now: () => new Date(), publicUrl: 'http://booth.test' });
});
afterAll(async () => {
  await testDatabase?.dispose();
});
beforeEach(() => {
  events = [];
});

async function card(outcome: SandboxPaymentMethod['outcome'], customer: string | null = null): Promise<string> {
  const id = sandboxId('pm');
  await store.put('payment_method', id, { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2035, name: 'Gast', outcome, customer } satisfies SandboxPaymentMethod);
  return id;
}

let accountCounter = 0;
async function onboardedAccount(): Promise<string> {
  accountCounter += 1;
  const account = await sandbox.createAccount({ country: 'DE', customerId: `c${accountCounter}`, email: 'o@example.com', idempotencyKey: `k${accountCounter}` });
  await sandbox.completeOnboarding(account.id);
  return account.id;
}

const metadata = (slug: string): GuestPaymentMetadata => ({ kind: 'guest-payment', customerId: 'c', paymentSessionSlug: slug });
const start = (destination: string, slug: string, paymentMethodId?: string) =>
  sandbox.startPayment({
    destination,
    amount: 250,
    currency: 'EUR',
    description: 'Print',
    metadata: metadata(slug),
    expiresAt: new Date(Date.now() + 60_000),
    locale: 'de',
    successUrl: 'http://booth.test/pay/x?paid=1',
    cancelUrl: 'http://booth.test/pay/x',
    ...(paymentMethodId ? { paymentMethodId } : {}),
  });

describe('sandbox accounts', () => {
  it('opens one account per idempotency key, not onboarded, and completes onboarding with account.updated', async () => {
    const first = await sandbox.createAccount({ country: 'AT', customerId: 'ada', email: 'ada@example.com', idempotencyKey: 'ada-key' });
    const again = await sandbox.createAccount({ country: 'AT', customerId: 'ada', email: 'ada@example.com', idempotencyKey: 'ada-key' });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ country: 'AT', detailsSubmitted: false, chargesEnabled: false });
    expect(first.id).toMatch(/^acct_sb_[0-9a-f]{24}$/);
    await expect(start(first.id, 'not-onboarded', await card('succeeds'))).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });

    expect(await sandbox.completeOnboarding(first.id)).toMatchObject({ detailsSubmitted: true, chargesEnabled: true });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ provider: 'sandbox', type: 'account.updated', account: first.id, object: { id: first.id, details_submitted: true, charges_enabled: true } });
    expect(events[0]?.id).toMatch(/^evt_sb_/);
    expect(await sandbox.onboardingLink(first.id, { refreshUrl: '', returnUrl: '' })).toBe(`http://booth.test/payments/sandbox-onboarding/${first.id}`);
    expect(await sandbox.dashboardLink(first.id)).toBe('http://booth.test/settings?tab=billing');
  });
});

describe('sandbox payments', () => {
  it('declines by the test card’s outcome, in Stripe’s words, and raises nothing', async () => {
    const account = await onboardedAccount();
    events = [];
    expect(await start(account, 'declined', await card('card_declined'))).toEqual({ kind: 'declined', reason: 'card_declined', message: 'Your card was declined.' });
    expect(await start(account, 'declined', await card('insufficient_funds'))).toMatchObject({ kind: 'declined', reason: 'insufficient_funds' });
    expect(events).toEqual([]);
  });

  it('knows only unattached test cards', async () => {
    const account = await onboardedAccount();
    await expect(start(account, 'unknown', 'pm_sb_missing')).rejects.toBeInstanceOf(UnknownPaymentMethod);
    await expect(start(account, 'attached', await card('succeeds', 'cus_sb_organiser'))).rejects.toBeInstanceOf(UnknownPaymentMethod);
    await expect(start(account, 'none')).rejects.toBeInstanceOf(UnknownPaymentMethod);
  });

  it('charges once per session and raises the same checkout.session.completed on a retry', async () => {
    const account = await onboardedAccount();
    events = [];
    const pm = await card('succeeds');
    const first = await start(account, 'slug-1', pm);
    const again = await start(account, 'slug-1', pm);
    expect(first.kind).toBe('charged');
    expect(again).toEqual(first);
    expect(events).toHaveLength(2);
    expect(events[1]?.id).toBe(events[0]?.id);
    expect(events[0]).toMatchObject({
      type: 'checkout.session.completed',
      object: { object: 'checkout.session', mode: 'payment', payment_status: 'paid', amount_total: 250, metadata: metadata('slug-1') },
    });
    const paymentId = first.kind === 'charged' ? first.paymentId : '';
    expect(events[0]?.object.payment_intent).toBe(paymentId);
    expect(await sandbox.retrievePayment(paymentId)).toMatchObject({ amount: 250, succeeded: true, refunded: false, card: { brand: 'visa', last4: '4242' }, metadata: metadata('slug-1') });
    expect(await sandbox.retrievePayment('pi_sb_unknown')).toBeNull();
  });

  it('refunds once: charge.refunded with the payment, the same event on a retry', async () => {
    const account = await onboardedAccount();
    const charged = await start(account, 'slug-refund', await card('succeeds'));
    const paymentId = charged.kind === 'charged' ? charged.paymentId : '';
    events = [];
    await sandbox.refund({ paymentId, idempotencyKey: 'r' });
    await sandbox.refund({ paymentId, idempotencyKey: 'r' });
    expect(events.map((event) => event.type)).toEqual(['charge.refunded', 'charge.refunded']);
    expect(events[1]?.id).toBe(events[0]?.id);
    expect(events[0]?.object).toMatchObject({ object: 'charge', refunded: true, amount_refunded: 250, payment_intent: paymentId, metadata: metadata('slug-refund') });
    expect((await sandbox.retrievePayment(paymentId))?.refunded).toBe(true);
  });
});
