import { type PurchaseResult, type SubscribeBody, purchaseResultSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { apiRequest } from '@/lib/api-client';

/** POST /products/plans/{plan}/subscribe (platform §3 Billing form). */
export function subscribe(planId: string, body: SubscribeBody): Promise<PurchaseResult> {
  return apiRequest(`/products/plans/${encodeURIComponent(planId)}/subscribe`, { method: 'POST', body, schema: purchaseResultSchema });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: string; body: SubscribeBody }) => subscribe(planId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
