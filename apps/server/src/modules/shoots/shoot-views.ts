import { micrositeUrl, type Shoot, type ShootStatusDto, type ShootUploaded } from '@booth/shared';
import { shootAiStateOf, type AiProgress } from './shoot-ai-status.ts';
import type { ShootRow, StoredFile } from './shoots.table.ts';

/** Where a stored file is served (files.routes.ts); only renditions are, never the uploaded originals. */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

/**
 * The query parameter of a picture's own-copy file addresses: its access key (the microsite slug).
 * Without it a picture's files are served only while it is presentable (or to its organiser), so
 * the addresses public screens hand out stop working when moderation hides the picture
 * (shoot-file-access.ts).
 */
export const SHOOT_FILE_ACCESS_PARAM = 'access';

/**
 * A picture's file as its own copy links it (the guest's share screen, microsite and e-mail, the
 * organiser's and moderators' lists): served whatever moderation decides. Only for those who may
 * know the microsite slug; public screens link `fileUrl` instead.
 */
export function ownFileUrl(key: string, shootSlug: string): string {
  return `${fileUrl(key)}?${SHOOT_FILE_ACCESS_PARAM}=${encodeURIComponent(shootSlug)}`;
}

/** The same file as a download (Content-Disposition: attachment). */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

function version(file: StoredFile | undefined): { path: string; size: number } | null {
  return file ? { path: file.path, size: file.size } : null;
}

/** The absolute microsite address of a shoot, in the language the guest uploaded in. */
export function shootMicrositeUrl(row: Pick<ShootRow, 'slug' | 'locale'>, publicUrl: string): string {
  return micrositeUrl(publicUrl, row.slug, row.locale);
}

/**
 * What a picture tile needs of a shoot: its files' addresses and its microsite (the dashboard's and
 * best-performing lists). Plain addresses: the organiser's own sign-in opens them (shoot-file-access.ts).
 */
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

/**
 * A shoot as the organiser's API answers it (campaigns §3 "Shoot"); shared by every list of shoots.
 * Its files carry the access key: moderators (whose sign-in the file route does not read) must see
 * the pictures they decide on.
 */
export function toShootDto(row: ShootRow, publicUrl: string): Shoot {
  const { main, thumbnail } = row.renditions;
  const link = (key: string) => ownFileUrl(key, row.slug);
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
    src: main ? link(main.path) : null,
    thumbSrc: thumbnail ? link(thumbnail.path) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How a view links a picture's files: with its access key (its own copy) or plainly (public screens). */
export type FileLink = (key: string) => string;

/** The still to show on a screen: the display copies of the picture (or of a video's poster), widest last. */
function displayOf(row: ShootRow, link: FileLink): ShootStatusDto['display'] {
  const widths = row.renditions.widths ?? [];
  const widest = widths.at(-1);
  if (!widest) return null;
  return {
    src: link(widest.file.path),
    srcset: widths.map((sized) => `${link(sized.file.path)} ${sized.width}w`).join(', '),
    // The picture's own shape; the copies keep it.
    width: row.width ?? widest.width,
    height: row.height ?? widest.height,
  };
}

/**
 * What a guest's share screen polls: whether the files are there yet, and where (full file and
 * display copies), and for an AI picture how its filter is doing (`live`: the running execution's
 * progress, shoot-ai-status.ts). Its own copy: linked with the access key unless `link` says otherwise
 * (the public screens' pictures, gallery-picture.ts).
 */
export function toShootStatus(row: ShootRow, link: FileLink = (key) => ownFileUrl(key, row.slug), live: AiProgress | null = null): ShootStatusDto {
  // An AI picture keeps its camera picture while the effect runs: the picture is its result, not that (`ai.originalSrc` is).
  const { main, thumbnail } = row.status === 'ready' ? row.renditions : {};
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    src: main ? link(main.path) : null,
    thumbSrc: thumbnail ? link(thumbnail.path) : null,
    mimetype: main?.mimetype ?? null,
    display: row.status === 'ready' ? displayOf(row, link) : null,
    ai: shootAiStateOf(row, link, live),
  };
}

export function toShootUploaded(row: ShootRow, publicUrl: string): ShootUploaded {
  return { id: row.id, slug: row.slug, micrositeUrl: shootMicrositeUrl(row, publicUrl) };
}
