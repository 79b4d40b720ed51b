/* The authorisation matrix's entries for the billing routes (see expectations.ts for profiles and how to write one). */
import type { Card, Invoice, PurchaseResult } from '@booth/shared';
import { expect } from 'vitest';
import type { Fixtures } from './fixtures.ts';
import { route, type Entry } from './profiles.ts';
import type { RouteKey } from './route-table.ts';

/** Buying, cards and taking a cancellation back commit the customer's money: the owner's own, refused in support mode. */
const OWNER_ONLY = { support: 403 } as const;
/** Lists of one's own things: another customer and the admin get their own, never the owner's. */
const MINE = { unseenBy: ['another', 'admin'] } as const;

async function json<T>(response: { statusCode: number; body: string; json: <J>() => J }, status: number): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** A test card of the sandbox's card form, saved to the owner. */
async function ownerCard(f: Fixtures): Promise<string> {
  const card = await json<Card>(await f.t.app.inject({ method: 'POST', url: '/api/sandbox/payment-methods', payload: { number: '4242424242424242', name: 'Owner', expiry: '12/39', cvc: '123' } }), 201);
  await json(await f.t.app.inject({ method: 'PUT', url: '/api/stripe/paymentMethods/default', headers: f.owner.headers, payload: { card: card.id } }), 200);
  return card.id;
}

/** The owner's subscription (Starter of the photo-sharing product, bought once with a test card) and its first invoice. */
const bought = new WeakMap<Fixtures, Promise<{ subscriptionId: string; invoiceId: string }>>();
function ownerSubscription(f: Fixtures): Promise<{ subscriptionId: string; invoiceId: string }> {
  let found = bought.get(f);
  if (!found) {
    found = (async () => {
      const plans = await json<{ products: Array<{ plans: Array<{ id: string; name: string }> }> }>(await f.t.app.inject({ method: 'GET', url: '/api/products?product=peerpix' }), 200);
      const starter = plans.products[0]?.plans.find((plan) => plan.name === 'Starter')?.id ?? '';
      const payload = { interval: 'month', licenses: 1, address: { country: 'DE', city: 'Berlin' }, paymentMethodId: await ownerCard(f) };
      const result = await json<PurchaseResult>(await f.t.app.inject({ method: 'POST', url: `/api/products/plans/${starter}/subscribe`, headers: f.owner.headers, payload }), 200);
      const invoices = await json<{ items: Invoice[] }>(await f.t.app.inject({ method: 'GET', url: '/api/stripe/billings', headers: f.owner.headers }), 200);
      return { subscriptionId: result.subscription?.id ?? '', invoiceId: invoices.items[0]?.id ?? '' };
    })();
    bought.set(f, found);
  }
  return found;
}

const subscription = async (f: Fixtures) => ({ id: (await ownerSubscription(f)).subscriptionId });
const invoice = async (f: Fixtures) => ({ id: (await ownerSubscription(f)).invoiceId });

export const BILLING_MATRIX: Record<RouteKey, Entry> = {
  // What is for sale is public; buying needs a sign-in (an empty body is a 400 after the door).
  'GET /api/products': route('public'),
  'GET /api/products/plans/:id': route('public', { params: (f) => ({ id: f.planId }) }),
  'POST /api/products/plans/:plan/subscribe': route('self', { params: (f) => ({ plan: f.planId }), differs: OWNER_ONLY }),
  'POST /api/products/credits/:pack/buy': route('self', { params: () => ({ pack: 'credits-100' }), differs: OWNER_ONLY }),
  // The sandbox's card form: public like the guest payment page that uses it too.
  'POST /api/sandbox/payment-methods': route('public'),

  'GET /api/stripe/customer': route('self', MINE),
  'PUT /api/stripe/customer': route('self', { body: () => ({ address: { country: 'DE', city: 'Berlin' } }) }),
  'GET /api/stripe/customer/:customerId': route('adminOnly', { params: (f) => ({ customerId: f.owner.id }) }),

  // Cancelling may be done for the customer in support mode (audited); taking it back is charging again.
  'DELETE /api/stripe/subscriptions/:id': route('ownerWrites', { params: subscription }),
  'POST /api/stripe/subscriptions/:id/revoke': route('ownerWrites', { params: subscription, differs: OWNER_ONLY }),

  'GET /api/stripe/billings': route('self', MINE),
  'GET /api/stripe/billings/:id': route('owned', { params: invoice }),
  'GET /api/stripe/billings/:id/pdf': route('owned', { params: invoice }),

  'GET /api/stripe/paymentMethods': route('self', MINE),
  'PUT /api/stripe/paymentMethods/default': route('self', {
    differs: OWNER_ONLY,
    also: {
      "naming the owner's card": route('self', {
        body: async (f) => ({ paymentId: await ownerCard(f) }),
        differs: { ...OWNER_ONLY, another: 404, admin: 404 },
      }),
    },
  }),
  'DELETE /api/stripe/paymentMethods/:id': route('ownerWrites', {
    params: async (f) => {
      await ownerSubscription(f);
      return { id: await ownerCard(f) };
    },
    differs: OWNER_ONLY,
  }),
};
