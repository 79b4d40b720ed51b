import type { Shutter, UploadCaptureKind } from '@booth/shared';
import { assertValidKey } from '@/platform/files/file-keys.ts';
import { DISPLAY_WIDTHS, SOCIAL_PREVIEW_JPEG_QUALITY, SOCIAL_PREVIEW_WIDTH } from '@/platform/media/image-limits.ts';
import type { ImageInput } from '@/platform/media/image-types.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import type { Aspect } from '@/platform/media/shoot-canvas.ts';
import type { RenderEdits } from './shoot-edits-render.ts';
import { renderBoomerang, renderGif } from './shoot-render-animation.ts';
import { renderPhoto, renderPhotoLayout } from './shoot-render-stills.ts';
import { renderVideo } from './shoot-render-video.ts';
import type { ShootRenditions, SizedFile, StoredFile } from './shoots.table.ts';

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
  /**
   * The person cut out of the (one) frame on the server (image cutout, shoot-cutout.ts): composed over
   * the background in the frame's place; the original version stays the frame as taken.
   */
  cutout?: LocalFile;
  preRoll?: LocalFile;
  postRoll?: LocalFile;
  /** Processing, GIF speed and the kiosk's edit layer (see shoot-edits-render.ts); absent: as composed. */
  edits?: RenderEdits;
}

export type RenditionName = keyof ShootRenditions;
/** A stored file's name: one of the renditions, or a display copy `w{width}`. */
export type StoredName = Exclude<RenditionName, 'main' | 'widths'> | `w${number}`;

export interface RenderTools {
  media: MediaGateway;
  /** A private folder for intermediate files, removed after the run. */
  workdir: string;
  /** Stores one rendition under its deterministic key (a retry overwrites it); bytes or a local file. */
  store(rendition: StoredName, ext: string, body: Buffer | { path: string }, mimetype: string): Promise<StoredFile>;
}

export interface RenderedShoot {
  renditions: ShootRenditions;
  /** Size of the main rendition. */
  width: number;
  height: number;
}

/** What a kind's renderer answers: its files, and the full-size still the display copies are made from. */
export interface RenderedKind extends RenderedShoot {
  /** The finished picture (photo kinds) or the poster (GIF, boomerang, video), as bytes or a local file. */
  still: ImageInput;
}

/**
 * Renders a shoot's final files by its capture kind (campaigns §3 "Shoot"; issue 5 "Processing"), then
 * the display copies of its still (issue 9): WebP widths for screens and a JPEG for link previews, so
 * that guests load the full file only when they download it.
 */
export async function renderShoot(input: ShootRenderInput, tools: RenderTools): Promise<RenderedShoot> {
  const { still, ...rendered } = await renderKind(input, tools);
  const widths: SizedFile[] = [];
  for (const image of await tools.media.sizedImages(still, { widths: DISPLAY_WIDTHS, format: 'webp' })) {
    widths.push({ width: image.width, height: image.height, file: await tools.store(`w${image.width}`, 'webp', image.data, image.contentType) });
  }
  const [social] = await tools.media.sizedImages(still, { widths: [SOCIAL_PREVIEW_WIDTH], format: 'jpeg', quality: SOCIAL_PREVIEW_JPEG_QUALITY });
  return {
    ...rendered,
    renditions: {
      ...rendered.renditions,
      ...(widths.length > 0 ? { widths } : {}),
      ...(social ? { social: { width: social.width, height: social.height, file: await tools.store('social', 'jpg', social.data, social.contentType) } } : {}),
    },
  };
}

function renderKind(input: ShootRenderInput, tools: RenderTools): Promise<RenderedKind> {
  switch (input.kind) {
    case 'photo':
    case 'ai':
    case 'aifilter':
      // An AI picture starts as a photo; the filter's result is rendered the same way (shoot-ai-render.ts).
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
