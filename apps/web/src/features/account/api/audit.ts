import { type AuditPage, auditPageSchema } from '@booth/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const auditKey = ['account', 'audit'] as const;

/** GET /customers/audit?cursor=: who did what to this account, newest first, a page at a time. */
export function getAuditPage(cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiRequest(`/customers/audit${query}`, { schema: auditPageSchema, signal });
}

export function useAuditLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: auditKey,
      queryFn: ({ pageParam, signal }) => getAuditPage(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}
