import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import type { StoredFile } from './shoots.table.ts';

/**
 * A rendition that did not come out whole: made on a disk that ran full, or cut short by the store.
 * A fault to retry (the job is idempotent), never a reason to fail the guest's picture for good.
 */
export class RenditionIncomplete extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RenditionIncomplete';
  }
}

export interface RenditionStoreDeps {
  files: FileStore;
  media: MediaGateway;
}

/**
 * A rendition made on disk (ffmpeg's MP4 and GIF, a composed frame as poster) is checked to decode
 * before it is stored: a work disk that runs full can cut such files short, should ffmpeg or a
 * write fail to say so. MP4s by ffprobe (their index), stills and GIFs by sharp (the first frame, decoded small).
 * Bytes sharp encoded in memory cannot be cut short by a disk; the size check covers their copy.
 */
async function assertDecodes(media: MediaGateway, body: Buffer | { path: string }, mimetype: string): Promise<void> {
  if (Buffer.isBuffer(body)) return;
  if (mimetype.startsWith('video/')) await media.probeVideo(body.path);
  else await media.assertDecodes(body.path, 'rendition');
}

/**
 * Stores one rendition under its key and checks it before the picture may be marked ready: it decodes,
 * and the store holds exactly the bytes made (the stores write atomically, so a file under the key is
 * whole or absent; this also catches a store that acknowledged less). A rendition that fails the check
 * is removed and `RenditionIncomplete` thrown, so the job's retry makes it again.
 */
export async function storeRendition(deps: RenditionStoreDeps, key: string, body: Buffer | { path: string }, mimetype: string): Promise<StoredFile> {
  try {
    await assertDecodes(deps.media, body, mimetype);
  } catch (error) {
    throw new RenditionIncomplete(`${key}: the rendition made does not decode`, { cause: error });
  }
  const made = Buffer.isBuffer(body) ? body.length : (await stat(body.path)).size;
  const { size } = await deps.files.put(key, Buffer.isBuffer(body) ? body : createReadStream(body.path), { contentType: mimetype });
  const stored = await deps.files.head(key);
  if (size !== made || stored?.size !== made) {
    await deps.files.delete(key).catch(() => undefined);
    throw new RenditionIncomplete(`${key}: ${stored?.size ?? 0} of ${made} bytes stored`);
  }
  return { path: key, size: made, mimetype };
}
