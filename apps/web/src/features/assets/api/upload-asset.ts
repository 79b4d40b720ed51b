import { type Asset, type AssetType, assetSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetListsKey } from '@/features/assets/api/get-assets';
import { uploadFile } from '@/lib/upload';

export interface UploadAssetInput {
  /** Chosen by the browser once per file: a retry with the same id gets the same asset, never a second one. */
  id: string;
  file: File;
  assetType: AssetType;
  tags: readonly string[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /assets (multipart): the text fields first, then the file. */
export function uploadAsset({ id, file, assetType, tags, onProgress, signal }: UploadAssetInput): Promise<Asset> {
  return uploadFile({
    path: '/assets',
    fields: { assetType, tags: tags.join(','), id },
    file,
    schema: assetSchema,
    onProgress,
    signal,
  });
}

export function useUploadAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetListsKey }),
  });
}
