import type { GuestAsset, Rect } from '@booth/shared';
import { guestArFilter } from '@/modules/assets/ar-filter-guest.ts';
import { fileUrl } from '@/modules/assets/asset-views.ts';
import type { AssetRow } from '@/modules/assets/assets.table.ts';

/** An asset as a guest's booth loads it (virtual and kiosk views): URLs, size, an overlay's photo areas, an AR filter's manifest. */
export function toGuestAsset(row: AssetRow, photoAreas: Rect[] = []): GuestAsset {
  return {
    id: row.id,
    assetType: row.assetType,
    mimetype: row.mimetype,
    src: fileUrl(row.fileKey),
    thumbSrc: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
    width: row.width,
    height: row.height,
    photoAreas,
    arFilter: guestArFilter(row),
    family: row.assetType === 'font' ? row.fontFamily : null,
  };
}
