import { AR_FILTER_MANIFEST_FILE } from '@booth/shared';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeArFilter } from '@/modules/assets/ar-filter-upload.ts';
import { assetKey } from '@/platform/files/file-keys.ts';
import { zipBuffers } from '@/platform/files/zip-buffers.ts';
import { starterArFilters, type StarterArFilter } from './art/ar-filter-art.ts';
import { LIBRARY_CUSTOMER_ID, stableId } from './starter-catalogue.ts';
import { upsertStarterAsset } from './starter-library.repo.ts';
import type { StarterLibraryDeps } from './starter-library.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const arFilterId = (key: string): string => stableId(`arFilter:${key}`);
export const starterArFilterIds = (): string[] => starterArFilters.map((filter) => arFilterId(filter.key));

/** The package as a designer would upload it: manifest, preview and layers, PNGs drawn from the SVGs. */
async function packageOf(filter: StarterArFilter, deps: StarterLibraryDeps): Promise<Buffer> {
  const files: Record<string, Buffer> = { [AR_FILTER_MANIFEST_FILE]: Buffer.from(JSON.stringify(filter.manifest, null, 2)) };
  for (const [path, svg] of Object.entries(filter.files)) files[path] = (await deps.media.renderSvg({ svg, format: 'png' })).image.data;
  return zipBuffers(files);
}

/**
 * The starter AR filters as public `arFilter` assets, so a tablet campaign can show one on a fresh
 * installation. Each goes through the same package check and storage as an organiser's upload
 * (`storeArFilter`): a starter filter that broke the format would fail here, not on a guest's tablet.
 * A filter whose row already names the ZIP of its current drawing is left alone; how many were stored.
 */
export async function publishStarterArFilters(deps: StarterLibraryDeps, existing: Map<string, { fileKey: string }>, now: Date): Promise<number> {
  let stored = 0;
  for (const filter of starterArFilters) {
    const id = arFilterId(filter.key);
    const version = createHash('sha1').update(JSON.stringify([filter.manifest, filter.files])).digest('hex').slice(0, 12);
    const fileKey = assetKey({ customerId: LIBRARY_CUSTOMER_ID, assetId: id, variant: `original-${version}`, ext: 'zip' });
    const before = existing.get(id)?.fileKey;
    if (before === fileKey) continue;
    const zip = await packageOf(filter, deps);
    const dir = await mkdtemp(join(tmpdir(), 'boothwerk-ar-'));
    try {
      const zipPath = join(dir, 'filter.zip');
      await writeFile(zipPath, zip);
      // Layers, guest manifest and preview go under fixed names per asset: a changed drawing overwrites
      // them, so it must come with a new key (and asset id) to reach browsers that cached the old one.
      const target = { customerId: LIBRARY_CUSTOMER_ID, assetId: id, kind: 'arFilter' as const };
      const preview = await storeArFilter({ files: deps.files, media: deps.media, tmpDir: dir }, target, zipPath);
      await deps.files.put(fileKey, zip, { contentType: 'application/zip', cacheControl: IMMUTABLE });
      await upsertStarterAsset(deps.db, {
        id,
        customerId: LIBRARY_CUSTOMER_ID,
        slug: `starter-${id.slice(0, 13)}`,
        originalname: filter.name,
        encoding: '7bit',
        mimetype: 'application/zip',
        fileKey,
        fileSize: zip.length,
        ...preview,
        assetType: 'arFilter',
        tags: ['starter', 'arFilter'],
        isPublic: true,
        status: 'ready',
        createdAt: now,
        updatedAt: now,
      });
      stored += 1;
      if (before && before !== fileKey) await deps.files.delete(before).catch(() => undefined);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return stored;
}
