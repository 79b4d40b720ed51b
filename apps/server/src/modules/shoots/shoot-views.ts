import { micrositeUrl, type Shoot, type ShootStatusDto, type ShootUploaded } from '@booth/shared';
import type { ShootRow, StoredFile } from './shoots.table.ts';

/** Where a stored file is served (files.routes.ts); only renditions are, never the uploaded originals. */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

function version(file: StoredFile | undefined): { path: string; size: number } | null {
  return file ? { path: file.path, size: file.size } : null;
}

/** The absolute microsite address of a shoot, in the language the guest uploaded in. */
export function shootMicrositeUrl(row: Pick<ShootRow, 'slug' | 'locale'>, publicUrl: string): string {
  return micrositeUrl(publicUrl, row.slug, row.locale);
}

/** What a picture tile needs of a shoot: its files' addresses and its microsite (the dashboard's and best-performing lists). */
export function pictureMedia(row: Pick<ShootRow, 'id' | 'slug' | 'kind' | 'locale' | 'renditions'>, publicUrl: string) {
  const { main, thumbnail } = row.renditions;
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    mimetype: main?.mimetype ?? null,
    src: main ? fileUrl(main.path) : null,
    thumbSrc: thumbnail ? fileUrl(thumbnail.path) : null,
    micrositeUrl: shootMicrositeUrl(row, publicUrl),
  };
}

/** A shoot as the organiser's API answers it (campaigns §3 "Shoot"); shared by every list of shoots. */
export function toShootDto(row: ShootRow, publicUrl: string): Shoot {
  const { main, thumbnail } = row.renditions;
  return {
    id: row.id,
    slug: row.slug,
    eventId: row.eventId,
    kind: row.kind,
    status: row.status,
    filePath: main?.path ?? null,
    fileSize: main?.size ?? null,
    mimetype: main?.mimetype ?? null,
    thumbnailPath: thumbnail?.path ?? null,
    thumbnailSize: thumbnail?.size ?? null,
    overlayed: version(row.renditions.overlayed),
    original: version(row.renditions.original),
    mp4: version(row.renditions.mp4),
    gif: version(row.renditions.gif),
    poster: version(row.renditions.poster),
    width: row.width,
    height: row.height,
    faceCount: row.faceCount,
    isPublic: row.isPublic,
    clientApproval: row.clientApproval,
    isTest: row.isTest,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    views: row.views,
    likes: row.likes,
    contact: { email: row.contactEmail, phoneNumber: row.contactPhone },
    userFeedback: row.userFeedback,
    processingTime: row.processingTime,
    failureReason: row.failureReason,
    micrositeUrl: shootMicrositeUrl(row, publicUrl),
    src: main ? fileUrl(main.path) : null,
    thumbSrc: thumbnail ? fileUrl(thumbnail.path) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The still to show on a screen: the display copies of the picture (or of a video's poster), widest last. */
function displayOf(row: ShootRow): ShootStatusDto['display'] {
  const widths = row.renditions.widths ?? [];
  const widest = widths.at(-1);
  if (!widest) return null;
  return {
    src: fileUrl(widest.file.path),
    srcset: widths.map((sized) => `${fileUrl(sized.file.path)} ${sized.width}w`).join(', '),
    // The picture's own shape; the copies keep it.
    width: row.width ?? widest.width,
    height: row.height ?? widest.height,
  };
}

/** What a guest's share screen polls: whether the files are there yet, and where (full file and display copies). */
export function toShootStatus(row: ShootRow): ShootStatusDto {
  const { main, thumbnail } = row.renditions;
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    src: main ? fileUrl(main.path) : null,
    thumbSrc: thumbnail ? fileUrl(thumbnail.path) : null,
    mimetype: main?.mimetype ?? null,
    display: row.status === 'ready' ? displayOf(row) : null,
  };
}

export function toShootUploaded(row: ShootRow, publicUrl: string): ShootUploaded {
  return { id: row.id, slug: row.slug, micrositeUrl: shootMicrositeUrl(row, publicUrl) };
}
