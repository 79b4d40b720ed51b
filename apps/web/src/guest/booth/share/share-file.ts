import type { UploadCaptureKind } from '@booth/shared';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** The name a downloaded or shared picture gets: event and shoot, with the extension of its type. */
export function shareFileName(eventSlug: string, shootSlug: string, mimetype: string, kind: UploadCaptureKind): string {
  const base = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = extensions[base] ?? (base.startsWith('video/') || kind === 'video' ? 'mp4' : 'jpg');
  return `${eventSlug}-${shootSlug}.${extension}`;
}

export function isVideo(mimetype: string): boolean {
  return mimetype.toLowerCase().startsWith('video/');
}
