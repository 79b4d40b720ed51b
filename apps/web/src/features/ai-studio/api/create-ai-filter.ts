import { type AiFilter, type AiFilterCreate, aiFilterSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

/** POST /aifilters: a new filter (the server makes the slug from the name unless one is given). */
export function createAiFilter(body: AiFilterCreate): Promise<AiFilter> {
  return apiRequest('/aifilters', { method: 'POST', body, schema: aiFilterSchema });
}

export function useCreateAiFilter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAiFilter, onSuccess: () => queryClient.invalidateQueries({ queryKey: aiStudioKeys.all }) });
}
