import { ADMIN_CUSTOMER_PAGE_SIZE, type AdminCustomerPage, adminCustomerPageSchema } from '@booth/shared';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminKey } from '@/features/admin/api/admin-key';
import { apiRequest } from '@/lib/api-client';

export interface CustomerFilters {
  q: string;
  plan: string;
}

export const customersKey = [...adminKey, 'customers'] as const;

/** GET /customers (admins): one page of all customers, searched and filtered, newest first (keyset). */
export function getCustomers(filters: CustomerFilters, cursor: string | null, limit = ADMIN_CUSTOMER_PAGE_SIZE, signal?: AbortSignal): Promise<AdminCustomerPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filters.q) params.set('q', filters.q);
  if (filters.plan) params.set('plan', filters.plan);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/customers?${params.toString()}`, { schema: adminCustomerPageSchema, signal });
}

export function getCustomersQueryOptions(filters: CustomerFilters) {
  return infiniteQueryOptions({
    queryKey: [...customersKey, 'list', filters],
    queryFn: ({ pageParam, signal }) => getCustomers(filters, pageParam, ADMIN_CUSTOMER_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCustomers(filters: CustomerFilters) {
  // The previous results stay while a new search loads, instead of flashing skeletons.
  return useInfiniteQuery({ ...getCustomersQueryOptions(filters), placeholderData: keepPreviousData });
}

/** The first few matches of a search, for picking a customer (template account, AR filter source). */
export function useCustomerMatches(q: string) {
  return useQuery(
    queryOptions({
      queryKey: [...customersKey, 'matches', q],
      queryFn: ({ signal }) => getCustomers({ q, plan: '' }, null, 10, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
