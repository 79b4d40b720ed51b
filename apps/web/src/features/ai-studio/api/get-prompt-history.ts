import { AI_PROMPT_HISTORY_LIMIT, type AiPromptEntry, aiPromptEntrySchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

const listSchema = z.array(aiPromptEntrySchema);

/** GET /aifilters/prompthistory?limit=10 (platform §9): the latest prompts over all own filters. */
export function getPromptHistory(limit: number, signal?: AbortSignal): Promise<AiPromptEntry[]> {
  return apiRequest(`/aifilters/prompthistory?limit=${limit}`, { schema: listSchema, signal });
}

export function getPromptHistoryQueryOptions(limit = AI_PROMPT_HISTORY_LIMIT) {
  return queryOptions({ queryKey: aiStudioKeys.history(limit), queryFn: ({ signal }) => getPromptHistory(limit, signal) });
}

export function usePromptHistory(limit = AI_PROMPT_HISTORY_LIMIT) {
  return useQuery(getPromptHistoryQueryOptions(limit));
}
