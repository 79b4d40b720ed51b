import { inflateSync } from 'node:zlib';
import type { Card, PurchaseResult, SubscribeBody } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { expect } from 'vitest';
import { findPlanByName } from '@/modules/plans/plans.repo.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import { createStripeClient } from '@/platform/payments/stripe-client.ts';
import { createBillingModule, type BillingModule } from './billing.module.ts';
import { promoCodes } from './billing.table.ts';
import { createPromoCodesService } from './promo-codes.service.ts';
import { createProviderEventDispatcher } from './provider-events.service.ts';

export const GERMAN_ADDRESS = { companyName: 'Fotobox GmbH', street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DE' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as a customer (or anonymously). */
export function api(t: TestApp, customer: TestCustomer | undefined, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url: `/api${url}`, headers: { ...customer?.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function planId(t: TestApp, name: string): Promise<string> {
  const plan = await findPlanByName(t.runtime.database.db, name);
  if (!plan) throw new Error(`plan ${name} missing`);
  return plan.id;
}

/** The sandbox's card form: a test card's payment-method id. */
export async function sandboxCard(t: TestApp, number = '4242 4242 4242 4242'): Promise<string> {
  const response = await api(t, undefined, 'POST', '/sandbox/payment-methods', { number, name: 'Anna Berg', expiry: '12/39', cvc: '123' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Card>().id;
}

export function subscribeBody(overrides: Partial<SubscribeBody> = {}): SubscribeBody {
  return { interval: 'month', licenses: 1, address: GERMAN_ADDRESS, ...overrides };
}

export function subscribe(t: TestApp, customer: TestCustomer, plan: string, body: SubscribeBody) {
  return api(t, customer, 'POST', `/products/plans/${plan}/subscribe`, body);
}

/** Subscribes and expects it done at once (the sandbox, or a saved card on Stripe). */
export async function subscribed(t: TestApp, customer: TestCustomer, planName: string, body: SubscribeBody): Promise<NonNullable<PurchaseResult['subscription']>> {
  const response = await subscribe(t, customer, await planId(t, planName), body);
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<PurchaseResult>();
  expect(result.status).toBe('done');
  if (!result.subscription) throw new Error('no subscription in a done purchase');
  return result.subscription;
}

/** The booth plan GET /auth/level reports. */
export async function boothPlan(t: TestApp, customer: TestCustomer): Promise<string | undefined> {
  const response = await api(t, customer, 'GET', '/auth/level');
  expect(response.statusCode, response.body).toBe(200);
  const plans = response.json<{ plans: Array<{ name: string; products: string[] }> }>().plans;
  return plans.find((plan) => plan.products.includes('booth'))?.name;
}

/** Whether the customer may turn on a Gold-tier feature (the mosaic) now: the server's own tier check. */
export async function mayUseMosaic(t: TestApp, customer: TestCustomer): Promise<boolean> {
  const response = await api(t, customer, 'POST', '/events', { name: `Mosaic ${Math.random()}`, screens: { presentation: { mosaic: { enabled: true } } } });
  if (response.statusCode === 402) return false;
  expect(response.statusCode, response.body).toBe(201);
  return true;
}

export async function addPromoCode(t: TestApp, code: string, rule: { kind: 'percent' | 'amount'; value: number; maxRedemptions?: number | null }): Promise<void> {
  await t.runtime.database.db.insert(promoCodes).values({ code, kind: rule.kind, value: rule.value, maxRedemptions: rule.maxRedemptions ?? null, createdAt: new Date() });
}

export async function redemptionsOf(t: TestApp, code: string): Promise<number> {
  const [row] = await t.runtime.database.db.select({ redemptions: promoCodes.redemptions }).from(promoCodes).where(eq(promoCodes.code, code));
  return row?.redemptions ?? 0;
}

/**
 * Billing as a second server process on the test app's database and clock: its sweep is what every
 * process runs each minute. With `stripe`, it talks to the stand-in like the app does.
 */
export function billingProcess(t: TestApp): BillingModule {
  const db = t.runtime.database.db;
  const now = () => new Date(Date.now() + t.clock.offsetMs);
  const log = pino({ level: 'silent' });
  const stripeConfig = t.config.stripe;
  return createBillingModule({
    db,
    now,
    log,
    publicUrl: t.config.publicUrl,
    stripe: stripeConfig ? { client: createStripeClient(stripeConfig), testMode: stripeConfig.testMode } : null,
    dispatcher: createProviderEventDispatcher({ db, now, log }),
    promos: createPromoCodesService({ db, now }),
  });
}

/** The text a PDF shows: its content streams inflated and their strings decoded (pdf-lib writes hex strings). */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    for (const literal of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push(literal[1] ?? '');
  }
  return parts.join('\n');
}

export const DAY_MS = 24 * 3600 * 1000;
