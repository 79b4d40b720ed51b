import {
  type PaymentProviderName,
  type PaymentSession,
  type SandboxCardBody,
  cardSchema,
  paymentSessionPayResultSchema,
  paymentSessionSchema,
  productsResponseSchema,
} from '@booth/shared';
import type { z } from 'zod';
import { GuestApiError } from '@/guest/shared/guest-api';

/*
 * The pay page's calls: plain fetch, no session of anyone. The slug is the guest's only key (an
 * unguessable random string, campaigns §3 Payment session).
 */

async function request<T>(path: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { ...init, credentials: 'same-origin', headers: { accept: 'application/json', ...init.headers } });
  } catch {
    throw new GuestApiError(0, 'NETWORK_ERROR', 'The server cannot be reached');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a proxy's error page): the status alone tells what happened.
    body = null;
  }
  // Card payments count only 200 (and 201 for what is created) as success (campaigns §7).
  if (response.status !== 200 && response.status !== 201) {
    const error = (body ?? {}) as { code?: string; message?: string; fields?: Array<{ path: string; code?: string }> };
    const fields = Object.fromEntries((error.fields ?? []).map((field) => [field.path, field.code ?? 'invalid']));
    throw new GuestApiError(response.status, error.code ?? 'ERROR', error.message ?? response.statusText, fields);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GuestApiError(response.status, 'INVALID_RESPONSE', parsed.error.message);
  return parsed.data;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

const sessionPath = (slug: string) => `/stripe/payment-session/${encodeURIComponent(slug)}`;

/** GET /stripe/payment-session/{slug}: the public view of one payment. */
export function fetchPaymentSession(slug: string, signal?: AbortSignal): Promise<PaymentSession> {
  return request(sessionPath(slug), { method: 'GET', signal }, paymentSessionSchema);
}

/** POST /sandbox/payment-methods: the sandbox's card form answers a payment-method id (test cards only). */
export function createSandboxCard(card: SandboxCardBody): Promise<z.infer<typeof cardSchema>> {
  return request('/sandbox/payment-methods', post(card), cardSchema);
}

/** POST /stripe/payment-session/{slug}/pay: the sandbox charges the card; Stripe answers its Checkout page. */
export function paySession(slug: string, paymentMethodId?: string): Promise<z.infer<typeof paymentSessionPayResultSchema>> {
  return request(`${sessionPath(slug)}/pay`, post(paymentMethodId ? { paymentMethodId } : {}), paymentSessionPayResultSchema);
}

/**
 * Who takes this payment: the session names it. An answer without it is told apart by test mode (the
 * sandbox always runs in it) and, for a Stripe test key, by the installation's provider (GET /products).
 */
export async function sessionProvider(session: PaymentSession): Promise<PaymentProviderName> {
  if (session.provider) return session.provider;
  if (!session.testMode) return 'stripe';
  try {
    return (await request('/products', { method: 'GET' }, productsResponseSchema)).provider.name;
  } catch {
    return 'sandbox';
  }
}
