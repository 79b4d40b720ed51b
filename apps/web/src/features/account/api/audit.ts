import { type AuditPage, auditPageSchema } from '@booth/shared';
import { type QueryClient, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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

/** After a security change the server logs (password, app password, MFA, sessions): the log shows it. */
export function refreshAudit(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: auditKey });
}
