import {
  type BillingCustomer,
  type Card,
  type CreditEntry,
  type Invoice,
  type Plan,
  type ProductPlan,
  type ProductsResponse,
  type PromoCode,
  type Subscription,
  billingCustomerSchema,
  creditPacks,
  invoiceSchema,
  planPrices,
  productPlanSchema,
  quoteSubscription,
  sandboxTestCards,
  subscriptionSchema,
  tierOfPlan,
} from '@booth/shared';
import { type FakeApi, type FakeRequest, apiError, baseApi, testLevel, testUser } from '@/test/fake-api';

let counter = 0;
/** UUIDs the shared schemas accept, unique per call. */
export function fakeUuid(): string {
  counter += 1;
  return `b0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

const PLAN_PRODUCTS: Record<string, ProductPlan['product']> = {
  Silver: 'booth',
  Gold: 'booth',
  Platinum: 'booth',
  Diamond: 'booth',
  Starter: 'peerpix',
  Agency: 'peerpix',
  'Premium (Beta)': 'cheddar',
};
const LEVELS: Record<string, number> = { Silver: 10, Gold: 20, Platinum: 30, Diamond: 99, Starter: 10, Agency: 20, 'Premium (Beta)': 99 };

/** Every plan on sale, with stable ids (`plan-<name>` would not be a UUID). */
export const PLANS: ProductPlan[] = Object.keys(planPrices).map((name, index) =>
  productPlanSchema.parse({
    id: `c0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name,
    level: LEVELS[name] ?? null,
    product: PLAN_PRODUCTS[name],
    tier: tierOfPlan(name),
    active: true,
    currency: 'EUR',
    prices: planPrices[name],
  }),
);

export function planNamed(name: string): ProductPlan {
  const plan = PLANS.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan;
}

export const SUMMER: PromoCode = { code: 'SUMMER20', kind: 'percent', value: 20, validUntil: null, products: [], description: '20 % off all summer' };
export const PEERPIX_ONLY: PromoCode = { code: 'AGENCY10', kind: 'amount', value: 1000, validUntil: null, products: ['peerpix'], description: '' };

export function makeSubscription(overrides: Partial<Subscription> & { planName?: string } = {}): Subscription {
  const { planName = 'Gold', ...rest } = overrides;
  const plan = planNamed(planName);
  const quote = quoteSubscription({ planName, interval: 'month', licenses: 1, country: 'DE', vatId: null, promo: null });
  return subscriptionSchema.parse({
    id: fakeUuid(),
    product: plan.product,
    plan: { id: plan.id, name: plan.name, level: plan.level },
    interval: 'month',
    licenses: 1,
    status: 'active',
    currentPeriodStart: '2026-06-01T00:00:00.000Z',
    currentPeriodEnd: '2026-07-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    cancelReason: null,
    canceledAt: null,
    promoCode: null,
    amounts: { net: quote.net, vat: quote.vat, total: quote.total, vatRate: quote.vatRate, currency: 'EUR' },
    createdAt: '2026-06-01T00:00:00.000Z',
    ...rest,
  });
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return invoiceSchema.parse({
    id: fakeUuid(),
    number: 'BW-2026-0001',
    status: 'paid',
    issuedAt: '2026-06-01T00:00:00.000Z',
    paidAt: '2026-06-01T00:00:00.000Z',
    periodStart: '2026-06-01T00:00:00.000Z',
    periodEnd: '2026-07-01T00:00:00.000Z',
    currency: 'EUR',
    lines: [{ description: 'Gold (monthly)', quantity: 1, unitAmount: 5900, amount: 5900 }],
    subtotal: 5900,
    discount: 0,
    net: 5900,
    vatRate: 1900,
    vat: 1121,
    total: 7021,
    reverseCharge: false,
    vatNote: '',
    testMode: true,
    ...overrides,
  });
}

export interface BillingState {
  provider: ProductsResponse['provider'];
  customer: BillingCustomer;
  cards: Card[];
  defaultCard: string | null;
  invoices: Invoice[];
  credits: CreditEntry[];
  /** The test outcome the fake sandbox remembers per saved card. */
  outcomes: Map<string, string>;
  /** The plans GET /auth/level answers (what the user has). */
  plans: Plan[];
}

