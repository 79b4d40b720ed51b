import { randomUUID } from 'node:crypto';
import type { Db } from '@/platform/db/database.ts';
import { lockCustomerForBilling } from './billing-customers.repo.ts';
import { deleteUnfinishedCreditPurchase, finishCreditPurchase, insertCreditPurchase, newestCreditPurchase, pruneCreditPurchases, type CreditPurchaseRow } from './credit-purchases.repo.ts';

/**
 * How long after a purchase was answered an identical request (same customer, pack and card) is still
 * that purchase: a double click lands within a second, a client retrying a lost answer within a few;
 * buying the same pack again on purpose (the answer read, the button pressed again) takes longer.
 */
export const SAME_PURCHASE_MS = 10_000;
/** A purchase the provider has not answered for this long was cut short (a crash); it is no longer joined. */
const IN_FLIGHT_MS = 2 * 60_000;
/** Purchases older than this are deleted when the customer buys again (they only ever serve the window above). */
const KEPT_MS = 24 * 3600_000;

export interface CreditPurchase {
  /** The provider's idempotency key: every request of this purchase makes the same payment, charged once. */
  id: string;
  createdAt: Date;
  /** Another request made this purchase first; this one only repeats it (and leaves its clean-up to it). */
  joined: boolean;
  /** The provider answered it already (a joined request came after the first was answered). */
  finished: boolean;
}

export interface CreditPurchases {
  /** The purchase an identical request is part of, or a new one. */
  take(customerId: string, pack: string, paymentMethodId: string): Promise<CreditPurchase>;
  /** The provider answered (paid, or its page is open). */
  finish(purchase: CreditPurchase): Promise<void>;
  /** The payment failed before the provider answered: the next request is a new purchase. */
  drop(purchase: CreditPurchase): Promise<void>;
}

/**
 * Why a row and not an idempotency key made of customer, pack, card and a time bucket: a bucket's edge
 * can fall between the two clicks of a double click, which would then charge twice. A row taken under
 * the customer's billing lock makes "the same purchase" exact: identical requests while it is being made,
 * or within SAME_PURCHASE_MS after, all use its id as the provider's idempotency key, so the sandbox
 * charges once and Stripe answers the same Checkout page; a request later than that buys again.
 */
export function createCreditPurchases(deps: { db: Db; now: () => Date }): CreditPurchases {
  const { db, now } = deps;

  const isSamePurchase = (row: CreditPurchaseRow, at: number) => (row.finishedAt ? row.finishedAt.getTime() > at - SAME_PURCHASE_MS : row.createdAt.getTime() > at - IN_FLIGHT_MS);

  return {
    take(customerId, pack, paymentMethodId) {
      return db.transaction(async (tx) => {
        // Serialises a burst of requests: the first makes the purchase, the others find it.
        await lockCustomerForBilling(tx, customerId);
        const at = now();
        const newest = await newestCreditPurchase(tx, customerId, pack, paymentMethodId);
        if (newest && isSamePurchase(newest, at.getTime())) return { id: newest.id, createdAt: newest.createdAt, joined: true, finished: newest.finishedAt !== null };
        await pruneCreditPurchases(tx, customerId, new Date(at.getTime() - KEPT_MS));
        const row = await insertCreditPurchase(tx, { id: randomUUID(), customerId, pack, paymentMethodId, createdAt: at, finishedAt: null });
        return { id: row.id, createdAt: row.createdAt, joined: false, finished: false };
      });
    },

    async finish(purchase) {
      await finishCreditPurchase(db, purchase.id, now());
    },

    async drop(purchase) {
      if (!purchase.joined) await deleteUnfinishedCreditPurchase(db, purchase.id);
    },
  };
}
