import { type CreditPackId, type PurchaseResult, purchaseResultSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { apiRequest } from '@/lib/api-client';

export interface BuyCreditsInput {
  pack: CreditPackId;
  paymentMethodId?: string;
  returnPath?: string;
}

/** POST /products/credits/{pack}/buy: a pack of credits, paid once. */
export function buyCredits({ pack, ...body }: BuyCreditsInput): Promise<PurchaseResult> {
  return apiRequest(`/products/credits/${encodeURIComponent(pack)}/buy`, { method: 'POST', body, schema: purchaseResultSchema });
}

export function useBuyCredits() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: buyCredits, onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }) });
}
