import { AR_FILTER_PREVIEW_SIZE, AR_FILTER_STORED_MANIFEST, type Orientation } from '@booth/shared';
import { assetKey } from '@/platform/files/file-keys.ts';
import type { ProcessingDeps, ProcessingTarget } from './asset-processing.ts';
import { checkArFilterPackage } from './ar-filter-package.ts';

/** What an accepted AR filter adds to its asset row: the preview as the library's thumbnail, and its size. */
export interface StoredArFilter {
  thumbnailKey: string;
  width: number;
  height: number;
  orientation: Orientation;
}

// Keys are unique per asset and never rewritten with other bytes (asset-processing.ts IMMUTABLE).
const IMMUTABLE = 'public, max-age=31536000, immutable';

function storedKey(target: ProcessingTarget, file: string): string {
  const dot = file.lastIndexOf('.');
  return assetKey({ customerId: target.customerId, assetId: target.assetId, variant: file.slice(0, dot), ext: file.slice(dot + 1) });
}

/**
 * The AR filter part of an arFilter upload (called by asset-processing.ts once inspectZip passed):
 * checks the package (manifest, preview, layers), then writes the re-encoded layers, the guests'
 * manifest and the preview next to the original ZIP, where guests load them by URL
 * (`/api/files/assets/…/ar-filter.json`, access as for the asset itself). A refusal writes nothing;
 * a store failure after the first write is cleaned up by the upload, which deletes the asset's folder.
 */
export async function storeArFilter(deps: ProcessingDeps, target: ProcessingTarget, zipPath: string): Promise<StoredArFilter> {
  const checked = await checkArFilterPackage(deps.media, zipPath);
  const preview = await deps.media.thumbnail(checked.preview);
  for (const layer of checked.layers) {
    await deps.files.put(storedKey(target, layer.stored), layer.data, { contentType: 'image/png', cacheControl: IMMUTABLE });
  }
  await deps.files.put(storedKey(target, AR_FILTER_STORED_MANIFEST), Buffer.from(JSON.stringify(checked.manifest)), {
    contentType: 'application/json',
    cacheControl: IMMUTABLE,
  });
  // The library's preview key (asset-processing.ts `thumbnailKeyOf`): the grid and the guest's chooser show it.
  const thumbnailKey = assetKey({ customerId: target.customerId, assetId: target.assetId, variant: 'thumb', ext: 'webp' });
  await deps.files.put(thumbnailKey, preview.data, { contentType: preview.contentType, cacheControl: IMMUTABLE });
  return { thumbnailKey, width: AR_FILTER_PREVIEW_SIZE, height: AR_FILTER_PREVIEW_SIZE, orientation: 'square' };
}
