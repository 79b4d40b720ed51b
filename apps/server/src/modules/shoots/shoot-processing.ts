import { isAiCaptureKind, shootFileExtension, type UploadCaptureKind } from '@booth/shared';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import { isStorageFull } from '@/platform/files/storage-full.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { JobResult } from '@/platform/jobs/types.ts';
import type { Logger } from '@/platform/logger.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { shootProcessingSeconds } from '@/platform/metrics/registry.ts';
import { parseAspect } from '@/platform/media/shoot-canvas.ts';
import { settingsOf } from '../events/event-views.ts';
import { continueShootAi, failShootAi, pendingAi, type ShootAiDeps, type ShootAiEngine } from './shoot-ai.ts';
import { saveCameraPicture } from './shoot-ai.repo.ts';
import { cutOutPerson, type CutoutProviders } from './shoot-cutout.ts';
import { getForProcessJob, markShootFailed, markShootReady, type ShootForProcessing } from './shoot-processing.repo.ts';
import { fetchToDisk, loadShootLayers } from './shoot-render-inputs.ts';
import { loadRenderEdits } from './shoot-edits-render.ts';
import { renderShoot, shootFileKey, type LocalFile, type RenderTools } from './shoot-render.ts';
import { storeRendition } from './shoot-render-store.ts';

export interface ShootProcessingDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  tmpDir: string;
  now?: () => Date;
  /**
   * Queues the job again when its last retry met a full disk or store, so the picture is made once
   * there is room instead of failing (runtime.ts hands the job system in). Without it (scripts) such
   * a shoot is marked failed like any other.
   */
  jobs?: JobQueue;
  /** AI pictures: the execution engine that runs their filter (absent: they fall back to the camera picture). */
  ai?: ShootAiEngine;
  /** Image cutout's background removers (absent: pictures are made without a cutout). */
  aiProviders?: CutoutProviders;
  /** The live feeds learn when an AI picture falls back or finishes. */
  bus?: MessageBus;
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

/**
 * How long a shoot waits for room on a full disk or store, its job queued again after each round of
 * retries, before it is marked failed: a day is enough to notice (the health check reports low space
 * before it runs out) and to make room.
 */
export const STORAGE_WAIT_MS = 24 * 3600_000;

/** ffmpeg writes its output itself; a full work disk reaches us only as its message. */
const FFMPEG_DISK_FULL = /No space left on device|Disk quota exceeded/i;

/** A full disk or store, whether the store, a write of ours or ffmpeg ran into it. */
function outOfSpace(error: unknown): boolean {
  return isStorageFull(error) || (error instanceof MediaError && FFMPEG_DISK_FULL.test(error.process?.stderr ?? ''));
}

/**
 * `shoot_process`: renders a shoot's final files from its uploaded originals (issue 5 "Processing as
 * durable jobs") and records them with one update. Idempotent: the keys are derived from the shoot, so
 * a retry after a crash overwrites instead of duplicating, and a shoot no longer `processing` is
 * skipped. An unusable upload marks the shoot failed at once; any other error is thrown for the queue
 * to retry, and on the last attempt the shoot is marked failed first, so it is never stuck. A full disk
 * or store is waited out instead: the job is queued again (up to STORAGE_WAIT_MS), and the first run
 * after room is back makes the picture. It is marked ready only when every rendition is whole.
 */
