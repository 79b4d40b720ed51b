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
 * The pictures that were ever presentable among those a feed is about to tell of, by id, each with
 * whether it was presentable with the guest's opt-in too (presented-shoots.table.ts).
 */
export type Presented = ReadonlyMap<string, boolean>;

/**
 * Whether a public view of `source` may have shown the picture: it was presentable under the view's
 * opt-in rule. Only then may a public feed send its `remove`: a viewer cannot have seen anything else,
 * and a `remove` of a picture nobody saw would tell that it exists (a capture awaiting moderation).
 */
export function wasPresented(presented: Presented, shootId: string, source: FeedSource): boolean {
  const optedIn = presented.get(shootId.toLowerCase());
  return optedIn !== undefined && (!source.galleryOptIn || optedIn);
}

/**
 * What a viewer of `view` gets for the current state of a changed picture. Moderation sees every
 * picture but a test picture (the organiser's, from the draft), which is on no screen: its viewers
 * get a removal. A public view gets the picture while it is presentable, a removal once it stops
 * being if it ever was, and nothing at all about any other picture.
 */
export function rowFrame(view: FeedView, row: ShootRow, publicUrl: string, presented: Presented): string {
  const id = cursorOf(row.updatedAt);
  if (view.rendering.kind === 'moderation') return row.isTest ? sseFrame('remove', id, { id: row.id }) : sseFrame('shoot', id, toShootDto(row, publicUrl));
  if (!row.isTest && isPresentable(row, view.source)) return sseFrame('picture', id, toGalleryPicture(row, { publicUrl, showName: view.rendering.showName }));
  return wasPresented(presented, row.id, view.source) ? sseFrame('remove', id, { id: row.id }) : '';
}

/** What a viewer of `view` gets for a deleted picture: moderation always, a public view only if it may have shown it. */
export function removeFrame(view: FeedView, shootId: string, at: Date, presented: Presented): string {
  if (view.rendering.kind === 'public' && !wasPresented(presented, shootId, view.source)) return '';
  return sseFrame('remove', cursorOf(at), { id: shootId });
}

/** The key of a view within its campaign's channel: viewers with the same key get the same text. */
export function viewKey(view: FeedView): string {
  return view.rendering.kind === 'moderation' ? 'moderation' : `public:${view.rendering.showName ? 1 : 0}:${view.source.galleryOptIn ? 1 : 0}`;
}
