import type { CaptureModeKind } from '../events/capture-base.ts';

/** Shoot kinds (campaigns §3 "Shoot"). */
export const shootKinds = ['Photo', 'Gif', 'Boomerang', 'PhotoLayout', 'Ai', 'Video', 'AiFilter', 'Unknown'] as const;
export type ShootKind = (typeof shootKinds)[number];

/**
 * The capture modes a guest's browser can submit to a booth. An `ai` or `aifilter` upload is one photo
 * and the chosen AI filter: the server makes the picture, then runs the filter on it (issue 26).
 */
export const uploadCaptureKinds = ['photo', 'gif', 'boomerang', 'video', 'photolayout', 'ai', 'aifilter'] as const satisfies readonly CaptureModeKind[];
export type UploadCaptureKind = (typeof uploadCaptureKinds)[number];

export const shootKindOfCapture: Record<UploadCaptureKind, ShootKind> = {
  photo: 'Photo',
  gif: 'Gif',
  boomerang: 'Boomerang',
  video: 'Video',
  photolayout: 'PhotoLayout',
  ai: 'Ai',
  aifilter: 'AiFilter',
};

/** Capture modes whose picture goes through an AI filter after it is made. */
export const aiCaptureKinds: readonly UploadCaptureKind[] = ['ai', 'aifilter'];

export function isAiCaptureKind(kind: UploadCaptureKind): boolean {
  return aiCaptureKinds.includes(kind);
}

/** Kinds captured as several still frames (field `frames`), the rest as one file (field `file`). */
export const multiFrameKinds: readonly UploadCaptureKind[] = ['gif', 'boomerang', 'photolayout'];

export function isMultiFrameKind(kind: UploadCaptureKind): boolean {
  return multiFrameKinds.includes(kind);
}

/**
 * Processing states of a shoot. A shoot exists (and its microsite link works) as soon as the upload is
 * accepted; it is `processing` until the durable job has written its files, then `ready`; a job that
 * exhausted its retries marks it `failed` — visible, never silently lost.
 */
export const shootStatuses = ['processing', 'ready', 'failed'] as const;
export type ShootStatus = (typeof shootStatuses)[number];

/** File extensions of the media types a shoot's files have (uploads and renditions). */
const shootFileExtensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** The extension for a media type (parameters such as `;codecs=` ignored), or undefined for others. */
export function shootFileExtension(mimetype: string): string | undefined {
  return shootFileExtensions[mimetype.split(';')[0]?.trim().toLowerCase() ?? ''];
}
