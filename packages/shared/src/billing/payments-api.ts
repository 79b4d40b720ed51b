import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { paymentProviderNames } from './billing-api.ts';
import { BILLING_CURRENCY } from './catalogue.ts';

const isoDate = z.iso.datetime({ offset: true });

/** The organiser's account for card payments from guests (campaigns §3 Payment account). */
export const paymentAccountSchema = z.object({
  id: z.uuid(),
  account_id: z.string(),
  onboarding_complete: z.boolean(),
  /** Whether charges can be taken on it now (Stripe: charges_enabled). */
  allow_stripe: z.boolean(),
  country: z.string(),
  testMode: z.boolean(),
  /** Stripe Connect or the sandbox (which has no dashboard to open). Optional only so that older answers still parse. */
  provider: z.enum(paymentProviderNames).optional(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/** Countries in which an organiser can take card payments (Stripe Connect's supported countries, EU/EEA, CH, GB). */
export const paymentAccountCountries = [
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export const paymentAccountBodySchema = z.object({ country: z.enum(paymentAccountCountries) });

/** POST …/account/login and …/account/reauth: where to send the organiser (provider dashboard / onboarding). */
export const accountLinkSchema = z.object({ url: z.string() });

export const paymentSessionStatuses = ['open', 'paid', 'used', 'refunded', 'expired', 'failed'] as const;
export type PaymentSessionStatus = (typeof paymentSessionStatuses)[number];
export const paymentPurposes = ['print'] as const;

/** Minutes a guest has to pay before an open session expires. */
export const PAYMENT_SESSION_TTL_MINUTES = 30;

/** A payment session (campaigns §3): a guest pays once for a paywalled action (print), used exactly once. */
export const paymentSessionSchema = z.object({
  slug: z.string(),
  status: z.enum(paymentSessionStatuses),
  purpose: z.enum(paymentPurposes),
  amount: z.int().min(1),
  currency: z.literal(BILLING_CURRENCY),
  eventSlug: z.string(),
  eventName: z.string(),
  shootId: z.uuid(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  failureReason: z.string().nullable(),
  createdAt: isoDate,
  expiresAt: isoDate,
  paidAt: isoDate.nullable(),
  usedAt: isoDate.nullable(),
  refundedAt: isoDate.nullable(),
  testMode: z.boolean(),
  /**
   * Who takes the payment: the guest page shows the sandbox's test-card form, or sends the guest to
   * Stripe's Checkout. Optional only so that older answers still parse; the server always sends it.
   */
  provider: z.enum(paymentProviderNames).optional(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** GET …/payment-session (the organiser's sessions, newest first, keyset paged). */
export const paymentSessionListQuerySchema = z.object({
  eventSlug: singleLine().max(100).optional(),
  status: z.enum(paymentSessionStatuses).optional(),
  cursor: singleLine().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const paymentSessionListSchema = z.object({ sessions: z.array(paymentSessionSchema), nextCursor: z.string().nullable() });

/** POST …/payment-session (a guest of the picture: its booth session or its public microsite). */
export const paymentSessionCreateSchema = z.object({ shootId: z.uuid(), purpose: z.enum(paymentPurposes).default('print') });

/** POST …/payment-session/{slug}/pay: sandbox with a test card's payment-method id; Stripe answers Checkout's URL. */
export const paymentSessionPayBodySchema = z.object({ paymentMethodId: singleLine().trim().min(3).max(255).optional() });
export const paymentSessionPayResultSchema = z.object({ session: paymentSessionSchema, redirectUrl: z.string().nullable() });
