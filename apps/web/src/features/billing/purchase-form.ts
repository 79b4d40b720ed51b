import {
  type BillingInterval,
  type ProductPlan,
  type PromoCode,
  type Quote,
  type SubscribeBody,
  LICENSES_MAX,
  LICENSES_MIN,
  SELLER_COUNTRY,
  billingAddressSchema,
  isEuCountry,
  isPurchasable,
  isValidVatId,
  priceWithVat,
  promoDiscount,
  quoteSubscription,
  sandboxCardBodySchema,
  vatIdSchema,
} from '@booth/shared';
import { z } from 'zod';

/** The VAT id is asked only where it changes the invoice: a business in another EU country (reverse charge). */
export function asksForVatId(country: string): boolean {
  return isEuCountry(country) && country !== SELLER_COUNTRY;
}

const address = billingAddressSchema.shape;

/** The fields of the Billing form (platform §3) and, with the sandbox, of the Card form. */
const fields = {
  licenses: z.int().min(LICENSES_MIN).max(LICENSES_MAX),
  companyName: address.companyName,
  street: address.street,
  zipCode: address.zipCode,
  city: address.city,
  country: address.country,
  vatId: vatIdSchema,
};

/** A VAT id that does not have its country's form is refused here, before it decides the VAT. */
function vatIdFitsCountry(values: { vatId: string; country: string }, context: z.RefinementCtx) {
  if (values.vatId && asksForVatId(values.country) && !isValidVatId(values.vatId, values.country)) {
    context.addIssue({ code: 'custom', path: ['vatId'], message: 'vatIdCountry' });
  }
}

/** The form of /subscription: with the card fields when the sandbox takes the payment, without for Stripe. */
export function purchaseFormSchema(withCard: boolean) {
  const base = withCard ? z.object({ ...fields, card: sandboxCardBodySchema }) : z.object({ ...fields, card: z.unknown().optional() });
  return base.superRefine(vatIdFitsCountry);
}

export type PurchaseFormInput = z.input<ReturnType<typeof purchaseFormSchema>>;

export interface PurchaseFormValues {
  licenses: number;
  companyName: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  vatId: string;
}

/** The body of POST /products/plans/{plan}/subscribe from the form; the VAT id only where it counts. */
export function subscribeBody(
  values: PurchaseFormValues,
  { interval, promoCode, paymentMethodId, returnPath }: { interval: BillingInterval; promoCode: string | null; paymentMethodId?: string; returnPath: string | null },
): SubscribeBody {
  return {
    interval,
    licenses: values.licenses,
    address: { companyName: values.companyName, street: values.street, zipCode: values.zipCode, city: values.city, country: values.country },
    vatId: asksForVatId(values.country) ? values.vatId : '',
    ...(promoCode ? { promoCode } : {}),
    ...(paymentMethodId ? { paymentMethodId } : {}),
    ...(returnPath ? { returnPath } : {}),
  };
}

/**
 * One period's price as the invoice will have it, from the shared quoteSubscription (the server bills
 * with the same function). A plan the catalogue does not price falls back to the server's prices.
 */
export function quotePurchase(
  plan: Pick<ProductPlan, 'name' | 'prices'>,
  { interval, licenses, country, vatId, promo }: { interval: BillingInterval; licenses: number; country: string; vatId: string; promo: Pick<PromoCode, 'kind' | 'value'> | null },
): Quote {
  const validVatId = vatId && isValidVatId(vatId, country) ? vatId : null;
  if (isPurchasable(plan.name)) return quoteSubscription({ planName: plan.name, interval, licenses, country, vatId: validVatId, promo });
  const unit = plan.prices[interval];
  const subtotal = unit * licenses;
  return priceWithVat(unit, licenses, subtotal, promo ? promoDiscount(promo, subtotal) : 0, country, validVatId);
}
