import type { AssetType, Orientation } from '@booth/shared';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { assetKey } from '@/platform/files/file-keys.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { inspectFont, type FontInfo } from '@/platform/uploads/inspect-font.ts';
import { assertDimensions, inspectUpload, type InspectedUpload } from '@/platform/uploads/inspect-upload.ts';
import { inspectZip } from '@/platform/uploads/inspect-zip.ts';
import { spoolToTempFile, type SpooledFile } from '@/platform/uploads/spool.ts';
import { storeArFilter } from './ar-filter-upload.ts';
import type { AssetStatus } from './assets.table.ts';

export interface ProcessingDeps {
  files: FileStore;
  media: MediaGateway;
  /** Spool folder on the data disk (runtime.ts `uploadTmpDir`). */
  tmpDir: string;
}

export interface ProcessingTarget {
  customerId: string;
  assetId: string;
  kind: AssetType;
}

/** What an accepted upload became in the store; the caller records it as the asset row. */
export interface ProcessedUpload {
  mimetype: string;
  fileKey: string;
  fileSize: number;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
  orientation: Orientation | null;
  /** `processing` when a job still has to make the preview (videos). */
  status: AssetStatus;
  font?: FontInfo;
}

// Immutable derivatives may be cached for a year: their keys are unique per asset and a job retry
// rewrites them from the same original, byte for byte.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function thumbnailKeyOf(customerId: string, assetId: string): string {
  return assetKey({ customerId, assetId, variant: 'thumb', ext: 'webp' });
}

async function spool(deps: ProcessingDeps, inspected: InspectedUpload): Promise<SpooledFile> {
  await mkdir(deps.tmpDir, { recursive: true });
  return spoolToTempFile(inspected.stream, `upload.${inspected.ext}`, deps.tmpDir);
}

/**
 * Images are checked for size from their header, then decoded and re-encoded (upright, no EXIF or
 * anything else the file carried) and stored with a 512 px WebP preview made in the request: sharp
 * works on libvips' threads and a booth-sized image takes tens of milliseconds.
 */
async function processImage(deps: ProcessingDeps, target: ProcessingTarget, inspected: InspectedUpload): Promise<ProcessedUpload> {
  const temp = await spool(deps, inspected);
  try {
    const probed = await deps.media.probeImage(temp.path);
    const orientation = assertDimensions(target.kind, probed.width, probed.height);
    const image = await deps.media.normaliseImage(temp.path);
    const preview = await deps.media.thumbnail(image.data);
    const fileKey = assetKey({ ...target, variant: 'original', ext: inspected.ext });
    const thumbnailKey = thumbnailKeyOf(target.customerId, target.assetId);
    await deps.files.put(fileKey, image.data, { contentType: image.contentType, cacheControl: IMMUTABLE });
    await deps.files.put(thumbnailKey, preview.data, { contentType: preview.contentType, cacheControl: IMMUTABLE });
    return {
      mimetype: image.contentType,
      fileKey,
      fileSize: image.data.length,
      thumbnailKey,
      width: image.width,
      height: image.height,
      orientation,
      status: 'ready',
    };
  } finally {
    await temp.remove();
  }
}

/**
 * Videos are spooled to disk (ffprobe needs a file, and nothing holds them in memory), probed for
 * container and size, then streamed into the store. The preview is the `asset_thumbnail` job's work.
 */
async function processVideo(deps: ProcessingDeps, target: ProcessingTarget, inspected: InspectedUpload): Promise<ProcessedUpload> {
  const temp = await spool(deps, inspected);
  try {
    const info = await deps.media.probeVideo(temp.path);
    const orientation = assertDimensions(target.kind, info.width, info.height);
    const fileKey = assetKey({ ...target, variant: 'original', ext: inspected.ext });
    await deps.files.put(fileKey, createReadStream(temp.path), { contentType: inspected.type, cacheControl: IMMUTABLE });
    return { mimetype: inspected.type, fileKey, fileSize: temp.size, thumbnailKey: null, width: info.width, height: info.height, orientation, status: 'processing' };
  } finally {
    await temp.remove();
  }
}

/** AR-filter packages: the central directory and each file's first bytes are read (archives inside are checked too), then the filter's manifest, preview and layers are checked and stored beside the ZIP (ar-filter-upload.ts). */
async function processArchive(deps: ProcessingDeps, target: ProcessingTarget, inspected: InspectedUpload): Promise<ProcessedUpload> {
  const temp = await spool(deps, inspected);
  try {
    await inspectZip(temp.path);
    const arFilter = await storeArFilter(deps, target, temp.path);
    const fileKey = assetKey({ ...target, variant: 'original', ext: inspected.ext });
    await deps.files.put(fileKey, createReadStream(temp.path), { contentType: inspected.type, cacheControl: IMMUTABLE });
    return { mimetype: inspected.type, fileKey, fileSize: temp.size, ...arFilter, status: 'ready' };
  } finally {
    await temp.remove();
  }
}

/** Fonts (at most 5 MB) are parsed in memory; the parsed format names the stored file. */
async function processFont(deps: ProcessingDeps, target: ProcessingTarget, inspected: InspectedUpload): Promise<ProcessedUpload> {
  const data = await buffer(inspected.stream);
  const font = inspectFont(data);
  const mimetype = `font/${font.format}`;
  const fileKey = assetKey({ ...target, variant: 'original', ext: font.format });
  await deps.files.put(fileKey, data, { contentType: mimetype, cacheControl: IMMUTABLE });
  return { mimetype, fileKey, fileSize: data.length, thumbnailKey: null, width: null, height: null, orientation: null, status: 'ready', font };
}

/**
 * Checks an upload against its kind's rule and stores it. Every check (type by content, size, pixel
 * limit, dimensions, ZIP directory, font parse) runs before the first byte reaches the store; a
 * failure after that (a store error) is cleaned up by the caller, which deletes the asset's folder.
 */
export async function processUpload(deps: ProcessingDeps, target: ProcessingTarget, source: Readable): Promise<ProcessedUpload> {
  const inspected = await inspectUpload(target.kind, source);
  switch (inspected.mediaClass) {
    case 'image':
      return processImage(deps, target, inspected);
    case 'video':
      return processVideo(deps, target, inspected);
    case 'archive':
      return processArchive(deps, target, inspected);
    case 'font':
      return processFont(deps, target, inspected);
  }
}
