import { AR_FILTER_STORED_MANIFEST, type GuestArFilter } from '@booth/shared';
import { assetFolder } from '@/platform/files/file-keys.ts';
import { fileUrl } from './asset-views.ts';
import type { AssetRow } from './assets.table.ts';

/**
 * The `arFilter` of a guest asset (guestAssetSchema): where the guest loads the filter's checked
 * manifest. Only for AR filters that went through the manifest check, which gave them their preview;
 * an archive stored before AR filters had manifests has none and is left out.
 */
export function guestArFilter(row: Pick<AssetRow, 'assetType' | 'customerId' | 'id' | 'thumbnailKey'>): GuestArFilter | undefined {
  if (row.assetType !== 'arFilter' || !row.thumbnailKey) return undefined;
  return { manifestSrc: fileUrl(`${assetFolder(row.customerId, row.id)}${AR_FILTER_STORED_MANIFEST}`) };
}
