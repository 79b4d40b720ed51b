import { localePath, type Locale } from '@booth/shared';
import type { CheckoutPages } from '@/platform/payments/billing-provider.ts';

/** How long a hosted checkout stays open (Stripe allows 30 minutes to 24 hours); the purchase's claim waits as long. */
export const CHECKOUT_OPEN_MS = 60 * 60_000;

/**
 * Where the provider's page sends the buyer: to /subscription/finished with the page to return to
 * (`prev`, as the pricing page's links carry it), or back to /subscription when they cancel.
 */
export function checkoutPages(input: { publicUrl: string; locale: Locale; returnPath: string | undefined; now: Date; purchase: 'subscription' | 'credits' }): CheckoutPages {
  const prev = input.returnPath ? `prev=${encodeURIComponent(input.returnPath)}` : '';
  const query = (parts: string[]) => (parts.filter(Boolean).length > 0 ? `?${parts.filter(Boolean).join('&')}` : '');
  return {
    successUrl: `${input.publicUrl}${localePath('/subscription/finished', input.locale)}${query([prev, input.purchase === 'credits' ? 'purchase=credits' : ''])}`,
    cancelUrl: `${input.publicUrl}${localePath('/subscription', input.locale)}${query([prev])}`,
    expiresAt: new Date(input.now.getTime() + CHECKOUT_OPEN_MS),
    locale: input.locale,
  };
}
