import { z } from 'zod';
import { customerAddressSchema } from '../account/profile-api.ts';
import { featureTiers, products } from '../plans.ts';
import { isSafeRedirectTarget } from '../rules/redirect.ts';
import { singleLine } from '../safe-text-schema.ts';
import { BILLING_CURRENCY, billingIntervals, creditPackIdSchema, LICENSES_MAX, LICENSES_MIN } from './catalogue.ts';
import { promoCodeSchema } from './promo.ts';
import { normalizeVatId } from './vat.ts';

const isoDate = z.iso.datetime({ offset: true });
const cents = z.int().min(0);

/** Which payment provider serves the account: Stripe, or the built-in sandbox ("Test mode — no real payment"). */
export const paymentProviderNames = ['stripe', 'sandbox'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];
export const paymentProviderInfoSchema = z.object({
  name: z.enum(paymentProviderNames),
  /** True for the sandbox and for Stripe test keys: every screen that takes money says so. */
  testMode: z.boolean(),
});
export type PaymentProviderInfo = z.infer<typeof paymentProviderInfoSchema>;

/** A plan as sold (GET /products, GET /products/plans/{id}). `active`: can be bought now. */
export const productPlanSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.int().nullable(),
  product: z.enum(products),
  tier: z.enum(featureTiers),
  active: z.boolean(),
  currency: z.literal(BILLING_CURRENCY),
  /** Net price per licence and interval in cents. */
  prices: z.object({ month: cents, year: cents }),
});
export type ProductPlan = z.infer<typeof productPlanSchema>;

export const creditPackSchema = z.object({ id: creditPackIdSchema, credits: z.int(), price: cents, currency: z.literal(BILLING_CURRENCY) });
export type CreditPack = z.infer<typeof creditPackSchema>;