const json = (request: FakeRequest) => (request.body ?? {}) as Record<string, unknown>;

/**
 * The billing endpoints with the server's behaviour on a small scale: the sandbox's test cards
 * (4242… succeeds, …0002 declined), subscribing (done at once), cancelling at period end and taking it
 * back, payment methods, invoices with a PDF, credits. State lives in `state` for assertions.
 */
export function billingApi(initial: Omit<Partial<BillingState>, 'customer'> & { customer?: Partial<BillingCustomer> } = {}): { api: FakeApi; state: BillingState } {
  const provider = initial.provider ?? { name: 'sandbox', testMode: true };
  const state: BillingState = {
    provider,
    cards: [],
    defaultCard: null,
    invoices: [],
    credits: [],
    outcomes: new Map(),
    plans: [],
    ...initial,
    customer: billingCustomerSchema.parse({
      customerId: testUser.id,
      email: testUser.email,
      address: { companyName: '', street: '', zipCode: '', city: '', country: '' },
      vatId: '',
      subscriptions: [],
      credits: 0,
      provider,
      ...initial.customer,
    }),
  };
  const api = baseApi();

  const products = (): ProductsResponse => ({
    products: (['booth', 'peerpix', 'cheddar'] as const).map((product) => ({ product, plans: PLANS.filter((plan) => plan.product === product) })),
    creditPacks: creditPacks.map((pack) => ({ ...pack, currency: 'EUR' as const })),
    provider: state.provider,
  });

  const subscriptionRoutes = (subscription: Subscription) => {
    api.on('DELETE', `/api/stripe/subscriptions/${subscription.id}`, (request) => {
      const reason = request.headers.get('reason');
      if (!reason) return apiError(400, 'VALIDATION');
      Object.assign(subscription, { cancelAtPeriodEnd: true, cancelReason: reason, canceledAt: new Date().toISOString() });
      return { body: subscription };
    });
    api.on('POST', `/api/stripe/subscriptions/${subscription.id}/revoke`, () => {
      Object.assign(subscription, { cancelAtPeriodEnd: false, cancelReason: null, canceledAt: null });
      return { body: subscription };
    });
  };
  state.customer.subscriptions.forEach(subscriptionRoutes);

  const cardRoutes = (card: Card) => {
    api.on('DELETE', `/api/stripe/paymentMethods/${card.id}`, () => {
      state.cards = state.cards.filter((other) => other.id !== card.id);
      if (state.defaultCard === card.id) state.defaultCard = state.cards[0]?.id ?? null;
      return { body: { ok: true } };
    });
  };
  state.cards.forEach(cardRoutes);

  const invoiceRoutes = (invoice: Invoice) => {
    api.on('GET', `/api/stripe/billings/${invoice.id}/pdf`, { body: new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' }) });
    api.on('HEAD', `/api/stripe/billings/${invoice.id}/pdf`, { body: new Blob([''], { type: 'application/pdf' }) });
  };
  state.invoices.forEach(invoiceRoutes);

  /** A card's outcome, as the sandbox decides it at charge time. */
  const charge = (paymentMethodId: unknown) => {
    const outcome = typeof paymentMethodId === 'string' ? state.outcomes.get(paymentMethodId) : undefined;
    return outcome === 'succeeds' ? null : apiError(402, 'PAYMENT_DECLINED', `Your card was declined (${outcome ?? 'unknown card'})`);
  };

  api
    .on('GET', '/api/auth/level', () => ({ body: { ...testLevel, plans: state.plans } }))
    .on('GET', '/api/products', () => ({ body: products() }))
    .on('GET', '/api/products/promo/SUMMER20', { body: SUMMER })
    .on('GET', '/api/products/promo/AGENCY10', { body: PEERPIX_ONLY })
    .on('GET', '/api/products/promo/EXPIRED', apiError(422, 'PROMO_CODE_INVALID', 'This promo code has expired'))
    .on('POST', '/api/sandbox/payment-methods', (request) => {
      const { number, name, expiry } = json(request) as { number: string; name: string; expiry: string };
      const known = sandboxTestCards.find((card) => card.number === number);
      if (!known) return apiError(402, 'PAYMENT_DECLINED', 'Only test cards in test mode');
      const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
      const card: Card = { id: `pm_sb_${fakeUuid().slice(-6)}`, brand: 'visa', last4: number.slice(-4), expMonth: month ?? 1, expYear: 2000 + (year ?? 30), name };
      state.outcomes.set(card.id, known.outcome);
      return { body: card };
    })
    .on('GET', '/api/stripe/customer', () => ({ body: state.customer }))
    .on('PUT', '/api/stripe/customer', (request) => {
      const body = json(request) as Pick<BillingCustomer, 'address' | 'vatId'>;
      state.customer = { ...state.customer, address: body.address, vatId: body.vatId };
      return { body: state.customer };
    })
    .on('GET', '/api/stripe/billings', () => ({ body: { items: state.invoices } }))
    .on('GET', '/api/stripe/paymentMethods', () => ({ body: { defaultId: state.defaultCard, items: state.cards } }))
    .on('PUT', '/api/stripe/paymentMethods/default', (request) => {
      const { paymentId, card } = json(request) as { paymentId?: string; card?: string };
      if (card) {
        const outcome = state.outcomes.get(card);
        if (!outcome) return apiError(404, 'NOT_FOUND');
        const saved: Card = { id: card, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, name: 'Anna Berg' };
        state.cards.push(saved);
        cardRoutes(saved);
        state.defaultCard = card;
      } else {
        if (!state.cards.some((other) => other.id === paymentId)) return apiError(404, 'NOT_FOUND');
        state.defaultCard = paymentId ?? null;
      }
      return { body: { defaultId: state.defaultCard, items: state.cards } };
    })
    .on('GET', '/api/customers/consumedCredits', () => ({
      body: { balance: state.customer.credits, consumed: 0, creditConsumption: true, entries: state.credits, nextCursor: null },
    }));

  for (const plan of PLANS) {
    api.on('GET', `/api/products/plans/${plan.id}`, { body: plan });
    api.on('POST', `/api/products/plans/${plan.id}/subscribe`, (request) => {
      const body = json(request) as { interval: 'month' | 'year'; licenses: number; promoCode?: string; paymentMethodId?: string; address: { country: string }; vatId: string };
      if (body.promoCode && body.promoCode !== SUMMER.code) return apiError(422, 'PROMO_CODE_INVALID');
      if (state.provider.name === 'stripe') return { body: { status: 'redirect', redirectUrl: 'https://checkout.stripe.test/c/pay_1', subscription: null } };
      const declined = charge(body.paymentMethodId);
      if (declined) return declined;
      const subscription = makeSubscription({ planName: plan.name, interval: body.interval, licenses: body.licenses, createdAt: new Date().toISOString() });
      state.customer.subscriptions.push(subscription);
      subscriptionRoutes(subscription);
      state.plans = [{ name: plan.name, level: plan.level, products: [plan.product] }];
      const invoice = makeInvoice({ number: `BW-2026-${String(state.invoices.length + 1).padStart(4, '0')}` });
      state.invoices.unshift(invoice);
      invoiceRoutes(invoice);
      return { body: { status: 'done', redirectUrl: null, subscription } };
    });
  }
  for (const pack of creditPacks) {
    api.on('POST', `/api/products/credits/${pack.id}/buy`, (request) => {
      const declined = charge(json(request).paymentMethodId);
      if (declined) return declined;
      state.customer = { ...state.customer, credits: state.customer.credits + pack.credits };
      state.credits.unshift({ id: fakeUuid(), at: new Date().toISOString(), kind: 'purchase', amount: pack.credits, feature: '', note: `${pack.credits} credits` });
      return { body: { status: 'done', redirectUrl: null, subscription: null } };
    });
  }
  return { api: api.install(), state };
}
