import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { BillingInterval, Card } from '@booth/shared';
import Stripe from 'stripe';
import { NotFound } from '@/errors.ts';
import type { Logger } from '@/platform/logger.ts';
import { PaymentDeclined, PaymentProviderFailure, type BillingProvider, type CheckoutPages, type PlanCharge } from './billing-provider.ts';
import { cancelFeedback, checkoutOf, idOf, invoiceOf, subscriptionOf } from './stripe-billing-objects.ts';

export interface StripeBillingDeps {
  stripe: Stripe;
  /** A test key: every screen that takes money says so. */
  testMode: boolean;
  log: Logger;
}

const CURRENCY = 'eur';

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** A price per plan, interval and amount, found again by its lookup key (a new amount in the catalogue makes a new price). */
function priceKey(planName: string, interval: BillingInterval, unitAmount: number): string {
  return `boothwerk_${planName.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${interval}_${unitAmount}`;
}

const cardOf = (method: Stripe.PaymentMethod): Card => ({
  id: method.id,
  brand: method.card?.brand ?? 'card',
  last4: method.card?.last4 ?? '0000',
  expMonth: method.card?.exp_month ?? 1,
  expYear: method.card?.exp_year ?? 1970,
  name: method.billing_details.name ?? '',
});

/**
 * Billing on Stripe (STRIPE_SECRET_KEY). We compute every price, discount and VAT ourselves (the shared
 * quote): Stripe gets the net price (a Price per plan, interval and amount), the VAT as an exclusive
 * TaxRate of our percentage, promo codes as a coupon `promo_<CODE>`, and reverse-charge customers are
 * marked `tax_exempt: reverse` so its invoices say so. A saved card is charged at once
 * (`error_if_incomplete`: a decline is an error, never a half-made subscription); without one the
 * buyer goes to Checkout. Every create carries an idempotency key, so a retried request makes one object.
 */
/** Where Checkout sends the customer back, until when it can be paid, and in which language. */
function checkoutPages(pages: CheckoutPages) {
  return { success_url: pages.successUrl, cancel_url: pages.cancelUrl, expires_at: Math.floor(pages.expiresAt.getTime() / 1000), locale: pages.locale };
}

function redirectTo(session: Stripe.Checkout.Session): { kind: 'redirect'; url: string } {
  if (!session.url) throw new PaymentProviderFailure('Stripe Checkout gave no page to go to');
  return { kind: 'redirect', url: session.url };
}

