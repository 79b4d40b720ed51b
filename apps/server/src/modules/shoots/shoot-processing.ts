import { shootFileExtension, type UploadCaptureKind } from '@booth/shared';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import type { JobResult } from '@/platform/jobs/types.ts';
import type { Logger } from '@/platform/logger.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { parseAspect } from '@/platform/media/shoot-canvas.ts';
import { settingsOf } from '../events/event-views.ts';
import { findShootAssets, getForProcessJob, markShootFailed, markShootReady, type ShootAsset } from './shoot-processing.repo.ts';
import { loadRenderEdits } from './shoot-edits-render.ts';
import { renderShoot, shootFileKey, type LocalFile, type RenderTools } from './shoot-render.ts';

export interface ShootProcessingDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  tmpDir: string;
  now?: () => Date;
}

export interface ProcessContext {
  log: Logger;
  /** The queue will not retry a throw: record the failure on the shoot before rethrowing. */
  lastAttempt?: boolean;
}

/** What a guest (and the organiser) read when a picture could not be made. */
export const GENERIC_FAILURE = 'The picture could not be processed';

/** The upload itself is unusable: no retry can help, so the shoot is marked failed at once. */
class UnusableInput extends Error {}

/** Copies a stored file into the work folder; ffmpeg and sharp read files, and the store may be S3. */
async function fetchToDisk(files: FileStore, key: string, path: string): Promise<void> {
  const object = await files.get(key);
  const handle = await open(path, 'wx', 0o600);
  await pipeline(object.stream, handle.createWriteStream());
}

/**
 * `shoot_process`: renders a shoot's final files from its uploaded originals (issue 5 "Processing as
 * durable jobs") and records them with one update. Idempotent: the keys are derived from the shoot, so
 * a retry after a crash overwrites instead of duplicating, and a shoot no longer `processing` is
 * skipped. An unusable upload marks the shoot failed at once; any other error is thrown for the queue
 * to retry, and on the last attempt the shoot is marked failed first, so it is never stuck.
 */
export async function processShoot(deps: ShootProcessingDeps, shootId: string, context: ProcessContext): Promise<JobResult> {
  const { db, files, media } = deps;
  const now = deps.now ?? (() => new Date());
  const found = await getForProcessJob(db, shootId);
  if (!found || found.shoot.status !== 'processing') return 'skipped';
  const { shoot, event } = found;
  const settings = settingsOf(event);
  const kind: UploadCaptureKind = shoot.input.captureKind;

  await mkdir(deps.tmpDir, { recursive: true });
  const workdir = await mkdtemp(join(deps.tmpDir, 'shoot-'));
  try {
    const frames: LocalFile[] = [];
    for (const [index, file] of shoot.input.files.entries()) {
      const path = join(workdir, `input-${index}.${shootFileExtension(file.mimetype) ?? 'bin'}`);
      try {
        await fetchToDisk(files, file.path, path);
      } catch (error) {
        if (error instanceof FileStoreError && error.reason === 'not-found') throw new UnusableInput('The uploaded file is missing', { cause: error });
        throw error;
      }
      frames.push({ path, mimetype: file.mimetype });
    }

    const rolls = kind === 'gif' ? { preRoll: settings.shutter.gif.preRollVideo, postRoll: settings.shutter.gif.postRollVideo } : {};
    const wanted = { overlay: shoot.input.overlayId, background: shoot.input.backgroundId, ...rolls };
    const ids = Object.values(wanted).filter((id): id is string => typeof id === 'string');
    const byId = new Map((await findShootAssets(db, event.customerId, ids)).map((asset) => [asset.id, asset]));
    const local = async (name: string, id: string | null | undefined): Promise<LocalFile | undefined> => {
      const asset = id ? byId.get(id) : undefined;
      if (!asset) return undefined;
      return assetToDisk(files, asset, join(workdir, `${name}.${shootFileExtension(asset.mimetype) ?? 'bin'}`), context.log);
    };

    const tools: RenderTools = {
      media,
      workdir,
      async store(rendition, ext, body, mimetype) {
        const key = shootFileKey(shoot.eventId, shoot.id, rendition, ext);
        const source = Buffer.isBuffer(body) ? body : createReadStream(body.path);
        const { size } = await files.put(key, source, { contentType: mimetype });
        return { path: key, size, mimetype };
      },
    };
    const rendered = await renderShoot(
      {
        kind,
        frames,
        aspect: parseAspect(event.dimension),
        shutter: settings.shutter,
        overlay: await local('overlay', wanted.overlay),
        background: await local('background', wanted.background),
        backgroundApplied: shoot.input.backgroundApplied,
        preRoll: await local('pre-roll', rolls.preRoll),
        postRoll: await local('post-roll', rolls.postRoll),
        // The kiosk's review edits (filter, GIF speed, edit layer) and the campaign's image processing.
        edits: await loadRenderEdits({ files, log: context.log }, event, shoot.input, workdir),
      },
      tools,
    );
    const processedAt = now();
    await markShootReady(db, shoot.id, {
      ...rendered,
      processedAt,
      processingTime: Math.max(0, processedAt.getTime() - shoot.createdAt.getTime()),
    });
    return 'success';
  } catch (error) {
    if (error instanceof UnusableInput || (error instanceof MediaError && error.code === 'VALIDATION')) {
      context.log.warn({ err: error, shootId }, 'shoot input cannot be processed');
      await markShootFailed(db, shootId, error.message, now());
      return 'failed';
    }
    if (context.lastAttempt) {
      context.log.error({ err: error, shootId }, 'shoot processing failed on its last attempt');
      await markShootFailed(db, shootId, GENERIC_FAILURE, now());
    }
    throw error;
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
}

/** An asset deleted meanwhile (row or file) leaves its layer out rather than failing the guest's picture. */
async function assetToDisk(files: FileStore, asset: ShootAsset, path: string, log: Logger): Promise<LocalFile | undefined> {
  try {
    await fetchToDisk(files, asset.fileKey, path);
    return { path, mimetype: asset.mimetype };
  } catch (error) {
    if (error instanceof FileStoreError && error.reason === 'not-found') {
      log.warn({ assetId: asset.id }, 'an asset of the shoot is gone; rendering without it');
      return undefined;
    }
    throw error;
  }
}
