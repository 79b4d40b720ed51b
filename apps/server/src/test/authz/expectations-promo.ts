/* The authorisation matrix's entries for the promo-code routes (see expectations.ts for profiles and how to write one). */
import { insertPromoCode } from '@/modules/billing/promo-codes.repo.ts';
import { unique, type Fixtures } from './fixtures.ts';
import { route, type Entry } from './profiles.ts';
import type { RouteKey } from './route-table.ts';

/** A fresh code per call (codes are letters, digits and dashes, compared in upper case). */
async function spareCode(f: Fixtures): Promise<{ code: string }> {
  const code = unique('PROMO').toUpperCase();
  await insertPromoCode(f.t.runtime.database.db, { code, kind: 'percent', value: 10, createdAt: new Date() });
  return { code };
}

export const PROMO_MATRIX: Record<RouteKey, Entry> = {
  // Public: the subscription page checks a typed code before anyone pays (a usable code answers 200 for all).
  'GET /api/products/promo/:promoCode': route('public', { params: async (f) => ({ promoCode: (await spareCode(f)).code.toLowerCase() }) }),
  'GET /api/products/promo': route('adminOnly'),
  'POST /api/products/promo': route('adminOnly', { body: () => ({ code: unique('NEW').toUpperCase(), kind: 'amount', value: 500 }) }),
  'DELETE /api/products/promo/:code': route('adminOnly', { params: spareCode }),
};
