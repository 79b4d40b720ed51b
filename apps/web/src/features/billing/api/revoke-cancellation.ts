import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { strictRequest } from '@/features/billing/api/strict-request';

/** POST /stripe/subscriptions/{id}/revoke: takes back a pending cancellation (200 or failure, platform §7). */
export function revokeCancellation(id: string): Promise<unknown> {
  return strictRequest(`/stripe/subscriptions/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
}

export function useRevokeCancellation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeCancellation, onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.customer }) });
}
