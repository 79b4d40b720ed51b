import { z } from 'zod';
import { products, type Product } from '../plans.ts';
import { singleLine } from '../safe-text-schema.ts';

export const promoKinds = ['percent', 'amount'] as const;
export type PromoKind = (typeof promoKinds)[number];

/** Promo codes are typed by people: letters, digits and dashes, compared in upper case. */
export const promoCodeSchema = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only')
  .transform((code) => code.toUpperCase());

const isoDate = z.iso.datetime({ offset: true });

/** A promo code as the admin creates it: percent (1–100) or a fixed amount in cents off each payment. */
export const promoCodeInputSchema = z
  .object({
    code: promoCodeSchema,
    kind: z.enum(promoKinds),
    value: z.int().min(1).max(1_000_000),
    validFrom: isoDate.nullable().default(null),
    validUntil: isoDate.nullable().default(null),
    /** How often it can be redeemed in all; null: without limit. */
    maxRedemptions: z.int().min(1).max(1_000_000).nullable().default(null),
    /** The products it applies to; empty: every product. */
    products: z.array(z.enum(products)).max(products.length).default([]),
    description: singleLine().trim().max(200).default(''),
  })
  .refine((promo) => promo.kind !== 'percent' || promo.value <= 100, { path: ['value'], message: 'a percentage is at most 100' })
  .refine((promo) => !promo.validFrom || !promo.validUntil || promo.validFrom < promo.validUntil, { path: ['validUntil'], message: 'must be after validFrom' });
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>;

/** GET /products/promo/{promoCode}: what a valid code gives. */
export const promoCodeSchemaOut = z.object({
  code: z.string(),
  kind: z.enum(promoKinds),
  value: z.int(),
  validUntil: isoDate.nullable(),
  products: z.array(z.enum(products)),
  description: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchemaOut>;

/** A stored promo code with what the checks need. */
export interface PromoRule {
  kind: PromoKind;
  value: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
  products: readonly Product[];
}

export const promoProblems = ['not-yet-valid', 'expired', 'exhausted', 'other-product'] as const;
export type PromoProblem = (typeof promoProblems)[number];

/** Why a promo code cannot be used now for this product, or null when it can. */
export function promoProblem(promo: PromoRule, now: Date, product: Product | null): PromoProblem | null {
  if (promo.validFrom && now < promo.validFrom) return 'not-yet-valid';
  if (promo.validUntil && now >= promo.validUntil) return 'expired';
  if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions) return 'exhausted';
  if (product && promo.products.length > 0 && !promo.products.includes(product)) return 'other-product';
  return null;
}

/** The discount in cents a promo code gives on an amount (never more than the amount). */
export function promoDiscount(promo: Pick<PromoRule, 'kind' | 'value'>, amount: number): number {
  const off = promo.kind === 'percent' ? Math.round((amount * promo.value) / 100) : promo.value;
  return Math.min(off, amount);
}

/** A promo code as the admin list shows it (GET /products/promo): the full rule and how often it was used. */
export const promoCodeAdminSchema = promoCodeSchemaOut.extend({
  validFrom: isoDate.nullable(),
  maxRedemptions: z.int().nullable(),
  redemptions: z.int(),
  createdAt: isoDate,
});
export type PromoCodeAdmin = z.infer<typeof promoCodeAdminSchema>;

/** The admin's text for a promo problem (the API message and the field issue say the same). */
export const promoProblemMessages: Record<PromoProblem | 'unknown', string> = {
  unknown: 'This promo code does not exist',
  'not-yet-valid': 'This promo code is not valid yet',
  expired: 'This promo code has expired',
  exhausted: 'This promo code has been used up',
  'other-product': 'This promo code is not valid for this product',
};
