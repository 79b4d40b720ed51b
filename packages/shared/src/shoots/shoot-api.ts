import { z } from 'zod';
import { multiLine, singleLine } from '../safe-text-schema.ts';
import { locales } from '../locale.ts';
import { shootDisplaySchema } from './shoot-display.ts';
import { uploadCaptureKinds } from './shoot-kinds.ts';
import { shootSchema } from './shoot-schema.ts';

/** Header that carries a guest's virtual-booth session token on guest calls. */
export const BOOTH_SESSION_HEADER = 'x-booth-session';

/** POST /events/{slug}/vbSessions → a guest session (rate-limited per address). */
export const vbSessionCreatedSchema = z.object({ token: z.string() });
export type VbSessionCreated = z.infer<typeof vbSessionCreatedSchema>;

/** One row of GET /events/{slug}/vbSessions (organiser). The token itself is never answered. */
export const vbSessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  agent: z.string().nullable(),
  shoots: z.number().int().nonnegative(),
});
export type VbSession = z.infer<typeof vbSessionSchema>;
export const vbSessionListSchema = z.object({ sessions: z.array(vbSessionSchema), total: z.number().int() });

/**
 * The text fields of POST /events/{slug}/shoots (multipart). The capture comes in field `file` (photo,
 * video) or as several `frames` (GIF, boomerang, photo layout) in capture order. `id` is made by the
 * guest's browser so that a retried upload returns the same shoot instead of a second one.
 */
export const shootUploadFieldsSchema = z.object({
  id: z.uuid(),
  kind: z.enum(uploadCaptureKinds),
  /** The chosen green-screen background (an asset id of the mode's backgrounds), if any. */
  backgroundId: z.uuid().optional(),
  /** The chosen overlay (an asset id of the mode's overlays), if any. */
  overlayId: z.uuid().optional(),
  /**
   * Set when the browser already replaced the background (live segmentation or green screen): the
   * frames then show the chosen background and the server only lays the overlay on top.
   */
  backgroundApplied: z.stringbool().optional(),
  /** Faces the browser's face detection counted in the picture (face detection feature), if it ran. */
  faceCount: z.coerce.number().int().min(0).max(100).optional(),
  /** The guest's language: the microsite link and the e-mail speak it. */
  locale: z.enum(locales).optional(),
  /** Answers given before the capture, JSON-encoded in the multipart field (see guestFeedbackSchema). */
  feedback: multiLine().max(20_000).optional(),
});
export type ShootUploadFields = z.infer<typeof shootUploadFieldsSchema>;

/** 201 (and 200 for a repeated id): the QR code and share links can show at once. */
export const shootUploadedSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  micrositeUrl: z.string(),
});
export type ShootUploaded = z.infer<typeof shootUploadedSchema>;

/** Upload limits of the virtual booth. */
export const SHOOT_FRAME_MAX_BYTES = 15_000_000;
export const SHOOT_VIDEO_MAX_BYTES = 300_000_000;
export const SHOOT_FRAMES_MAX = 30;

/** POST /events/{slug}/shoots/{id}/email (guest, session header): the server sends the picture. */
export const shootEmailRequestSchema = z.object({ email: z.email().max(254) });

/**
 * GET /events/{slug}/shoots/{id}/status (guest): whether the files are ready yet. `src` is the full file
 * (download, share sheet); `display` the still to show, sized for the screen (null for a shoot without
 * display copies: too small, or processed before they existed).
 */
export const shootStatusSchema = shootSchema
  .pick({ id: true, slug: true, status: true, src: true, thumbSrc: true, mimetype: true })
  .extend({ display: shootDisplaySchema.nullable() });
export type ShootStatusDto = z.infer<typeof shootStatusSchema>;

/** GET /events/{id}/shoots (organiser): newest first, keyset paging with olderThan/newerThan. */
export const shootListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
  olderThan: singleLine().max(200).optional(),
  newerThan: singleLine().max(200).optional(),
  kind: singleLine().max(200).optional(),
});
export const shootListSchema = z.object({
  shoots: z.array(shootSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ShootList = z.infer<typeof shootListSchema>;

/** The buttons on a microsite whose clicks are counted. */
export const micrositeButtons = [
  'facebook',
  'x',
  'instagram',
  'snapchat',
  'tiktok',
  'whatsapp',
  'linkedin',
  'download',
  'callToAction',
  'publicGallery',
  'link',
  'footerLink',
  'like',
] as const;
export type MicrositeButton = (typeof micrositeButtons)[number];

/** POST /m/{shootSlug}/clicks (public, sent with sendBeacon). */
export const micrositeClickSchema = z.object({ button: z.enum(micrositeButtons) });

/** GET /micrositeInteractionView/events/{slug}/micrositeInteractionView: one row per shoot with views. */
export const micrositeViewRowSchema = z.object({
  shootId: z.uuid(),
  shootSlug: z.string(),
  views: z.number().int(),
  lastViewedAt: z.iso.datetime({ offset: true }).nullable(),
});
/** GET /micrositeInteractionButton/events/{slug}/micrositeInteractionButton: clicks per button (and per shoot). */
export const micrositeButtonRowSchema = z.object({
  button: z.enum(micrositeButtons),
  clicks: z.number().int(),
  lastClickedAt: z.iso.datetime({ offset: true }).nullable(),
});
export const micrositeViewListSchema = z.object({ total: z.number().int(), items: z.array(micrositeViewRowSchema) });
export const micrositeButtonListSchema = z.object({ total: z.number().int(), items: z.array(micrositeButtonRowSchema) });
