import { type CustomerData, customerDataSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerKey } from '@/features/admin/api/get-customer';
import { apiRequest } from '@/lib/api-client';

/** GET /customers/{id}/data (admins): the customer's campaigns, recent pictures and assets, to look at only. */
export function getCustomerData(id: string, signal?: AbortSignal): Promise<CustomerData> {
  return apiRequest(`/customers/${encodeURIComponent(id)}/data`, { schema: customerDataSchema, signal });
}

export function useCustomerData(id: string) {
  return useQuery(queryOptions({ queryKey: [...customerKey(id), 'data'], queryFn: ({ signal }) => getCustomerData(id, signal) }));
}
