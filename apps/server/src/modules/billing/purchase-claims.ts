import { randomUUID } from 'node:crypto';
import type { BillingInterval, Product } from '@booth/shared';
import { Conflict } from '@/errors.ts';
import { listPlans } from '@/modules/plans/plans.repo.ts';
import type { BillingDeps } from './billing-deps.ts';
import { lockCustomerForBilling } from './billing-customers.repo.ts';
import { CHECKOUT_OPEN_MS } from './checkout-pages.ts';
import type { PromoCodesService } from './promo-codes.service.ts';
import type { SubscriptionSync } from './subscription-sync.ts';
import { claimFlow, claimProviderId, deleteClaim, insertSubscription, isClaim, liveForProduct, staleClaims, type ClaimFlow, type SubscriptionRow } from './subscriptions.repo.ts';

/** What a purchase buys, as priced by us: a second request with the same terms is the same purchase. */
export interface PurchaseTerms {
  product: Product;
  planId: string;
  interval: BillingInterval;
  licenses: number;
  promoCode: string | null;
  net: number;
  vat: number;
  vatRate: number;
  total: number;
}

/**
 * How long a claim holds the product. An immediate charge takes seconds, so 10 minutes is a crash;
 * a hosted checkout is open for an hour, and its claim a little longer so its expiry event finds it.
 */
export const CLAIM_TTL_MS: Record<ClaimFlow, number> = { charge: 10 * 60_000, checkout: CHECKOUT_OPEN_MS + 5 * 60_000 };
/** A hosted checkout not made within this time after its claim failed to be made. */
const CHECKOUT_CREATION_MS = 2 * 60_000;

export type ClaimOutcome = { kind: 'claimed'; claim: SubscriptionRow } | { kind: 'open-checkout'; url: string };

const sameTerms = (row: SubscriptionRow, terms: PurchaseTerms) =>
  row.planId === terms.planId && row.interval === terms.interval && row.licenses === terms.licenses && row.promoCode === terms.promoCode && row.net === terms.net && row.vat === terms.vat && row.total === terms.total;

export const PURCHASE_IN_PROGRESS = 'A purchase of this product is being completed right now; wait a moment and reload the page';

export interface PurchaseClaims {
  /**
   * Takes the product for one purchase (one subscription per product and customer): refused with 409
   * while a subscription of the product runs or another purchase of it is under way. The same
   * purchase asked again while its hosted checkout is open answers that page again (a double click);
   * a different one closes the open checkout first. Abandoned claims are taken over.
   */
  claim(customer: { id: string }, terms: PurchaseTerms, flow: ClaimFlow, providerCustomerId: string | null): Promise<ClaimOutcome>;
  /** A purchase that failed for sure: its claim and its promo code's redemption are given back. */
  release(claim: SubscriptionRow): Promise<void>;
  /** Gives back the claims of purchases abandoned long ago (the sweep); answers how many. */
  releaseStale(): Promise<number>;
}

export function createPurchaseClaims(deps: BillingDeps & { promos: PromoCodesService; sync: SubscriptionSync }): PurchaseClaims {
  const { db, now, provider } = deps;

  async function releasePromo(row: SubscriptionRow): Promise<void> {
    if (row.promoCode) await deps.promos.release(row.promoCode, row.id);
  }

  async function runningMessage(row: SubscriptionRow): Promise<string> {
    const plan = (await listPlans(db)).find((candidate) => candidate.id === row.planId);
    return `You already subscribe to ${plan?.name ?? 'a plan'} of this product. To change plans, cancel this subscription and subscribe to the new plan once it has ended.`;
  }

  return {
    async claim(customer, terms, flow, providerCustomerId) {
      const replaceable = new Set<string>();
      for (let round = 0; round < 3; round++) {
        const released: SubscriptionRow[] = [];
        const step = await db.transaction(async (tx) => {
          await lockCustomerForBilling(tx, customer.id);
          const at = now();
          for (const row of await liveForProduct(tx, customer.id, terms.product)) {
            if (!isClaim(row)) return { kind: 'running' as const, row };
            const fresh = row.createdAt.getTime() > at.getTime() - CLAIM_TTL_MS[claimFlow(row)];
            if (!fresh || replaceable.has(row.id)) {
              if (await deleteClaim(tx, row.id)) released.push(row);
              continue;
            }
            if (claimFlow(row) === 'charge') throw new Conflict(PURCHASE_IN_PROGRESS);
            return { kind: 'look' as const, row };
          }
          const id = randomUUID();
          const claim = await insertSubscription(tx, {
            id,
            customerId: customer.id,
            provider: provider.info.name,
            providerSubscriptionId: claimProviderId(flow, id),
            product: terms.product,
            planId: terms.planId,
            interval: terms.interval,
            licenses: terms.licenses,
            status: 'incomplete',
            promoCode: terms.promoCode,
            net: terms.net,
            vat: terms.vat,
            vatRate: terms.vatRate,
            total: terms.total,
            createdAt: at,
            updatedAt: at,
          });
          return { kind: 'claimed' as const, claim };
        });
        for (const row of released) await releasePromo(row);
        if (step.kind === 'claimed') return step;
        if (step.kind === 'running') throw new Conflict(await runningMessage(step.row));
        // A hosted checkout of this product is under way: look at it at the provider.
        const checkout = providerCustomerId ? await provider.findCheckout(providerCustomerId, step.row.id) : null;
        if (checkout?.status === 'complete') {
          // Paid, its event not here yet: apply it now, and the next round refuses a second subscription.
          if (!checkout.subscription) throw new Conflict(PURCHASE_IN_PROGRESS);
          await deps.sync.sync(checkout.subscription);
          continue;
        }
        if (checkout?.status === 'open') {
          if (flow === 'checkout' && checkout.url && sameTerms(step.row, terms)) return { kind: 'open-checkout', url: checkout.url };
          await provider.expireCheckout(checkout.id);
        } else if (!checkout && step.row.createdAt.getTime() > now().getTime() - CHECKOUT_CREATION_MS) {
          // Its checkout is being made by another request right now.
          throw new Conflict(PURCHASE_IN_PROGRESS);
        }
        replaceable.add(step.row.id);
      }
      throw new Conflict(PURCHASE_IN_PROGRESS);
    },

    async release(claim) {
      const removed = await deleteClaim(db, claim.id);
      if (removed) await releasePromo(removed);
    },

    async releaseStale() {
      const at = now().getTime();
      const stale = await staleClaims(db, { charge: new Date(at - CLAIM_TTL_MS.charge), checkout: new Date(at - CLAIM_TTL_MS.checkout) }, 100);
      let released = 0;
      for (const row of stale) {
        const removed = await deleteClaim(db, row.id);
        if (!removed) continue;
        await releasePromo(removed);
        released++;
      }
      return released;
    },
  };
}
