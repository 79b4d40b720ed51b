import { type AiFilter, type AiFilterBody, aiFilterSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

/** PUT /aifilters/{slug}: every field but the slug. A changed prompt becomes the filter's new active prompt. */
export function updateAiFilter({ slug, body }: { slug: string; body: AiFilterBody }): Promise<AiFilter> {
  return apiRequest(`/aifilters/${encodeURIComponent(slug)}`, { method: 'PUT', body, schema: aiFilterSchema });
}

export function useUpdateAiFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiFilter,
    onSuccess: (filter) => {
      queryClient.setQueryData(aiStudioKeys.one(filter.slug), filter);
      return queryClient.invalidateQueries({ queryKey: aiStudioKeys.all });
    },
  });
}
