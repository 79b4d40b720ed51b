import { type AiFilter, aiFilterSchema, type aiFilterScopes } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

export type AiFilterScope = (typeof aiFilterScopes)[number];

const listSchema = z.array(aiFilterSchema);

/** GET /aifilters?scope=all|own|library: the customer's own filters, the public library, or both. */
export function getAiFilters(scope: AiFilterScope, signal?: AbortSignal): Promise<AiFilter[]> {
  return apiRequest(`/aifilters?scope=${scope}`, { schema: listSchema, signal });
}

export function getAiFiltersQueryOptions(scope: AiFilterScope) {
  return queryOptions({ queryKey: aiStudioKeys.list(scope), queryFn: ({ signal }) => getAiFilters(scope, signal) });
}

export function useAiFilters(scope: AiFilterScope) {
  return useQuery(getAiFiltersQueryOptions(scope));
}
