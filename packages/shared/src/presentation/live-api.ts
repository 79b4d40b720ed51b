import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { shootDisplaySchema } from '../shoots/shoot-display.ts';
import { shootKinds } from '../shoots/shoot-kinds.ts';

/**
 * What public screens (gallery, dynamic gallery, later the mosaic) get of a picture: only what a
 * stranger may see. No contact, no answers; the guest's name only when the gallery shows names.
 */
export const galleryPictureSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The campaign the picture belongs to (the dynamic gallery mixes sources). */
  eventId: z.uuid(),
  kind: z.enum(shootKinds),
  createdAt: z.iso.datetime({ offset: true }),
  /** The full file (download, share). */
  src: z.string(),
  mimetype: z.string(),
  /** Display copies of the still (the picture, or a video's poster), null when none were made. */
  display: shootDisplaySchema.nullable(),
  thumbSrc: z.string().nullable(),
  /** A looping MP4 to play for GIF, boomerang and video; null for stills. */
  video: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  likes: z.number().int().nonnegative(),
  /** The guest's first name and last initial from the data capture, when the gallery shows names. */
  name: z.string().nullable(),
  micrositeUrl: z.string(),
});
export type GalleryPicture = z.infer<typeof galleryPictureSchema>;

/** GET /events/{slug}/gallery (public): newest first, keyset-paged by `olderThan` (the previous `nextCursor`). */
export const galleryQuerySchema = z.object({
  olderThan: singleLine().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export type GalleryQuery = z.infer<typeof galleryQuerySchema>;
export const galleryPageSchema = z.object({
  pictures: z.array(galleryPictureSchema),
  nextCursor: z.string().nullable(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** GET /events/{slug}/live/pictures (public, dynamic gallery): the newest pictures of the campaign and its sources. */
export const livePicturesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(60) });
export const livePicturesSchema = z.object({ pictures: z.array(galleryPictureSchema) });
export type LivePictures = z.infer<typeof livePicturesSchema>;

/**
 * Server-Sent Events of the live feeds. Every event carries an `id:` (a resume cursor); a client that
 * reconnects sends it back as `Last-Event-ID` and gets what changed meanwhile.
 * - public feeds (`/events/{slug}/gallery/stream`, `/events/{slug}/live/stream`): `picture` (a
 *   GalleryPicture that is now shown, new or changed) and `remove` (`{ id }`: no longer shown).
 * - moderation feed (`/events/{slug}/moderation/stream`): `shoot` (a Shoot as the organiser's API
 *   answers it, new or changed, whatever its state) and `remove` (`{ id }`: deleted).
 * A `ready` event (`{ cursor }`) follows the replay, so a client knows it is up to date.
 */
export const liveEventNames = ['picture', 'shoot', 'remove', 'ready'] as const;
export type LiveEventName = (typeof liveEventNames)[number];
export const liveRemoveSchema = z.object({ id: z.uuid() });

/** Seconds a browser waits before reconnecting a dropped feed (the SSE `retry:` field). */
export const LIVE_RETRY_MS = 2_000;
/** A comment line is sent this often so proxies and phones keep an idle feed open. */
export const LIVE_HEARTBEAT_MS = 15_000;