export async function processShoot(deps: ShootProcessingDeps, shootId: string, context: ProcessContext): Promise<JobResult> {
  const { db, files, media } = deps;
  const now = deps.now ?? (() => new Date());
  const found = await getForProcessJob(db, shootId);
  if (!found || found.shoot.status !== 'processing') return 'skipped';
  const { shoot, event } = found;
  const settings = settingsOf(event);
  const kind: UploadCaptureKind = shoot.input.captureKind;
  const aiDeps = { ...deps, log: context.log };
  // An AI picture whose camera picture is stored already: only its AI step is left (a run after a crash).
  if (isAiCaptureKind(kind) && shoot.ai?.state === 'pending' && shoot.renditions.original) return continueAi(aiDeps, found, context);

  let workdir: string | undefined;
  try {
    // Inside the try: on a full disk even the work folder cannot be made, and that is retried like the rest.
    await mkdir(deps.tmpDir, { recursive: true });
    workdir = await mkdtemp(join(deps.tmpDir, 'shoot-'));
    const work = workdir;
    const frames: LocalFile[] = [];
    for (const [index, file] of shoot.input.files.entries()) {
      const path = join(work, `input-${index}.${shootFileExtension(file.mimetype) ?? 'bin'}`);
      try {
        await fetchToDisk(files, file.path, path);
      } catch (error) {
        if (error instanceof FileStoreError && error.reason === 'not-found') throw new UnusableInput('The uploaded file is missing', { cause: error });
        throw error;
      }
      frames.push({ path, mimetype: file.mimetype });
    }

    const rolls = kind === 'gif' ? { preRoll: settings.shutter.gif.preRollVideo, postRoll: settings.shutter.gif.postRollVideo } : undefined;
    const layers = await loadShootLayers({ db, files, log: context.log, ownerId: event.customerId, input: shoot.input, ...(rolls ? { rolls } : {}), workdir: work });
    // Image cutout: the person cut out here when the booth did not lay the chosen background in.
    const cutout = await cutOutPerson(
      { media, log: context.log, ...(deps.aiProviders ? { providers: deps.aiProviders } : {}) },
      { settings, kind, frames, background: layers.background, backgroundApplied: shoot.input.backgroundApplied, workdir: work, shootId },
    );

    const tools: RenderTools = {
      media,
      workdir: work,
      // Each rendition is checked as it is stored (shoot-render-store.ts): the shoot is marked ready
      // below only when every one of them is whole.
      store: (rendition, ext, body, mimetype) => storeRendition({ files, media }, shootFileKey(shoot.eventId, shoot.id, rendition, ext), body, mimetype),
    };
    const rendered = await renderShoot(
      {
        kind,
        frames,
        aspect: parseAspect(event.dimension),
        shutter: settings.shutter,
        ...layers,
        backgroundApplied: shoot.input.backgroundApplied,
        ...(cutout ? { cutout } : {}),
        // The kiosk's review edits (filter, GIF speed, edit layer) and the campaign's image processing.
        edits: await loadRenderEdits({ files, log: context.log }, event, shoot.input, work),
      },
      tools,
    );
    if (isAiCaptureKind(kind)) {
      // The camera picture is kept (the fallback whatever happens), then the filter runs on it.
      const ai = shoot.ai ?? pendingAi();
      if (!(await saveCameraPicture(db, shoot.id, rendered, ai, now()))) return 'skipped';
      return await continueAi(aiDeps, { shoot: { ...shoot, ...rendered, ai }, event }, context);
    }
    const processedAt = now();
    await markShootReady(db, shoot.id, {
      ...rendered,
      processedAt,
      processingTime: Math.max(0, processedAt.getTime() - shoot.createdAt.getTime()),
    });
    shootProcessingSeconds.observe({ kind }, Math.max(0, processedAt.getTime() - shoot.createdAt.getTime()) / 1000);
    return 'success';
  } catch (error) {
    const full = outOfSpace(error);
    if (!full && (error instanceof UnusableInput || (error instanceof MediaError && error.code === 'VALIDATION'))) {
      context.log.warn({ err: error, shootId }, 'shoot input cannot be processed');
      await markShootFailed(db, shootId, error.message, now());
      return 'failed';
    }
    if (full) context.log.warn({ err: error, shootId }, 'the disk or store is full; the shoot stays processing and is retried');
    if (context.lastAttempt) {
      // Retries are used up in a minute; a full disk takes longer to clear. The picture waits, not fails.
      if (full && deps.jobs && now().getTime() - shoot.createdAt.getTime() < STORAGE_WAIT_MS) {
        await deps.jobs.queue({ name: 'shoot_process', data: { shootId, eventId: shoot.eventId } });
        throw error;
      }
      context.log.error({ err: error, shootId }, 'shoot processing failed on its last attempt');
      await markShootFailed(db, shootId, GENERIC_FAILURE, now());
    }
    throw error;
  } finally {
    if (workdir) await rm(workdir, { recursive: true, force: true });
  }
}

/**
 * The AI step of an AI picture whose camera picture is stored. A fault starting the filter is retried
 * by the queue; on the last attempt the guest gets the camera picture (AI failed) instead of a failed
 * shoot: the picture exists, only the effect could not be had.
 */
async function continueAi(deps: ShootAiDeps, found: { shoot: ShootForProcessing; event: EventRow }, context: ProcessContext): Promise<JobResult> {
  try {
    return await continueShootAi(deps, found.shoot, found.event);
  } catch (error) {
    if (!context.lastAttempt || !found.shoot.ai) throw error;
    context.log.error({ err: error, shootId: found.shoot.id }, 'the AI filter could not be started on the last attempt; the guest gets the camera picture');
    await failShootAi(deps, found.shoot, found.shoot.ai, 'provider');
    throw error;
  }
}
