import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetListsKey } from '@/features/assets/api/get-assets';
import { apiRequest } from '@/lib/api-client';

/** DELETE /assets/{id}: the file and its derivatives go too. Answers 204 or `{ ok: true }`. */
export async function deleteAsset(id: string): Promise<void> {
  await apiRequest(`/assets/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetListsKey }),
  });
}
