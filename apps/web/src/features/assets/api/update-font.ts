import { type FontUpdate, fontAssetSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FontItem, fontFromFontAsset, fontsQueryKey } from '@/features/assets/api/font-item';
import { apiRequest } from '@/lib/api-client';

/** PUT /assets/fonts/{id} */
export async function updateFont({ id, changes }: { id: string; changes: FontUpdate }): Promise<FontItem> {
  const font = await apiRequest(`/assets/fonts/${encodeURIComponent(id)}`, { method: 'PUT', body: changes, schema: fontAssetSchema, quiet: true });
  return fontFromFontAsset(font);
}

export function useUpdateFont() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFont,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fontsQueryKey }),
  });
}
