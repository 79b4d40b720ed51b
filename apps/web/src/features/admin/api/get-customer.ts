import { type CustomerDetail, customerDetailSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersKey } from '@/features/admin/api/get-customers';
import { apiRequest } from '@/lib/api-client';

/** While a recalculation of this customer runs, the page asks again this often (the processing flag). */
export const RECALCULATION_POLL_MS = 1_500;

export const customerKey = (id: string) => [...customersKey, 'one', id] as const;

/** GET /customers/{id}?plans=1: the customer with every product's plan. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiRequest(`/customers/${encodeURIComponent(id)}?plans=1`, { schema: customerDetailSchema, signal });
}

export function getCustomerQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...customerKey(id), 'detail'],
    queryFn: ({ signal }) => getCustomer(id, signal),
    refetchInterval: (query) => (query.state.data?.recalculating ? RECALCULATION_POLL_MS : false),
  });
}

export function useCustomer(id: string) {
  return useQuery(getCustomerQueryOptions(id));
}
