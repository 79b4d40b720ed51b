import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { strictRequest } from '@/features/billing/api/strict-request';

/** DELETE /stripe/paymentMethods/{id}: removes a saved card. */
export function deletePaymentMethod(id: string): Promise<unknown> {
  return strictRequest(`/stripe/paymentMethods/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePaymentMethod, onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods }) });
}
