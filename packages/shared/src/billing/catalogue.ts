import { z } from 'zod';
import { planCatalogue, type FeatureTier, type Product, tierOfLevel } from '../plans.ts';

/** Billing intervals of a subscription. */
export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** Every amount is in euro cents (no rounding anywhere); the currency is EUR throughout. */
export const BILLING_CURRENCY = 'EUR';

/** Net prices per licence of the plans that can be bought (platform §1, §3). Free is not sold. */
export const planPrices: Readonly<Record<string, Record<BillingInterval, number>>> = {
  Silver: { month: 2_900, year: 29_000 },
  Gold: { month: 5_900, year: 59_000 },
  Platinum: { month: 9_900, year: 99_000 },
  Diamond: { month: 24_900, year: 249_000 },
  Starter: { month: 1_900, year: 19_000 },
  Agency: { month: 4_900, year: 49_000 },
  'Premium (Beta)': { month: 7_900, year: 79_000 },
};

/** Licences (devices and seats) bought with one subscription: the quantity. */
export const LICENSES_MIN = 1;
export const LICENSES_MAX = 100;

/** Whether a plan of the catalogue can be bought (has prices). */
export function isPurchasable(planName: string): boolean {
  return planName in planPrices;
}

/** The product a purchasable plan belongs to (each sold plan belongs to exactly one). */
export function productOfPlan(planName: string): Product | null {
  const plan = planCatalogue.find((entry) => entry.name === planName);
  return plan && isPurchasable(planName) ? (plan.products[0] ?? null) : null;
}

/** The feature tier a plan opens (from its level): what the pricing page lists per plan. */
export function tierOfPlan(planName: string): FeatureTier {
  const plan = planCatalogue.find((entry) => entry.name === planName);
  return tierOfLevel(plan?.level ?? 0);
}

/** Packs of credits for metered features (AI pictures …), bought once. */
export const creditPacks = [
  { id: 'credits-100', credits: 100, price: 1_000 },
  { id: 'credits-500', credits: 500, price: 4_500 },
  { id: 'credits-2000', credits: 2_000, price: 16_000 },
] as const;
export type CreditPackId = (typeof creditPacks)[number]['id'];
export const creditPackIdSchema = z.enum(creditPacks.map((pack) => pack.id) as [CreditPackId, ...CreditPackId[]]);
