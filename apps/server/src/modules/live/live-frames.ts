import { isPresentable, LIVE_RETRY_MS, type LiveEventName } from '@booth/shared';
import { toGalleryPicture } from '@/modules/presentation/gallery-picture.ts';
import { toShootDto } from '@/modules/shoots/shoot-views.ts';
import type { ShootRow } from '@/modules/shoots/shoots.table.ts';

/** One campaign a feed shows, with its own gallery opt-in rule (the dynamic gallery mixes campaigns). */
export interface FeedSource {
  eventId: string;
  galleryOptIn: boolean;
}

/** How a feed shows a picture: to the public (presentable pictures only) or to moderation (every picture). */
export type FeedRendering = { kind: 'public'; showName: boolean } | { kind: 'moderation' };

/** The frames of one kind of viewer of one campaign: the same text goes to each of its clients. */
export interface FeedView {
  source: FeedSource;
  rendering: FeedRendering;
}

/** A picture's resume cursor: the time of its change in milliseconds (what Last-Event-ID sends back). */
export function cursorOf(at: Date): string {
  return String(at.getTime());
}

/** Reads a cursor a client sent back; undefined for anything that is not one (no replay then). */
export function parseCursor(value: string | undefined, now: Date): Date | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const ms = Number(value);
  // A cursor from the future is a client's invention; one older than a day resumes from a day ago (capped anyway).
  if (ms > now.getTime() + 60_000) return undefined;
  return new Date(Math.max(ms, now.getTime() - 24 * 3600_000));
}

/** One Server-Sent Event. JSON.stringify never emits a line break, so `data` is always one line. */
export function sseFrame(event: LiveEventName, id: string, data: unknown): string {
  return `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Sent first on every stream: how long a browser waits before it reconnects. */
export const RETRY_FRAME = `retry: ${LIVE_RETRY_MS}\n\n`;
/** A comment: keeps proxies and phones from closing an idle stream. */
export const HEARTBEAT_FRAME = ':\n\n';

/**
 * What a viewer of `view` gets for the current state of a changed picture. A test picture (the
 * organiser's, from the draft) is on no screen, not even moderation's queue: its viewers get a removal.
 */
export function rowFrame(view: FeedView, row: ShootRow, publicUrl: string): string {
  const id = cursorOf(row.updatedAt);
  if (row.isTest) return sseFrame('remove', id, { id: row.id });
  if (view.rendering.kind === 'moderation') return sseFrame('shoot', id, toShootDto(row, publicUrl));
  if (!isPresentable(row, view.source)) return sseFrame('remove', id, { id: row.id });
  return sseFrame('picture', id, toGalleryPicture(row, { publicUrl, showName: view.rendering.showName }));
}

export function removeFrame(shootId: string, at: Date): string {
  return sseFrame('remove', cursorOf(at), { id: shootId });
}

/** The key of a view within its campaign's channel: viewers with the same key get the same text. */
export function viewKey(view: FeedView): string {
  return view.rendering.kind === 'moderation' ? 'moderation' : `public:${view.rendering.showName ? 1 : 0}:${view.source.galleryOptIn ? 1 : 0}`;
}
