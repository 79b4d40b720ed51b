import { quoteSubscription, type Locale, type PurchaseResult, type subscribeBodySchema } from '@booth/shared';
import type { z } from 'zod';
import { Invalid } from '@/errors.ts';
import { actingCustomer } from '@/modules/admin/admin-access.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { PaymentProviderFailure } from '@/platform/payments/billing-provider.ts';
import { assertVatIdFits, type BillingCustomerService } from './billing-customer.service.ts';
import { auditBilling, type BillingDeps } from './billing-deps.ts';
import { subscriptionView } from './billing-views.ts';
import { checkoutPages } from './checkout-pages.ts';
import { planForSale } from './products.service.ts';
import type { PromoCodesService } from './promo-codes.service.ts';
import type { PurchaseClaims, PurchaseTerms } from './purchase-claims.ts';
import { undoCard, useCard, type PurchaseCard } from './purchase-card.ts';
import type { SubscriptionSync } from './subscription-sync.ts';
import { withPlanOf } from './subscriptions.repo.ts';

export type SubscribeBody = z.output<typeof subscribeBodySchema>;

export interface SubscribeService {
  /**
   * POST /products/plans/{plan}/subscribe: prices the plan (our quote; the client's numbers are never
   * used), saves the billing address and VAT id, and buys. With a saved card the provider charges at
   * once: `done` with the subscription, or 402 PAYMENT_DECLINED with nothing kept. Without one (Stripe
   * only) `redirect` to Checkout; the subscription follows from its events.
   */
  subscribe(auth: AuthContext, planId: string, body: SubscribeBody, locale: Locale): Promise<PurchaseResult>;
}

/** The metadata of everything a subscription purchase makes at the provider: how its events find their way back. */
function subscriptionMetadata(customerId: string, claimId: string, terms: PurchaseTerms): Record<string, string> {
  return {
    kind: 'subscription',
    customerId,
    subscriptionId: claimId,
    planId: terms.planId,
    product: terms.product,
    interval: terms.interval,
    licenses: String(terms.licenses),
    net: String(terms.net),
    vat: String(terms.vat),
    vatRate: String(terms.vatRate),
    total: String(terms.total),
    ...(terms.promoCode ? { promoCode: terms.promoCode, promoReference: claimId } : {}),
  };
}

export function createSubscribeService(deps: BillingDeps & { customers: BillingCustomerService; promos: PromoCodesService; claims: PurchaseClaims; sync: SubscriptionSync }): SubscribeService {
  const { db, now, provider, log } = deps;

  return {
    async subscribe(auth, planId, body, locale) {
      const customer = await actingCustomer(db, auth);
      const plan = await planForSale(db, planId);
      assertVatIdFits(body.vatId, body.address.country);
      const paymentMethodId = body.paymentMethodId ?? null;
      if (!paymentMethodId && provider.info.name === 'sandbox') {
        throw new Invalid('paymentMethodId: test mode — no real payment: add a test card first', [{ path: 'paymentMethodId', message: 'required in test mode' }]);
      }
      const promo = body.promoCode ? await deps.promos.check(body.promoCode, plan.product) : null;
      const quote = quoteSubscription({ planName: plan.name, interval: body.interval, licenses: body.licenses, country: body.address.country, vatId: body.vatId || null, promo });
      const terms: PurchaseTerms = { product: plan.product, planId: plan.id, interval: body.interval, licenses: body.licenses, promoCode: promo?.code ?? null, net: quote.net, vat: quote.vat, vatRate: quote.vatRate, total: quote.total };
      const pages = checkoutPages({ publicUrl: deps.publicUrl, locale, returnPath: body.returnPath, now: now(), purchase: 'subscription' });

      const claimed = await deps.claims.claim(customer, terms, paymentMethodId ? 'charge' : 'checkout', await deps.customers.existingProviderCustomer(customer.id));
      if (claimed.kind === 'open-checkout') return { status: 'redirect', redirectUrl: claimed.url, subscription: null };
      const { claim } = claimed;

      let providerCustomerId: string | null = null;
      let card: PurchaseCard | null = null;
      let started;
      try {
        providerCustomerId = await deps.customers.saveDetails(customer, { address: body.address, vatId: body.vatId }, auth);
        if (promo) await deps.promos.reserve(promo.code, claim.id, customer.id);
        if (paymentMethodId) card = await useCard(provider, providerCustomerId, paymentMethodId, true);
        started = await provider.startSubscription({
          providerCustomerId,
          charge: { planName: plan.name, interval: body.interval, licenses: body.licenses, quote, promo },
          paymentMethodId,
          metadata: subscriptionMetadata(customer.id, claim.id, terms),
          idempotencyKey: claim.id,
          pages,
        });
      } catch (error) {
        // The provider may have made it after all (a timeout): the claim waits for its events, and the sweep gives it back if none come.
        if (error instanceof PaymentProviderFailure) throw error;
        if (card && providerCustomerId) await undoCard(provider, providerCustomerId, card, log);
        await deps.claims.release(claim);
        throw error;
      }
      if (card?.attachedNow) await auditBilling(db, customer, auth, 'billing.card.added', { cardId: card.id }, now());
      if (started.kind === 'redirect') return { status: 'redirect', redirectUrl: started.url, subscription: null };

      const synced = await deps.sync.sync(started.subscription.id);
      const row = synced ? await withPlanOf(db, synced.id) : undefined;
      return { status: row?.status === 'active' ? 'done' : 'pending', redirectUrl: null, subscription: row ? subscriptionView(row) : null };
    },
  };
}
