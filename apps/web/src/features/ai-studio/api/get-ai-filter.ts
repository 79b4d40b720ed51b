import { type AiFilter, aiFilterSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

/** GET /aifilters/{slug}: one filter with every field (own, or from the library). */
export function getAiFilter(slug: string, signal?: AbortSignal): Promise<AiFilter> {
  return apiRequest(`/aifilters/${encodeURIComponent(slug)}`, { schema: aiFilterSchema, signal });
}

export function getAiFilterQueryOptions(slug: string) {
  return queryOptions({ queryKey: aiStudioKeys.one(slug), queryFn: ({ signal }) => getAiFilter(slug, signal) });
}

export function useAiFilter(slug: string | null) {
  return useQuery({ ...getAiFilterQueryOptions(slug ?? ''), enabled: slug !== null });
}
