import { planPrices, type BillingInterval } from './catalogue.ts';
import { promoDiscount, type PromoRule } from './promo.ts';
import { vatTreatment, type VatTreatment } from './vat.ts';

export interface QuoteInput {
  planName: string;
  interval: BillingInterval;
  licenses: number;
  country: string;
  vatId: string | null;
  promo: Pick<PromoRule, 'kind' | 'value'> | null;
}

/** What one payment of a subscription costs, in cents; the same on the screen and on the invoice. */
export interface Quote {
  unitAmount: number;
  licenses: number;
  subtotal: number;
  discount: number;
  net: number;
  /** Basis points (1900 = 19 %). */
  vatRate: number;
  vat: number;
  total: number;
  treatment: VatTreatment['kind'];
}

/** The price of one billing period: licences × unit price, less the promo, plus VAT of the buyer's country. */
export function quoteSubscription(input: QuoteInput): Quote {
  const prices = planPrices[input.planName];
  if (!prices) throw new Error(`plan ${input.planName} is not for sale`);
  const unitAmount = prices[input.interval];
  const subtotal = unitAmount * input.licenses;
  return priceWithVat(unitAmount, input.licenses, subtotal, input.promo ? promoDiscount(input.promo, subtotal) : 0, input.country, input.vatId);
}

/** VAT on a net amount after discount, rounded half up to the cent. */
export function priceWithVat(unitAmount: number, licenses: number, subtotal: number, discount: number, country: string, vatId: string | null): Quote {
  const treatment = vatTreatment(country, vatId);
  const net = subtotal - discount;
  const vat = Math.round((net * treatment.rate) / 10_000);
  return { unitAmount, licenses, subtotal, discount, net, vatRate: treatment.rate, vat, total: net + vat, treatment: treatment.kind };
}
