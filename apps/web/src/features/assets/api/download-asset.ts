import type { Asset } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

/** HEAD and GET of the asset's file, saved under the name it was uploaded with (platform §7). */
export function downloadAsset(asset: Pick<Asset, 'filePath' | 'originalname'>): Promise<void> {
  return downloadFile(asset.filePath, asset.originalname);
}

export function useDownloadAsset() {
  return useMutation({ mutationFn: downloadAsset });
}
