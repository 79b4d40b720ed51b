import type { Logger } from '@/platform/logger.ts';
import type { BillingProvider } from '@/platform/payments/billing-provider.ts';

/** A card a purchase is paid with: whether this purchase saved it, and which card was the default before. */
export interface PurchaseCard {
  id: string;
  attachedNow: boolean;
  previousDefault: string | null;
}

/**
 * Saves the card to the customer (a card of someone else is NotFound) and, for a subscription, makes
 * it the default that renewals charge.
 */
export async function useCard(provider: BillingProvider, providerCustomerId: string, paymentMethodId: string, makeDefault: boolean): Promise<PurchaseCard> {
  const before = await provider.listPaymentMethods(providerCustomerId);
  const attachedNow = !before.items.some((card) => card.id === paymentMethodId);
  await provider.attachPaymentMethod(providerCustomerId, paymentMethodId);
  if (makeDefault && before.defaultId !== paymentMethodId) await provider.setDefaultPaymentMethod(providerCustomerId, paymentMethodId);
  return { id: paymentMethodId, attachedNow, previousDefault: before.defaultId };
}

/** After a declined payment: a card saved only for it is removed again and the former default restored. Best effort. */
export async function undoCard(provider: BillingProvider, providerCustomerId: string, card: PurchaseCard, log: Logger): Promise<void> {
  try {
    if (card.attachedNow) await provider.detachPaymentMethod(providerCustomerId, card.id);
    if (card.previousDefault && card.previousDefault !== card.id) await provider.setDefaultPaymentMethod(providerCustomerId, card.previousDefault);
  } catch (error) {
    log.warn({ err: error, providerCustomerId }, 'a declined card could not be removed again');
  }
}
