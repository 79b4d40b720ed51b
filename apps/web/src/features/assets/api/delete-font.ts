import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fontsQueryKey } from '@/features/assets/api/font-item';
import { assetListsKey } from '@/features/assets/api/get-assets';
import { apiRequest } from '@/lib/api-client';

/** DELETE /assets/fonts/{id} */
export async function deleteFont(id: string): Promise<void> {
  await apiRequest(`/assets/fonts/${encodeURIComponent(id)}`, { method: 'DELETE', quiet: true });
}

export function useDeleteFont() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFont,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: fontsQueryKey });
      // Fonts are assets too: the media tab's "all kinds" list shows them.
      await queryClient.invalidateQueries({ queryKey: assetListsKey });
    },
  });
}
