import { type BillingCustomer, billingCustomerSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { apiRequest } from '@/lib/api-client';

/** GET /stripe/customer: address, VAT id, subscriptions, credit balance and the payment provider. */
export function getBillingCustomer(signal?: AbortSignal): Promise<BillingCustomer> {
  return apiRequest('/stripe/customer', { schema: billingCustomerSchema, signal });
}

export function getBillingCustomerQueryOptions() {
  return queryOptions({ queryKey: billingKeys.customer, queryFn: ({ signal }) => getBillingCustomer(signal) });
}

export function useBillingCustomer() {
  return useQuery(getBillingCustomerQueryOptions());
}
