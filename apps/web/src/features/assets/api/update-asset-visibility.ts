import { type Asset, assetSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetListsKey } from '@/features/assets/api/get-assets';
import { apiRequest } from '@/lib/api-client';

/** PATCH /assets/{id} {isPublic} — admins only; the server answers 403 to anyone else. */
export function updateAssetVisibility({ id, isPublic }: { id: string; isPublic: boolean }): Promise<Asset> {
  return apiRequest(`/assets/${encodeURIComponent(id)}`, { method: 'PATCH', body: { isPublic }, schema: assetSchema });
}

export function useUpdateAssetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssetVisibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetListsKey }),
  });
}
