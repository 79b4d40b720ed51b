import { FONT_FAMILY_HEADER, FONT_NAME_HEADER, fontAssetSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FontItem, fontFromFontAsset, fontsQueryKey } from '@/features/assets/api/font-item';
import { assetListsKey } from '@/features/assets/api/get-assets';
import { uploadFile } from '@/lib/upload';

export interface UploadFontInput {
  file: File;
  name: string;
  family: string;
  onProgress?: (fraction: number) => void;
}

/** POST /assets/font: the file as multipart, name and family in headers (URI-encoded: headers are Latin-1). */
export async function uploadFont({ file, name, family, onProgress }: UploadFontInput): Promise<FontItem> {
  const font = await uploadFile({
    path: '/assets/font',
    file,
    headers: { [FONT_NAME_HEADER]: encodeURIComponent(name), [FONT_FAMILY_HEADER]: encodeURIComponent(family) },
    schema: fontAssetSchema,
    onProgress,
    quiet: true,
  });
  return fontFromFontAsset(font);
}

export function useUploadFont() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFont,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: fontsQueryKey });
      await queryClient.invalidateQueries({ queryKey: assetListsKey });
    },
  });
}
