import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import type { Logger } from '@/platform/logger.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { parseAspect } from '@/platform/media/shoot-canvas.ts';
import type { CameraPicture } from './shoot-ai.repo.ts';
import type { ShootForProcessing } from './shoot-processing.repo.ts';
import { loadRenderEdits } from './shoot-edits-render.ts';
import { renderShoot, shootFileKey, type RenderTools } from './shoot-render.ts';
import { fetchToDisk, loadShootLayers } from './shoot-render-inputs.ts';
import { storeRendition } from './shoot-render-store.ts';

export interface AiRenderDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  tmpDir: string;
  log: Logger;
}

export interface AiRenderRequest {
  shoot: ShootForProcessing;
  event: EventRow;
  attempt: number;
  /** The execution's result in the file store. */
  resultKey: string;
}

const RESULT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/**
 * The filter's result made into the guest's picture by the photo pipeline: at the campaign's
 * dimension, the mode's overlay and the campaign's processing and edit layer on top, with thumbnail,
 * display widths and link preview. Stored under names of their own per attempt (`ai{n}-…`), so the
 * camera picture's files, which the shoot shows until this succeeds, are never overwritten, and a
 * repeated run overwrites only its own. Undefined when the result is not a usable picture (gone from
 * the store, not an image): the caller fails the attempt instead of the guest's picture.
 */
export async function renderAiResult(deps: AiRenderDeps, request: AiRenderRequest): Promise<CameraPicture | undefined> {
  const { shoot, event } = request;
  await mkdir(deps.tmpDir, { recursive: true });
  const work = await mkdtemp(join(deps.tmpDir, 'shoot-ai-'));
  try {
    const resultPath = join(work, 'result');
    await fetchToDisk(deps.files, request.resultKey, resultPath);
    const mimetype = RESULT_TYPES[(await deps.media.probeImage(resultPath)).format];
    if (!mimetype) throw new MediaError('unsupported-format', 'The AI result is not a still picture');

    // The result is a finished, opaque picture: a green-screen background has nothing to show through.
    const layers = await loadShootLayers({ db: deps.db, files: deps.files, log: deps.log, ownerId: event.customerId, input: { overlayId: shoot.input.overlayId, backgroundId: null }, workdir: work });
    const edits = await loadRenderEdits({ files: deps.files, log: deps.log }, event, shoot.input, work);
    // The kiosk's person mask was drawn on the camera picture; the effect moves the person.
    delete edits.personMask;
    const prefix = `ai${request.attempt}-`;
    const tools: RenderTools = {
      media: deps.media,
      workdir: work,
      store: (rendition, ext, body, type) => storeRendition(deps, shootFileKey(shoot.eventId, shoot.id, `${prefix}${rendition}`, ext), body, type),
    };
    return await renderShoot(
      {
        kind: shoot.input.captureKind,
        frames: [{ path: resultPath, mimetype }],
        aspect: parseAspect(event.dimension),
        shutter: settingsOf(event).shutter,
        overlay: layers.overlay,
        backgroundApplied: true,
        edits,
      },
      tools,
    );
  } catch (error) {
    // Only what no retry can mend (the result gone or not a picture the pipeline takes); store and disk faults are retried.
    const unusable = (error instanceof FileStoreError && error.reason === 'not-found') || (error instanceof MediaError && error.status < 500);
    if (!unusable) throw error;
    deps.log.warn({ err: error, shootId: shoot.id, resultKey: request.resultKey }, 'the AI result is not a usable picture; the guest keeps the camera picture');
    return undefined;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
