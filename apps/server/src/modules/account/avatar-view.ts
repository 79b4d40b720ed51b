import type { Profile } from '@booth/shared';
import { fileUrl } from '@/modules/assets/asset-views.ts';
import { findAssetById } from '@/modules/assets/assets.repo.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';

/** The customer's profile picture as the profile and the user record show it; null when none is set or its asset is gone. */
export async function avatarOf(db: Db, customer: Pick<CustomerRow, 'id' | 'avatarAssetId'>): Promise<Profile['avatar']> {
  const asset = customer.avatarAssetId ? await findAssetById(db, customer.avatarAssetId) : undefined;
  if (!asset || asset.customerId !== customer.id) return null;
  return { id: asset.id, filePath: fileUrl(asset.fileKey), thumbnailPath: fileUrl(asset.thumbnailKey ?? asset.fileKey) };
}
