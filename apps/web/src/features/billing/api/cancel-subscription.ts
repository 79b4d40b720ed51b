import type { CancelReason } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { strictRequest } from '@/features/billing/api/strict-request';

/**
 * DELETE /stripe/subscriptions/{id} with the header `reason` (platform §7): cancels at the end of the
 * paid period. Any status other than 200 is a failure.
 */
export function cancelSubscription({ id, reason }: { id: string; reason: CancelReason }): Promise<unknown> {
  return strictRequest(`/stripe/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE', headers: { reason } });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.customer }) });
}
