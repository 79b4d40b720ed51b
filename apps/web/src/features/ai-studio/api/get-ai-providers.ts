import { type AiProviderInfo, aiProviderInfoSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

const listSchema = z.array(aiProviderInfoSchema);

/** GET /aifilters/providers: what this installation can run (the studio offers only configured ones). */
export function getAiProviders(signal?: AbortSignal): Promise<AiProviderInfo[]> {
  return apiRequest('/aifilters/providers', { schema: listSchema, signal });
}

export function getAiProvidersQueryOptions() {
  // The configuration changes with a restart only.
  return queryOptions({ queryKey: aiStudioKeys.providers, queryFn: ({ signal }) => getAiProviders(signal), staleTime: 5 * 60_000 });
}

export function useAiProviders() {
  return useQuery(getAiProvidersQueryOptions());
}
