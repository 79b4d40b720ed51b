import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE /aifilters/{slug}. A filter a campaign still uses is refused (409, naming the campaigns). */
export async function deleteAiFilter(slug: string): Promise<void> {
  await apiRequest(`/aifilters/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}

export function useDeleteAiFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAiFilter,
    onSuccess: (_, slug) => {
      queryClient.removeQueries({ queryKey: aiStudioKeys.one(slug) });
      return queryClient.invalidateQueries({ queryKey: aiStudioKeys.all });
    },
  });
}
