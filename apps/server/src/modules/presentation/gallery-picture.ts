import type { GalleryPicture, PersonalData } from '@booth/shared';
import { fileUrl, shootMicrositeUrl, toShootStatus } from '@/modules/shoots/shoot-views.ts';
import type { ShootRow } from '@/modules/shoots/shoots.table.ts';

/**
 * A picture as public screens get it (gallery, dynamic gallery, their live feeds): only what a
 * stranger may see. Contact, answers and comments never leave through here; the guest's name only
 * as first name and last initial, and only when the gallery shows names.
 */

/** "Anna M." from the data capture; null when the guest gave no first name. */
export function displayName(personal: PersonalData | undefined): string | null {
  const first = personal?.firstname?.trim();
  if (!first) return null;
  const initial = personal?.lastname?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The looping clip a screen plays: the MP4 made for a GIF or boomerang, the video itself. */
function videoOf(row: ShootRow): string | null {
  const { main, mp4 } = row.renditions;
  if (row.kind === 'Video') return main?.mimetype.startsWith('video/') ? fileUrl(main.path) : null;
  if (row.kind === 'Gif' || row.kind === 'Boomerang') {
    const clip = mp4 ?? (main?.mimetype.startsWith('video/') ? main : undefined);
    return clip ? fileUrl(clip.path) : null;
  }
  return null;
}

export function toGalleryPicture(row: ShootRow, options: { publicUrl: string; showName: boolean }): GalleryPicture {
  // The same files and display copies as the guest's share screen (shoot-views.ts), but plain
  // addresses: served only while the picture is presentable, so a hidden picture's stop working.
  const status = toShootStatus(row, fileUrl);
  return {
    id: row.id,
    slug: row.slug,
    eventId: row.eventId,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    // A presentable row is ready and has its main file; the thumbnail stands in for rows from before renditions.
    src: status.src ?? status.thumbSrc ?? '',
    mimetype: status.mimetype ?? 'application/octet-stream',
    display: status.display,
    thumbSrc: status.thumbSrc,
    video: videoOf(row),
    width: row.width,
    height: row.height,
    likes: row.likes,
    name: options.showName ? displayName(row.userFeedback.personal) : null,
    micrositeUrl: shootMicrositeUrl(row, options.publicUrl),
  };
}