export function createStripeBilling(deps: StripeBillingDeps): BillingProvider {
  const { stripe, log } = deps;
  // Prices and tax rates never change once made; their ids are kept for the life of the process.
  const prices = new Map<string, Promise<string>>();
  const taxRates = new Map<number, Promise<string>>();

  /** Maps Stripe's errors to ours: a card error is a decline (402), a missing object NotFound, anything else 502. */
  async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(error.decline_code ?? error.code ?? 'card_declined');
      if (error instanceof NotFound || error instanceof PaymentDeclined || error instanceof PaymentProviderFailure) throw error;
      if (isMissing(error)) throw new NotFound(`No such ${what}`);
      log.error({ err: error, what }, 'Stripe call failed');
      throw new PaymentProviderFailure();
    }
  }

  /** Null when Stripe does not know the object. */
  async function retrieve<T>(what: string, work: () => Promise<T>): Promise<T | null> {
    try {
      return await call(what, work);
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw error;
    }
  }

  function memo<K>(cache: Map<K, Promise<string>>, key: K, make: () => Promise<string>): Promise<string> {
    let found = cache.get(key);
    if (!found) {
      found = make();
      cache.set(key, found);
      found.catch(() => cache.delete(key));
    }
    return found;
  }

  function ensurePrice(charge: PlanCharge): Promise<string> {
    const key = priceKey(charge.planName, charge.interval, charge.quote.unitAmount);
    return memo(prices, key, async () => {
      const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
      const existing = found.data[0];
      if (existing) return existing.id;
      const created = await stripe.prices.create(
        {
          currency: CURRENCY,
          unit_amount: charge.quote.unitAmount,
          recurring: { interval: charge.interval },
          lookup_key: key,
          tax_behavior: 'exclusive',
          product_data: { name: `Boothwerk ${charge.planName}`, metadata: { plan: charge.planName } },
          metadata: { plan: charge.planName, interval: charge.interval },
        },
        { idempotencyKey: `price:${key}` },
      );
      return created.id;
    });
  }

  /** Our VAT rate as an exclusive Stripe TaxRate (made once per percentage); none for 0 % (reverse charge, export). */
  async function ensureTaxRate(basisPoints: number): Promise<string | null> {
    if (basisPoints === 0) return null;
    return memo(taxRates, basisPoints, async () => {
      const percentage = basisPoints / 100;
      const rates = await stripe.taxRates.list({ active: true, inclusive: false, limit: 100 });
      const existing = rates.data.find((rate) => rate.percentage === percentage && rate.metadata?.boothwerk === 'vat');
      if (existing) return existing.id;
      const created = await stripe.taxRates.create(
        { display_name: 'USt. / VAT', description: `Umsatzsteuer / VAT ${percentage} %`, percentage, inclusive: false, tax_type: 'vat', metadata: { boothwerk: 'vat' } },
        { idempotencyKey: `tax-rate:${basisPoints}` },
      );
      return created.id;
    });
  }

  /** The promo as a coupon `promo_<CODE>` (forever: each payment, like our quote); remade when the code's value changed. */
  async function ensureCoupon(promo: NonNullable<PlanCharge['promo']>): Promise<string> {
    const id = `promo_${promo.code}`;
    const wanted = promo.kind === 'percent' ? { percent_off: promo.value } : { amount_off: promo.value, currency: CURRENCY };
    const existing = await retrieve('coupon', () => stripe.coupons.retrieve(id));
    const same = existing && (promo.kind === 'percent' ? existing.percent_off === promo.value : existing.amount_off === promo.value && existing.currency === CURRENCY);
    if (existing && same) return id;
    if (existing) await stripe.coupons.del(id);
    await stripe.coupons.create({ id, name: promo.code, duration: 'forever', ...wanted }, { idempotencyKey: `coupon:${id}:${promo.kind}:${promo.value}` });
    return id;
  }

  async function ownMethod(providerCustomerId: string, paymentMethodId: string): Promise<Stripe.PaymentMethod> {
    const method = await retrieve('card', () => stripe.paymentMethods.retrieve(paymentMethodId));
    if (!method || (idOf(method.customer) ?? providerCustomerId) !== providerCustomerId) throw new NotFound('No such card');
    return method;
  }

  async function syncTaxId(customerId: string, vatId: string): Promise<void> {
    const existing = await stripe.customers.listTaxIds(customerId, { limit: 100 });
    for (const taxId of existing.data) if (taxId.type === 'eu_vat' && taxId.value !== vatId) await stripe.customers.deleteTaxId(customerId, taxId.id);
    if (vatId && !existing.data.some((taxId) => taxId.type === 'eu_vat' && taxId.value === vatId)) await stripe.customers.createTaxId(customerId, { type: 'eu_vat', value: vatId });
  }

  return {
    info: { name: 'stripe', testMode: deps.testMode },

    saveCustomer(existing, input) {
      return call('customer', async () => {
        const params = {
          email: input.email,
          name: input.name,
          address: { line1: input.address.street, postal_code: input.address.zipCode, city: input.address.city, ...(input.address.country ? { country: input.address.country } : {}) },
          tax_exempt: input.reverseCharge ? ('reverse' as const) : ('none' as const),
          metadata: { customerId: input.customerId, companyName: input.address.companyName },
        };
        const customer = existing ? await stripe.customers.update(existing, params) : await stripe.customers.create(params, { idempotencyKey: `customer:${input.customerId}` });
        await syncTaxId(customer.id, input.vatId);
        return customer.id;
      });
    },

    startSubscription(input) {
      return call('subscription', async () => {
        const [price, taxRate, coupon] = await Promise.all([ensurePrice(input.charge), ensureTaxRate(input.charge.quote.vatRate), input.charge.promo ? ensureCoupon(input.charge.promo) : null]);
        const taxRates = taxRate ? [taxRate] : undefined;
        const discounts = coupon ? [{ coupon }] : undefined;
        if (input.paymentMethodId) {
          const subscription = await stripe.subscriptions.create(
            {
              customer: input.providerCustomerId,
              items: [{ price, quantity: input.charge.licenses }],
              // No card of its own: it charges the customer's default, which the billing module made this card.
              ...(taxRates ? { default_tax_rates: taxRates } : {}),
              ...(discounts ? { discounts } : {}),
              payment_behavior: 'error_if_incomplete',
              metadata: input.metadata,
            },
            { idempotencyKey: `subscription:${input.idempotencyKey}` },
          );
          return { kind: 'subscribed' as const, subscription: subscriptionOf(subscription) };
        }
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: input.providerCustomerId,
            client_reference_id: input.metadata.customerId,
            line_items: [{ price, quantity: input.charge.licenses, ...(taxRates ? { tax_rates: taxRates } : {}) }],
            ...(discounts ? { discounts } : {}),
            subscription_data: { metadata: input.metadata },
            metadata: input.metadata,
            ...checkoutPages(input.pages),
          },
          { idempotencyKey: `checkout:${input.idempotencyKey}` },
        );
        return redirectTo(session);
      });
    },

    async getSubscription(id) {
      const subscription = await retrieve('subscription', () => stripe.subscriptions.retrieve(id));
      return subscription ? subscriptionOf(subscription) : null;
    },

    setCancelAtPeriodEnd(id, cancel, reason) {
      return call('subscription', async () => {
        const subscription = await stripe.subscriptions.update(id, {
          cancel_at_period_end: cancel,
          cancellation_details: { feedback: cancel && reason ? cancelFeedback[reason] : '' },
        });
        return subscriptionOf(subscription);
      });
    },

    cancelNow(id) {
      return call('subscription', async () => {
        try {
          return subscriptionOf(await stripe.subscriptions.cancel(id));
        } catch (error) {
          // Stripe treats an ended subscription as deleted: cancelling it again answers resource_missing
          // although it can still be read. Read it, to tell "ended already" from "never existed".
          if (!isMissing(error)) throw error;
          const current = await retrieve('subscription', () => stripe.subscriptions.retrieve(id));
          return current ? subscriptionOf(current) : null;
        }
      });
    },

    liveSubscriptions(providerCustomerId) {
      return call('customer', async () => {
        const all = await stripe.subscriptions.list({ customer: providerCustomerId, status: 'all', limit: 100 }).autoPagingToArray({ limit: 10_000 });
        return all.filter((subscription) => subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired').map(subscriptionOf);
      });
    },

    async getInvoice(id) {
      const invoice = await retrieve('invoice', () => stripe.invoices.retrieve(id));
      return invoice ? invoiceOf(invoice) : null;
    },

    invoicePdf(id) {
      return call('invoice', async () => {
        const invoice = await stripe.invoices.retrieve(id);
        if (!invoice.invoice_pdf) throw new PaymentProviderFailure('Stripe has no document for this invoice yet; try again in a minute');
        const response = await fetch(invoice.invoice_pdf);
        if (!response.ok || !response.body) throw new PaymentProviderFailure("Stripe's invoice document could not be fetched; try again in a minute");
        return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
      });
    },

    listPaymentMethods(providerCustomerId) {
      return call('customer', async () => {
        const [customer, methods] = await Promise.all([stripe.customers.retrieve(providerCustomerId), stripe.paymentMethods.list({ customer: providerCustomerId, type: 'card', limit: 100 })]);
        const defaultId = customer.deleted ? null : idOf(customer.invoice_settings.default_payment_method);
        return { defaultId, items: methods.data.map(cardOf) };
      });
    },

    attachPaymentMethod(providerCustomerId, paymentMethodId) {
      return call('card', async () => {
        const method = await ownMethod(providerCustomerId, paymentMethodId);
        if (idOf(method.customer) === providerCustomerId) return cardOf(method);
        return cardOf(await stripe.paymentMethods.attach(paymentMethodId, { customer: providerCustomerId }));
      });
    },

    setDefaultPaymentMethod(providerCustomerId, paymentMethodId) {
      return call('card', async () => {
        const method = await ownMethod(providerCustomerId, paymentMethodId);
        if (idOf(method.customer) !== providerCustomerId) throw new NotFound('No such card');
        await stripe.customers.update(providerCustomerId, { invoice_settings: { default_payment_method: paymentMethodId } });
      });
    },

    detachPaymentMethod(providerCustomerId, paymentMethodId) {
      return call('card', async () => {
        const method = await ownMethod(providerCustomerId, paymentMethodId);
        if (idOf(method.customer) !== providerCustomerId) throw new NotFound('No such card');
        await stripe.paymentMethods.detach(paymentMethodId);
      });
    },

    startOneOffPayment(input) {
      // Credit packs on Stripe are always paid on Checkout (the bank may ask for authentication there).
      return call('checkout', async () => {
        const taxRate = await ensureTaxRate(input.quote.vatRate);
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer: input.providerCustomerId,
            client_reference_id: input.metadata.customerId,
            line_items: [
              {
                price_data: { currency: CURRENCY, unit_amount: input.quote.unitAmount, tax_behavior: 'exclusive', product_data: { name: input.description } },
                quantity: input.quote.licenses,
                ...(taxRate ? { tax_rates: [taxRate] } : {}),
              },
            ],
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata },
            invoice_creation: { enabled: true, invoice_data: { description: input.description, metadata: input.metadata } },
            ...checkoutPages(input.pages),
          },
          { idempotencyKey: `checkout:${input.idempotencyKey}` },
        );
        return redirectTo(session);
      });
    },

    async getCheckout(id) {
      const session = await retrieve('checkout', () => stripe.checkout.sessions.retrieve(id));
      return session ? checkoutOf(session) : null;
    },

    findCheckout(providerCustomerId, reference) {
      return call('checkout', async () => {
        const sessions = await stripe.checkout.sessions.list({ customer: providerCustomerId, limit: 100 });
        const mine = sessions.data.filter((session) => session.metadata?.subscriptionId === reference).sort((a, b) => b.created - a.created);
        return mine[0] ? checkoutOf(mine[0]) : null;
      });
    },

    openCheckouts(providerCustomerId) {
      return call('customer', async () => {
        const open = await stripe.checkout.sessions.list({ customer: providerCustomerId, status: 'open', limit: 100 }).autoPagingToArray({ limit: 10_000 });
        return open.map(checkoutOf);
      });
    },

    expireCheckout(id) {
      return call('checkout', async () => {
        await stripe.checkout.sessions.expire(id);
      });
    },
  };
}
