import { type ConsumedCredits, consumedCreditsSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

/** GET /customers/consumedCredits?limit=1: only the balance and the consumption are needed here, not the ledger. */
export function getCreditBalance(signal?: AbortSignal): Promise<ConsumedCredits> {
  return apiRequest('/customers/consumedCredits?limit=1', { schema: consumedCreditsSchema, signal });
}

export function getCreditBalanceQueryOptions() {
  return queryOptions({ queryKey: aiStudioKeys.credits, queryFn: ({ signal }) => getCreditBalance(signal) });
}

export function useCreditBalance() {
  return useQuery(getCreditBalanceQueryOptions());
}
