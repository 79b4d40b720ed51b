import type { Subscription } from '@booth/shared';

/** The newest subscription first: the one a purchase just made, or the one shown on its own. */
export function newestSubscription(subscriptions: readonly Subscription[]): Subscription | null {
  return [...subscriptions].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/** Still awaiting the provider's confirmation (Stripe's webhook has not arrived yet). */
export function isAwaitingConfirmation(subscription: Subscription | null): boolean {
  return subscription === null || subscription.status === 'incomplete';
}

/** Shown first in the billing tab: running ones, then ended ones, each newest first. */
export function sortForDisplay(subscriptions: readonly Subscription[]): Subscription[] {
  const ended = (subscription: Subscription) => (subscription.status === 'canceled' ? 1 : 0);
  return [...subscriptions].sort((a, b) => ended(a) - ended(b) || b.createdAt.localeCompare(a.createdAt));
}
