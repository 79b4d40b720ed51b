import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { strictRequest } from '@/features/billing/api/strict-request';

/** Either a saved card to make the default, or a new card (a payment-method id) to add as the default. */
export type DefaultPaymentMethodBody = { paymentId: string; card?: never } | { card: string; paymentId?: never };

/** PUT /stripe/paymentMethods/default {paymentId | card}. */
export function setDefaultPaymentMethod(body: DefaultPaymentMethodBody): Promise<unknown> {
  return strictRequest('/stripe/paymentMethods/default', { method: 'PUT', body });
}

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDefaultPaymentMethod, onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods }) });
}
