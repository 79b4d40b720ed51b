import type { Event, EventCreateInput, PaymentAccount, PaymentSession } from '@booth/shared';
import { expect } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { patchSettings } from '@/modules/presentation/presentation.test-support.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import { boothEvent, someAddress } from '@/modules/shoots/shoots.test-support.ts';
import { createSandboxStore, sandboxId, type SandboxPaymentMethod } from '@/platform/payments/sandbox-store.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

/** A live campaign whose prints cost `price` cents (0: not paywalled), and a picture of it. */
export async function paywalledPicture(t: TestApp, organiser: TestCustomer, price = 250, extra: Partial<EventCreateInput> = {}): Promise<{ event: Event; shootId: string }> {
  const event = await boothEvent(t, organiser, { photo: { enabled: true } }, extra);
  await setPrintPrice(t, event.id, price);
  const { id } = await insertShootRow(t, event.id, 'pay');
  return { event, shootId: id };
}

/** The campaign's paid printing (campaigns §3 printPaywalled), written as the organiser's settings save it. */
export async function setPrintPrice(t: TestApp, eventId: string, price: number): Promise<void> {
  await patchSettings(t, eventId, { printPaywalled: { enabled: price > 0, priceCurrency: 'EUR', price, paymentOptions: ['card'] } });
}

/** The organiser's sandbox payment account, onboarded (it takes charges) unless told otherwise. */
export async function sandboxAccount(t: TestApp, organiser: TestCustomer, options: { onboarded?: boolean } = {}): Promise<PaymentAccount> {
  const created = await call(t, organiser, 'POST', '/stripe/account', { country: 'DE' });
  expect(created.statusCode, created.body).toBe(201);
  const account = created.json<PaymentAccount>();
  if (options.onboarded === false) return account;
  const done = await call(t, organiser, 'POST', `/sandbox/accounts/${account.account_id}/complete-onboarding`);
  expect(done.statusCode, done.body).toBe(200);
  return done.json<PaymentAccount>();
}

const CARDS = {
  succeeds: { brand: 'visa', last4: '4242' },
  card_declined: { brand: 'visa', last4: '0002' },
  insufficient_funds: { brand: 'visa', last4: '9995' },
} as const;

/** A guest's test card as the sandbox card form (POST /api/sandbox/payment-methods) stores it: unattached. */
export async function testCard(t: TestApp, outcome: SandboxPaymentMethod['outcome'] = 'succeeds', customer: string | null = null): Promise<string> {
  const id = sandboxId('pm');
  const card: SandboxPaymentMethod = { ...CARDS[outcome], expMonth: 12, expYear: 2034, name: 'Gast', outcome, customer };
  await createSandboxStore(t.runtime.database.db, () => new Date()).put('payment_method', id, card);
  return id;
}

/** POST /api/stripe/payment-session as a guest (or a signed-in organiser), from a fresh address. */
export function startPayment(t: TestApp, shootId: string, who?: TestCustomer) {
  return t.app.inject({ method: 'POST', url: '/api/stripe/payment-session', payload: { shootId }, headers: { ...who?.headers }, remoteAddress: someAddress() });
}

export async function openSession(t: TestApp, shootId: string): Promise<PaymentSession> {
  const response = await startPayment(t, shootId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PaymentSession>();
}

export function pay(t: TestApp, slug: string, paymentMethodId?: string) {
  return t.app.inject({ method: 'POST', url: `/api/stripe/payment-session/${slug}/pay`, payload: paymentMethodId ? { paymentMethodId } : {}, remoteAddress: someAddress() });
}

export function sessionCall(t: TestApp, slug: string, action: 'refund' | 'redeem', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/stripe/payment-session/${slug}/${action}`, headers });
}

export function viewSession(t: TestApp, slug: string) {
  return t.app.inject({ method: 'GET', url: `/api/stripe/payment-session/${slug}` });
}
