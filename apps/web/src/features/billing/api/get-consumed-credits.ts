import { consumedCreditsSchema } from '@booth/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { apiRequest } from '@/lib/api-client';

const PAGE = 20;

/** GET /customers/consumedCredits: the own balance and the credit history, newest first, keyset paged. */
export function useConsumedCredits() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: billingKeys.credits,
      queryFn: ({ pageParam, signal }) => {
        const params = new URLSearchParams({ limit: String(PAGE) });
        if (pageParam) params.set('cursor', pageParam);
        return apiRequest(`/customers/consumedCredits?${params.toString()}`, { schema: consumedCreditsSchema, signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}
