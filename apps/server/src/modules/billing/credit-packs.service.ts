import { creditPacks, priceWithVat, type CreditPackId, type Locale, type PurchaseResult } from '@booth/shared';
import { Conflict, Invalid } from '@/errors.ts';
import { actingCustomer } from '@/modules/admin/admin-access.ts';
import { bookCredits, hasCreditEntry } from '@/modules/admin/credits.repo.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import { PaymentProviderFailure } from '@/platform/payments/billing-provider.ts';
import type { BillingCustomerService } from './billing-customer.service.ts';
import { auditBilling, type BillingDeps } from './billing-deps.ts';
import { findBillingCustomer, findBillingCustomerByProviderId, lockCustomerForBilling } from './billing-customers.repo.ts';
import { checkoutPages } from './checkout-pages.ts';
import type { CreditPurchase, CreditPurchases } from './credit-purchases.ts';
import { undoCard, useCard, type PurchaseCard } from './purchase-card.ts';

export interface CreditPacksService {
  /**
   * POST /products/credits/{pack}/buy: the pack's net price plus the VAT of the billing address. The
   * sandbox charges the test card at once (`done`, the credits are booked); Stripe answers its
   * Checkout page (`redirect`), and the credits follow from its checkout.session.completed event.
   * Identical requests at once or within seconds (a double click, a retry) are one purchase: one
   * charge and one credit entry, or the same Checkout page. Only the request that made a charge
   * answers `done`; the others answer 409 naming that purchase (it is being made, or was just made).
   */
  buy(auth: AuthContext, packId: CreditPackId, body: { paymentMethodId?: string; returnPath?: string }, locale: Locale): Promise<PurchaseResult>;
  /** Books a paid checkout's credits, exactly once per payment (events may come twice, and the sandbox also answers at once). */
  creditCheckout(checkoutId: string): Promise<void>;
}

/** The answer to a request repeating a purchase another request charges: the truth about it, naming it. */
function purchaseUnderWay(purchase: CreditPurchase): Conflict {
  return new Conflict(
    purchase.finished
      ? `This purchase (${purchase.id}) was made a moment ago by another request: look at your credits before buying the pack again`
      : `This purchase (${purchase.id}) is already in progress in another request: look at your credits in a moment before buying the pack again`,
  );
}

/** The ledger note of a purchase names its payment: how a second delivery finds it was booked. */
const purchaseNote = (packId: string, credits: number, checkoutId: string) => `${credits} credits (${packId}), payment ${checkoutId}`;

export function createCreditPacksService(deps: BillingDeps & { customers: BillingCustomerService; purchases: CreditPurchases }): CreditPacksService {
  const { db, now, provider, log } = deps;

  async function creditCheckout(checkoutId: string): Promise<void> {
    const checkout = await provider.getCheckout(checkoutId);
    if (!checkout || checkout.status !== 'complete' || !checkout.paid || checkout.metadata.kind !== 'credits' || !checkout.customer) return;
    const pack = creditPacks.find((candidate) => candidate.id === checkout.metadata.pack);
    const billing = await findBillingCustomerByProviderId(db, provider.info.name, checkout.customer);
    if (!pack || !billing) {
      log.warn({ checkoutId }, 'a paid credit checkout names no known pack or customer; nothing booked');
      return;
    }
    const note = purchaseNote(pack.id, pack.credits, checkoutId);
    const at = now();
    await db.transaction(async (tx) => {
      // Locked: two deliveries of the same payment at once book it once.
      await lockCustomerForBilling(tx, billing.customerId);
      if (await hasCreditEntry(tx, billing.customerId, 'purchase', note)) return;
      const customer = await findCustomerById(tx, billing.customerId);
      if (!customer) return;
      const balance = await bookCredits(tx, { customerId: customer.id, kind: 'purchase', amount: pack.credits, note, actorId: customer.id, at });
      await auditBilling(tx, customer, null, 'billing.credits.bought', { pack: pack.id, credits: pack.credits, balance, checkoutId }, at);
    });
  }

  return {
    async buy(auth, packId, body, locale) {
      const customer = await actingCustomer(db, auth);
      const pack = creditPacks.find((candidate) => candidate.id === packId);
      if (!pack) throw new Invalid('pack: no such credit pack', [{ path: 'pack', message: 'no such credit pack' }]);
      const country = customer.address.country;
      if (!country) throw new Invalid('address.country: add your billing address first (its country decides the VAT)', [{ path: 'address.country', message: 'add your billing address first' }]);
      const paymentMethodId = provider.info.name === 'sandbox' ? (body.paymentMethodId ?? null) : null;
      if (provider.info.name === 'sandbox' && !paymentMethodId) {
        throw new Invalid('paymentMethodId: test mode — no real payment: add a test card first', [{ path: 'paymentMethodId', message: 'required in test mode' }]);
      }
      const providerCustomerId = await deps.customers.providerCustomerOf(customer);
      const billingVatId = (await findBillingCustomer(db, customer.id))?.vatId ?? '';
      const quote = priceWithVat(pack.price, 1, pack.price, 0, country, billingVatId || null);
      // A double click or a retried request is the same purchase (credit-purchases.ts): charged once.
      const purchase = await deps.purchases.take(customer.id, pack.id, paymentMethodId ?? '');
      // A charge at once is answered by the request that makes it: repeating it would answer `done`
      // again for one pack booked. A hosted page is the same page for every repeat (below).
      if (purchase.joined && paymentMethodId) throw purchaseUnderWay(purchase);
      const metadata = { kind: 'credits', customerId: customer.id, pack: pack.id, credits: String(pack.credits), net: String(quote.net), vat: String(quote.vat), vatRate: String(quote.vatRate), total: String(quote.total) };

      let card: PurchaseCard | null = null;
      let result;
      try {
        if (paymentMethodId) card = await useCard(provider, providerCustomerId, paymentMethodId, false);
        result = await provider.startOneOffPayment({
          providerCustomerId,
          description: `Boothwerk ${pack.credits} Credits`,
          quote,
          paymentMethodId,
          metadata,
          idempotencyKey: purchase.id,
          // Dated by the purchase, not the request: Stripe refuses a key repeated with other parameters (expires_at).
          pages: checkoutPages({ publicUrl: deps.publicUrl, locale, returnPath: body.returnPath, now: purchase.createdAt, purchase: 'credits' }),
        });
      } catch (error) {
        // The request that made the purchase cleans up after it; one that repeated it leaves that alone.
        if (!purchase.joined) {
          await deps.purchases.drop(purchase);
          if (card && !(error instanceof PaymentProviderFailure)) await undoCard(provider, providerCustomerId, card, log);
        }
        throw error;
      }
      await deps.purchases.finish(purchase);
      if (card?.attachedNow && !purchase.joined) await auditBilling(db, customer, auth, 'billing.card.added', { cardId: card.id }, now());
      if (result.kind === 'redirect') return { status: 'redirect', redirectUrl: result.url, subscription: null };
      await creditCheckout(result.checkoutId);
      return { status: 'done', redirectUrl: null, subscription: null };
    },

    creditCheckout,
  };
}
