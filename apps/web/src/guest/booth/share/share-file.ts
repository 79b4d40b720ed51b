import { shootFileExtension, type UploadCaptureKind } from '@booth/shared';

/** The name a downloaded or shared picture gets: event and shoot, with the extension of its type. */
export function shareFileName(eventSlug: string, shootSlug: string, mimetype: string, kind: UploadCaptureKind): string {
  const extension = shootFileExtension(mimetype) ?? (isVideo(mimetype) || kind === 'video' ? 'mp4' : 'jpg');
  return `${eventSlug}-${shootSlug}.${extension}`;
}

export function isVideo(mimetype: string): boolean {
  return mimetype.toLowerCase().startsWith('video/');
}
