import type { Asset, AssetList } from '@booth/shared';
import { testUser } from '@/test/fake-api';

let counter = 0;

/** An asset as the API lists it; ids are valid UUIDs so the shared schema accepts them. */
export function makeAsset(overrides: Partial<Asset> = {}): Asset {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  const id = overrides.id ?? `7f1c6c8e-2b1d-4c55-9a7e-${n}`;
  const name = overrides.originalname ?? `frame-${counter}.png`;
  return {
    id,
    customerId: testUser.id,
    slug: `s${counter}`,
    originalname: name,
    encoding: '7bit',
    mimetype: 'image/png',
    filePath: `/api/files/assets/${id}/original.png`,
    fileSize: 1_234_567,
    thumbnailPath: `/api/files/assets/${id}/thumb.webp`,
    orientation: 'portrait',
    assetType: 'overlay',
    tags: [],
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    isPublic: false,
    name,
    ...overrides,
  };
}

export function assetList(assets: Asset[], { total = assets.length, nextCursor = null }: { total?: number; nextCursor?: string | null } = {}): AssetList {
  return { assets, total, nextCursor };
}