/** GET /products?product= (public): the plans per sub-product, the credit packs and the provider. */
export const productsQuerySchema = z.object({ product: z.enum(products).optional() });
export const productsResponseSchema = z.object({
  products: z.array(z.object({ product: z.enum(products), plans: z.array(productPlanSchema) })),
  creditPacks: z.array(creditPackSchema),
  provider: paymentProviderInfoSchema,
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** A VAT id as typed; normal form. Whether it fits the country is checked with the address (isValidVatId). */
export const vatIdSchema = singleLine()
  .trim()
  .max(20)
  .transform(normalizeVatId)
  .refine((value) => value === '' || /^[A-Z]{2}[A-Z0-9+*]{2,13}$/.test(value), 'not a VAT identification number');

/** The billing address (platform §3 Address + the Billing form's VAT): the country is required to bill. */
export const billingAddressSchema = customerAddressSchema.extend({
  country: z.string().regex(/^[A-Z]{2}$/, 'choose a country'),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** A local path to return to after buying (the pricing page's `prev`). */
export const returnPathSchema = singleLine().max(500).refine((path) => isSafeRedirectTarget(path), 'must be a local path');

/**
 * POST /products/plans/{plan}/subscribe (platform §3 Billing form): `{plan}` is the plan's id.
 * `paymentMethodId`: a card saved before (sandbox: from POST /sandbox/payment-methods; Stripe: an attached
 * PaymentMethod). Without it, Stripe answers with its Checkout page to go to (the card goes to Stripe only).
 */
export const subscribeBodySchema = z.object({
  interval: z.enum(billingIntervals),
  licenses: z.int().min(LICENSES_MIN).max(LICENSES_MAX),
  address: billingAddressSchema,
  vatId: vatIdSchema.default(''),
  promoCode: promoCodeSchema.optional(),
  paymentMethodId: singleLine().trim().min(3).max(255).optional(),
  returnPath: returnPathSchema.optional(),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'canceled', 'unpaid'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Why a customer cancels (the `reason` header of DELETE /stripe/subscriptions/{id}). */
export const cancelReasons = ['too-expensive', 'missing-features', 'switching', 'event-over', 'other'] as const;
export type CancelReason = (typeof cancelReasons)[number];

export const subscriptionSchema = z.object({
  id: z.uuid(),
  product: z.enum(products),
  plan: z.object({ id: z.uuid(), name: z.string(), level: z.int().nullable() }),
  interval: z.enum(billingIntervals),
  licenses: z.int(),
  status: z.enum(subscriptionStatuses),
  currentPeriodStart: isoDate.nullable(),
  currentPeriodEnd: isoDate.nullable(),
  /** Cancelled: the plan stays until currentPeriodEnd and is not renewed. */
  cancelAtPeriodEnd: z.boolean(),
  cancelReason: z.enum(cancelReasons).nullable(),
  canceledAt: isoDate.nullable(),
  promoCode: z.string().nullable(),
  /** One period's price as billed: net after discount, VAT, total (cents). */
  amounts: z.object({ net: cents, vat: cents, total: cents, vatRate: z.int(), currency: z.literal(BILLING_CURRENCY) }),
  createdAt: isoDate,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * The answer of subscribe (and of buying credits): `done` when the provider confirmed at once (sandbox, a
 * saved card on Stripe), `redirect` to the provider's page, `pending` while its confirmation is awaited.
 */
export const purchaseResultSchema = z.object({
  status: z.enum(['done', 'redirect', 'pending']),
  redirectUrl: z.string().nullable(),
  subscription: subscriptionSchema.nullable(),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

/** POST /products/credits/{pack}/buy. */
export const buyCreditsBodySchema = z.object({ paymentMethodId: singleLine().trim().min(3).max(255).optional(), returnPath: returnPathSchema.optional() });
export const creditPackParamsSchema = z.object({ pack: creditPackIdSchema });

export const cardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.int().min(1).max(12),
  expYear: z.int(),
  name: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

/** GET /stripe/paymentMethods. */
export const paymentMethodsSchema = z.object({ defaultId: z.string().nullable(), items: z.array(cardSchema) });
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** PUT /stripe/paymentMethods/default: make a saved card the default (`paymentId`), or add a new card (`card`) as default. */
export const defaultPaymentMethodBodySchema = z
  .object({ paymentId: singleLine().trim().min(3).max(255).optional(), card: singleLine().trim().min(3).max(255).optional() })
  .refine((body) => (body.paymentId ? !body.card : Boolean(body.card)), { path: ['paymentId'], message: 'give either paymentId or card' });

/** GET/PUT /stripe/customer: the billing customer (address and VAT id); GET adds subscriptions and the provider. */
export const billingCustomerUpdateSchema = z.object({ address: billingAddressSchema, vatId: vatIdSchema.default('') });
export const billingCustomerSchema = z.object({
  customerId: z.uuid(),
  email: z.string(),
  address: customerAddressSchema,
  vatId: z.string(),
  subscriptions: z.array(subscriptionSchema),
  credits: z.int(),
  provider: paymentProviderInfoSchema,
});
export type BillingCustomer = z.infer<typeof billingCustomerSchema>;

export const invoiceStatuses = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export const invoiceLineSchema = z.object({ description: z.string(), quantity: z.int(), unitAmount: cents, amount: cents });

/** An invoice (GET /stripe/billings, /stripe/billings/{id}); the PDF at /stripe/billings/{id}/pdf. */
export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(invoiceStatuses),
  issuedAt: isoDate,
  paidAt: isoDate.nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  currency: z.literal(BILLING_CURRENCY),
  lines: z.array(invoiceLineSchema),
  subtotal: cents,
  discount: cents,
  net: cents,
  vatRate: z.int(),
  vat: cents,
  total: cents,
  reverseCharge: z.boolean(),
  /** "Reverse charge: VAT to be accounted for by the recipient" and the like, in the invoice's language. */
  vatNote: z.string(),
  testMode: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ items: z.array(invoiceSchema) });

/** The sandbox's card form (platform §3 Card form): test numbers only; answers a payment-method id. */
export const sandboxCardBodySchema = z.object({
  number: z.string().trim().transform((value) => value.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{12,19}$/, 'not a card number')),
  name: singleLine().trim().min(1).max(100),
  expiry: singleLine().trim().regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'MM/YY'),
  cvc: z.string().trim().regex(/^\d{3,4}$/, '3 or 4 digits'),
});
export type SandboxCardBody = z.input<typeof sandboxCardBodySchema>;

/** The sandbox's test cards: the first succeeds, the others are declined with their reason. */
export const sandboxTestCards = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'card_declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds' },
] as const;
