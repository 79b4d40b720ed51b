import { type AiPromptEntry, aiPromptEntrySchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

const listSchema = z.array(aiPromptEntrySchema);

/** GET /aifilters/{slug}/prompts: every prompt the filter had, with its last executions. */
export function getFilterPrompts(slug: string, signal?: AbortSignal): Promise<AiPromptEntry[]> {
  return apiRequest(`/aifilters/${encodeURIComponent(slug)}/prompts`, { schema: listSchema, signal });
}

export function getFilterPromptsQueryOptions(slug: string) {
  return queryOptions({ queryKey: aiStudioKeys.prompts(slug), queryFn: ({ signal }) => getFilterPrompts(slug, signal) });
}

export function useFilterPrompts(slug: string | null) {
  return useQuery({ ...getFilterPromptsQueryOptions(slug ?? ''), enabled: slug !== null });
}
