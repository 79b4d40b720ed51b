import type { Asset } from '@booth/shared';

/** The name people recognise: the list's display name, else the uploaded file's name. */
export function assetName(asset: Pick<Asset, 'name' | 'originalname'>): string {
  return asset.name || asset.originalname;
}
