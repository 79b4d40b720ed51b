import { type SupportTokenCheck, supportTokenCheckSchema } from '@booth/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Kept across the reset of the query cache when the acting user changes (see switch-actor). */
export const supportKey = ['support'] as const;

/** GET /customers/supportToken/{token}: whether the token still holds, whom it acts for and until when. */
export function checkSupportToken(token: string, signal?: AbortSignal): Promise<SupportTokenCheck> {
  // A refused token is handled by the support bar (it ends support mode), not reported as a failure.
  return apiRequest(`/customers/supportToken/${encodeURIComponent(token)}`, { schema: supportTokenCheckSchema, signal, quiet: true, onUnauthenticated: 'ignore' });
}

export function supportCheckQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...supportKey, token],
    queryFn: ({ signal }) => checkSupportToken(token, signal),
    // The bar counts down on its own; asking again each minute notices a token ended elsewhere.
    staleTime: 60_000,
    refetchInterval: 60_000,
    retry: false,
  });
}
