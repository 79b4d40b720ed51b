import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerKey } from '@/features/admin/api/get-customer';
import { apiRequest } from '@/lib/api-client';

/**
 * A keyset-paged list about one customer (credit ledger, audit log): newest first, each page asking
 * from the previous one's cursor.
 */
export function customerPagesQueryOptions<T extends { nextCursor: string | null }>(id: string, list: string, schema: z.ZodType<T>, limit: number) {
  return infiniteQueryOptions({
    queryKey: [...customerKey(id), list],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/customers/${encodeURIComponent(id)}/${list}?${params.toString()}`, { schema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: T) => last.nextCursor ?? undefined,
  });
}
