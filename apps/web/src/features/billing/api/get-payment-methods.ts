import { paymentMethodsSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { strictRequest } from '@/features/billing/api/strict-request';

/** GET /stripe/paymentMethods: the saved cards and which one is the default. */
export function getPaymentMethods(signal?: AbortSignal) {
  return strictRequest('/stripe/paymentMethods', { schema: paymentMethodsSchema, signal });
}

export function usePaymentMethods() {
  return useQuery(queryOptions({ queryKey: billingKeys.paymentMethods, queryFn: ({ signal }) => getPaymentMethods(signal) }));
}
