import { AR_FILTER_STORED_MANIFEST, arFilterManifestSchema, arLayerFiles } from '@booth/shared';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq } from 'drizzle-orm';
import { insertAsset } from '@/modules/assets/assets.repo.ts';
import { assets, type AssetRow } from '@/modules/assets/assets.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { assetFolder } from '@/platform/files/file-keys.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';

/** A customer's AR filters (assetType arFilter), oldest first, so copies keep the template's order. */
export async function listArFilters(db: Db, customerId: string): Promise<AssetRow[]> {
  return db
    .select()
    .from(assets)
    .where(and(eq(assets.customerId, customerId), eq(assets.assetType, 'arFilter')))
    .orderBy(asc(assets.createdAt), asc(assets.id));
}

async function sha256Of(files: FileStore, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of (await files.get(key)).stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The files an accepted AR filter consists of (ar-filter-upload.ts): the original ZIP, the preview,
 * the guests' manifest and the layer PNGs it names. A filter stored before manifests were checked has
 * only the first two.
 */
async function filesOf(files: FileStore, row: AssetRow): Promise<string[]> {
  const folder = assetFolder(row.customerId, row.id);
  const keys = [row.fileKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])];
  const manifestKey = `${folder}${AR_FILTER_STORED_MANIFEST}`;
  if (!(await files.exists(manifestKey))) return keys;
  const manifest = arFilterManifestSchema.parse(JSON.parse((await buffer((await files.get(manifestKey)).stream)).toString('utf8')));
  return [...keys, manifestKey, ...arLayerFiles(manifest).map((file) => `${folder}${file}`)];
}

export interface ArFilterCopyDeps {
  db: Db;
  files: FileStore;
  log: Logger;
}

/**
 * Copies the AR filters of `fromId` into `toId`'s library: every file is copied into the new asset's
 * own folder (never shared: either customer may delete theirs), the row gets a new id and slug and
 * starts private. A filter whose original ZIP the target holds already (same SHA-256, e.g. copied
 * before) is skipped, so copying twice adds nothing. Pass the transaction of the change: should it
 * fail, the files written so far are removed again.
 */
export async function copyArFilters(deps: ArFilterCopyDeps, fromId: string, toId: string, at: Date): Promise<{ copied: number; skipped: number }> {
  const { db, files } = deps;
  const [sources, existing] = await Promise.all([listArFilters(db, fromId), listArFilters(db, toId)]);
  const held = new Set<string>();
  // Only sizes that match a source can be the same file: hash just those.
  const sizes = new Set(sources.map((row) => row.fileSize));
  for (const row of existing) if (sizes.has(row.fileSize)) held.add(await sha256Of(files, row.fileKey));
  const written: string[] = [];
  let copied = 0;
  let skipped = 0;
  try {
    for (const source of sources) {
      const hash = await sha256Of(files, source.fileKey);
      if (held.has(hash)) {
        skipped++;
        continue;
      }
      const id = randomUUID();
      const fromFolder = assetFolder(source.customerId, source.id);
      const toFolder = assetFolder(toId, id);
      written.push(toFolder);
      const moved = (key: string) => `${toFolder}${key.slice(fromFolder.length)}`;
      for (const key of await filesOf(files, source)) {
        const file = await files.get(key);
        await files.put(moved(key), file.stream, { contentType: file.contentType, cacheControl: 'public, max-age=31536000, immutable' });
      }
      const { id: _id, slug: _slug, uploadId: _uploadId, customerId: _customerId, ...rest } = source;
      await insertAsset(db, {
        ...rest,
        id,
        customerId: toId,
        slug: randomBytes(8).toString('base64url'),
        uploadId: null,
        fileKey: moved(source.fileKey),
        thumbnailKey: source.thumbnailKey ? moved(source.thumbnailKey) : null,
        isPublic: false,
        createdAt: new Date(at.getTime() + copied),
        updatedAt: at,
      });
      held.add(hash);
      copied++;
    }
  } catch (error) {
    for (const folder of written) await files.deletePrefix(folder).catch((cleanup: unknown) => deps.log.error({ err: cleanup, folder }, 'could not remove the files of a failed AR filter copy'));
    throw error;
  }
  return { copied, skipped };
}
