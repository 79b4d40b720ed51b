import { type BillingInterval, isSafeRedirectTarget } from '@booth/shared';

/**
 * The pricing page's `prev` (platform §2): where the organiser came from and returns to after buying.
 * Only a local path survives (platform §5); anything else is dropped, never followed.
 */
export function safeReturnPath(prev: string | null | undefined): string | null {
  return isSafeRedirectTarget(prev) ? prev : null;
}

/** `?…&prev=…`: the query of a billing page, carrying `prev` only when it is a local path. */
export function withReturnPath(params: Record<string, string>, prev: string | null | undefined): string {
  const search = new URLSearchParams(params);
  const back = safeReturnPath(prev);
  if (back) search.set('prev', back);
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The purchase page of a plan, in a locale-free form for `useLocalePath`. */
export function subscriptionHref(planId: string, interval: BillingInterval, prev: string | null | undefined): string {
  return `/subscription${withReturnPath({ plan: planId, interval }, prev)}`;
}

/** The pricing page, remembering the page it was opened from. */
export function pricingHref(prev: string | null): string {
  return `/pricing${withReturnPath({}, prev)}`;
}
