import type { Shutter, UploadCaptureKind } from '@booth/shared';
import { assertValidKey } from '@/platform/files/file-keys.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import type { Aspect } from '@/platform/media/shoot-canvas.ts';
import { renderBoomerang, renderGif } from './shoot-render-animation.ts';
import { renderPhoto, renderPhotoLayout } from './shoot-render-stills.ts';
import { renderVideo } from './shoot-render-video.ts';
import type { ShootRenditions, StoredFile } from './shoots.table.ts';

/** A file copied out of the store into the job's work folder (sharp and ffmpeg read files). */
export interface LocalFile {
  path: string;
  mimetype: string;
}

/** Everything a shoot is rendered from, already on local disk. */
export interface ShootRenderInput {
  kind: UploadCaptureKind;
  /** The uploaded frames (or the one recording), in capture order. */
  frames: LocalFile[];
  /** The campaign's dimension. */
  aspect: Aspect;
  shutter: Shutter;
  overlay?: LocalFile;
  background?: LocalFile;
  /** The browser already put the background in; only the overlay is laid on top. */
  backgroundApplied: boolean;
  preRoll?: LocalFile;
  postRoll?: LocalFile;
}

export type RenditionName = keyof ShootRenditions;

export interface RenderTools {
  media: MediaGateway;
  /** A private folder for intermediate files, removed after the run. */
  workdir: string;
  /** Stores one rendition under its deterministic key (a retry overwrites it); bytes or a local file. */
  store(rendition: Exclude<RenditionName, 'main'>, ext: string, body: Buffer | { path: string }, mimetype: string): Promise<StoredFile>;
}

export interface RenderedShoot {
  renditions: ShootRenditions;
  /** Size of the main rendition. */
  width: number;
  height: number;
}

/** Renders a shoot's final files by its capture kind (campaigns §3 "Shoot"; issue 5 "Processing"). */
export function renderShoot(input: ShootRenderInput, tools: RenderTools): Promise<RenderedShoot> {
  switch (input.kind) {
    case 'photo':
      return renderPhoto(input, tools);
    case 'gif':
      return renderGif(input, tools);
    case 'boomerang':
      return renderBoomerang(input, tools);
    case 'video':
      return renderVideo(input, tools);
    case 'photolayout':
      return renderPhotoLayout(input, tools);
  }
}

/** Only still images can be laid into a picture; a video overlay (allowed for the live view and for videos) cannot. */
export function isStillImage(file: LocalFile | undefined): file is LocalFile {
  return !!file && /^image\/(png|jpeg|gif|webp)$/.test(file.mimetype);
}

export const JPEG = 'image/jpeg';

/**
 * Where a rendition is stored: `shoots/{eventId}/{shootId}/{rendition}.{ext}`. Derived from the ids
 * only, so a retried job overwrites its earlier files instead of leaving duplicates, and deleting an
 * event's or a shoot's folder removes every file.
 */
export function shootFileKey(eventId: string, shootId: string, rendition: string, ext: string): string {
  const key = `shoots/${eventId.toLowerCase()}/${shootId.toLowerCase()}/${rendition}.${ext}`;
  assertValidKey(key);
  return key;
}
