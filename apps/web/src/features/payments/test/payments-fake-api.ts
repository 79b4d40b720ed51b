import { type PaymentAccount, type PaymentSession, paymentAccountSchema, paymentSessionSchema } from '@booth/shared';
import { type FakeApi, apiError, baseApi } from '@/test/fake-api';

let counter = 0;

export function makePaymentAccount(overrides: Partial<PaymentAccount> = {}): PaymentAccount {
  return paymentAccountSchema.parse({
    id: 'b0000000-0000-4000-8000-000000000001',
    account_id: 'acct_sb_0123456789abcdef01234567',
    onboarding_complete: false,
    allow_stripe: false,
    country: 'DE',
    testMode: true,
    provider: 'sandbox',
    ...overrides,
  });
}

export function makePaymentSession(overrides: Partial<PaymentSession> = {}): PaymentSession {
  counter += 1;
  return paymentSessionSchema.parse({
    slug: `pay_${String(counter).padStart(8, '0')}`,
    status: 'paid',
    purpose: 'print',
    amount: 250,
    currency: 'EUR',
    eventSlug: 'summer-party',
    eventName: 'Summer party',
    shootId: `c0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    card: { brand: 'visa', last4: '4242' },
    failureReason: null,
    createdAt: '2026-06-12T18:30:00.000Z',
    expiresAt: '2026-06-12T19:00:00.000Z',
    paidAt: '2026-06-12T18:31:00.000Z',
    usedAt: null,
    refundedAt: null,
    testMode: true,
    provider: 'sandbox',
    ...overrides,
  });
}

export interface PaymentsState {
  account: PaymentAccount | null;
  /** Pages of the session list in order; each page's cursor is `page-{index}`. */
  pages: PaymentSession[][];
  /** The onboarding link the fake answers (the sandbox's page by default). */
  onboardingUrl?: string;
}

/**
 * The organiser's card-payment endpoints, keeping their state like the server: the account (404 until
 * created), its links, the sandbox's onboarding, a paged session list and refunds.
 */
export function paymentsApi(initial: Partial<PaymentsState> = {}): { api: FakeApi; state: PaymentsState } {
  const state: PaymentsState = { account: null, pages: [[]], ...initial };
  const find = (slug: string) => state.pages.flat().find((session) => session.slug === slug);
  const completable = (accountId: string) =>
    api.on('POST', `/api/sandbox/accounts/${accountId}/complete-onboarding`, () => {
      state.account = { ...(state.account as PaymentAccount), onboarding_complete: true, allow_stripe: true };
      return { body: state.account };
    });
  const api: FakeApi = baseApi()
    .on('GET', '/api/stripe/account', () => (state.account ? { body: state.account } : apiError(404, 'NOT_FOUND')))
    .on('POST', '/api/stripe/account', (request) => {
      if (state.account) return apiError(409, 'CONFLICT');
      const { country } = request.body as { country: string };
      state.account = makePaymentAccount({ country });
      completable(state.account.account_id);
      return { status: 201, body: state.account };
    })
    .on('POST', '/api/stripe/account/reauth', () =>
      state.account ? { body: { url: state.onboardingUrl ?? `${window.location.origin}/payments/sandbox-onboarding/${state.account.account_id}` } } : apiError(404, 'NOT_FOUND'),
    )
    .on('POST', '/api/stripe/account/login', () => (state.account?.onboarding_complete ? { body: { url: 'https://connect.stripe.com/express/login/abc' } } : apiError(409, 'CONFLICT')))
    .on('GET', '/api/stripe/payment-session', (request) => {
      const cursor = request.query.get('cursor');
      const index = cursor ? Number(cursor.replace('page-', '')) : 0;
      const next = index + 1 < state.pages.length ? `page-${index + 1}` : null;
      return { body: { sessions: state.pages[index] ?? [], nextCursor: next } };
    });
  for (const session of state.pages.flat()) {
    api.on('POST', `/api/stripe/payment-session/${session.slug}/refund`, () => {
      const row = find(session.slug);
      if (!row || (row.status !== 'paid' && row.status !== 'used')) return apiError(409, 'CONFLICT');
      Object.assign(row, { status: 'refunded', refundedAt: '2026-06-13T09:00:00.000Z' });
      return { body: row };
    });
  }
  if (state.account) completable(state.account.account_id);
  return { api: api.install(), state };
}
