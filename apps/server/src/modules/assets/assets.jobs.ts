import { isAssetMediaType, mediaClassOf } from '@booth/shared';
import { mkdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { Db } from '@/platform/db/database.ts';
import { assetFolder } from '@/platform/files/file-keys.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import type { EncodedImage } from '@/platform/media/image-types.ts';
import { spoolToTempFile } from '@/platform/uploads/spool.ts';
import { thumbnailKeyOf } from './asset-processing.ts';
import { getForThumbnailJob, markFailed, markThumbnailReady } from './assets.repo.ts';
import { PUBLIC_CACHE } from './asset-files.service.ts';

export interface AssetJobDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  tmpDir: string;
  now?: () => Date;
}

/**
 * `asset_thumbnail`: the library preview of a video (a representative frame, 512 px WebP) or, for a
 * backfill, of an image. Idempotent: the preview's key is derived from the asset id, so a retry
 * overwrites the same object with the same bytes; an asset deleted meanwhile is skipped, and a preview
 * written just as it was deleted is removed again.
 */
export function createAssetJobs(deps: AssetJobDeps): JobRegistration[] {
  const { db, files, media } = deps;
  const now = deps.now ?? (() => new Date());

  async function preview(fileKey: string, mimetype: string): Promise<EncodedImage> {
    const original = await files.get(fileKey);
    if (isAssetMediaType(mimetype) && mediaClassOf(mimetype) === 'image') return media.thumbnail(await buffer(original.stream));
    // ffmpeg reads files, and seeks in them: spool the original from the store (it may be S3).
    await mkdir(deps.tmpDir, { recursive: true });
    const temp = await spoolToTempFile(original.stream, 'video', deps.tmpDir);
    try {
      return await media.videoThumbnail(temp.path);
    } finally {
      await temp.remove();
    }
  }

  return [
    defineJob('asset_thumbnail', async ({ assetId }, { log }) => {
      const asset = await getForThumbnailJob(db, assetId);
      if (!asset) return 'skipped';
      let image: EncodedImage;
      try {
        image = await preview(asset.fileKey, asset.mimetype);
      } catch (error) {
        if (error instanceof FileStoreError && error.reason === 'not-found') return 'skipped'; // deleted while queued
        if (error instanceof MediaError && error.code === 'VALIDATION') {
          // The file cannot be decoded; retrying will not change that. The original stays downloadable.
          log.warn({ err: error, assetId }, 'no preview could be made of this asset');
          await markFailed(db, assetId, now());
          return 'failed';
        }
        throw error;
      }
      const key = thumbnailKeyOf(asset.customerId, asset.id);
      await files.put(key, image.data, { contentType: image.contentType, cacheControl: PUBLIC_CACHE });
      if (!(await markThumbnailReady(db, asset.id, key, now()))) {
        await files.deletePrefix(assetFolder(asset.customerId, asset.id));
        return 'skipped';
      }
      return 'success';
    }),
  ];
}
