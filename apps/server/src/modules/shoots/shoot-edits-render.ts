import {
  filterReachesBackground,
  gifSpeedOffered,
  reviewedPictureValues,
  reviewedProcessing,
  reviewEditsSchema,
  reviewScreenSchema,
  type ImageOpsValues,
  type ReviewedProcessing,
} from '@booth/shared';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import type { Logger } from '@/platform/logger.ts';
import type { EncodedImage, ImageInput } from '@/platform/media/image-types.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import type { LocalFile } from './shoot-render.ts';
import type { ShootInput, SizedFile } from './shoots.table.ts';

/**
 * What a rendition changes beyond composing the picture (campaigns §3 Review screen and Image
 * processing): the guest's frames processed with the shared image operations (the campaign's values,
 * the review screen's filter and the guest's sliders, soft skin, the halo), a GIF's speed, and the
 * kiosk guest's edit layer on top. The original rendition never gets any of it.
 */
export interface RenderEdits {
  /** How the guest's frames are processed; null leaves them as taken. */
  processing: ReviewedProcessing | null;
  /** The colours of a recording, merged by the same rules (a video has no frames apart, so `processing` is null). */
  videoValues: ImageOpsValues;
  /** A green-screen background laid beneath a transparent frame gets the same values (not with dontApplyFilterOnGreenscreen). */
  recolourBackground: boolean;
  /** A GIF plays at its mode's fps times this (the review screen's GIF speed). */
  gifSpeed: number;
  /** The edit layer PNG, laid over the composed picture. */
  layer?: LocalFile;
  /**
   * Where the person is in the frames (the kiosk's mask of its opaque still, PNG or WebP), for the
   * halo; every frame of a GIF or boomerang gets the first frame's. Without it a cut-out's alpha is
   * the mask, and an opaque frame gets no halo.
   */
  personMask?: Buffer;
}

const NO_EDITS = reviewEditsSchema.parse({});
const NO_REVIEW = reviewScreenSchema.parse({});

/**
 * The edits a shoot is rendered with, decided by the same shared rules the kiosk's editor showed
 * them by. Only a tablet booth has a review screen (campaigns §2): a campaign switched to virtual
 * keeps its review settings stored, but they no longer apply.
 */
export function renderEditsOf(event: EventRow, input: ShootInput): Omit<RenderEdits, 'layer' | 'personMask'> {
  const settings = settingsOf(event);
  const review = event.boothType === 'ipad' ? settings.screens.review : NO_REVIEW;
  const capture = { kind: input.captureKind, backgroundId: input.backgroundId, backgroundApplied: input.backgroundApplied };
  const meta = input.edits?.meta ?? NO_EDITS;
  return {
    processing: reviewedProcessing(settings, review, capture, meta),
    videoValues: reviewedPictureValues(settings.shutter.imageProcessing, review, capture, meta),
    recolourBackground: filterReachesBackground(review),
    gifSpeed: gifSpeedOffered(review, settings.shutter, input.captureKind) ? meta.gifSpeed : 1,
  };
}

type EditFileDeps = { files: FileStore; log: Logger };

/**
 * Reads a stored edit file with `read`; a file gone from the store is left out (undefined, logged):
 * the guest's picture is still made, as with a deleted overlay.
 */
async function readEditFile<T>(deps: EditFileDeps, file: SizedFile, what: string, read: (stream: Readable) => Promise<T>): Promise<T | undefined> {
  try {
    return await read((await deps.files.get(file.file.path)).stream);
  } catch (error) {
    if (!(error instanceof FileStoreError && error.reason === 'not-found')) throw error;
    deps.log.warn({ key: file.file.path }, `the ${what} of a shoot is gone; rendering without it`);
    return undefined;
  }
}

/**
 * The edits with the layer copied into the job's work folder and the person mask read (it is small,
 * and every frame uses it). The mask is read only while a halo shows: nothing else uses it.
 */
export async function loadRenderEdits(deps: EditFileDeps, event: EventRow, input: ShootInput, workdir: string): Promise<RenderEdits> {
  const edits: RenderEdits = renderEditsOf(event, input);
  const kiosk = event.boothType === 'ipad' ? input.edits : undefined;
  if (kiosk?.layer) {
    const path = join(workdir, 'edit-layer.png');
    const copy = async (stream: Readable): Promise<LocalFile> => {
      await pipeline(stream, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      return { path, mimetype: 'image/png' };
    };
    const layer = await readEditFile(deps, kiosk.layer, 'edit layer', copy);
    if (layer) edits.layer = layer;
  }
  if (kiosk?.personMask && edits.processing?.halo) {
    const mask = await readEditFile(deps, kiosk.personMask, 'person mask', buffer);
    if (mask) edits.personMask = mask;
  }
  return edits;
}

/** A frame as the guest approved it: processed when the edits say so (a cut-out stays transparent). */
export async function editedFrame(media: MediaGateway, frame: string, edits: RenderEdits | undefined): Promise<ImageInput> {
  if (!edits?.processing) return frame;
  const { values, beautify, halo } = edits.processing;
  return (await media.processPicture(await readFile(frame), values, { beautify, halo, mask: edits.personMask })).data;
}

/** The green-screen background beneath the frame: recoloured with the frame's values unless the campaign keeps its colours. */
export async function editedBackground(media: MediaGateway, background: string | undefined, edits: RenderEdits | undefined): Promise<ImageInput | undefined> {
  if (!background || !edits?.processing || !edits.recolourBackground) return background;
  return (await media.processPicture(await readFile(background), edits.processing.values)).data;
}

/** The composed picture with the guest's edit layer on top, if there is one. */
export function withEditLayer(media: MediaGateway, composed: EncodedImage, edits: RenderEdits | undefined): Promise<EncodedImage> {
  return edits?.layer ? media.layEditLayer(composed.data, composed, edits.layer.path) : Promise.resolve(composed);
}
