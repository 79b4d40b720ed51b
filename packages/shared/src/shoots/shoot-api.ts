import { aiVariants, shootAiStateSchema } from '../ai-filters/ai-filter-schema.ts';
import { z } from 'zod';
import { multiLine, singleLine } from '../safe-text-schema.ts';
import { locales } from '../locale.ts';
import { shootDisplaySchema } from './shoot-display.ts';
import { shootStatuses, uploadCaptureKinds } from './shoot-kinds.ts';
import { shootSchema } from './shoot-schema.ts';

/** Header that carries a guest's virtual-booth session token on guest calls. */
export const BOOTH_SESSION_HEADER = 'x-booth-session';

/**
 * Header that carries a draft's test-link token (the booth URL's `?test=`, POST /events/{id}/test-link):
 * with a valid, unexpired one the booth's calls run in test mode like the signed-in organiser's.
 */
export const BOOTH_TEST_HEADER = 'x-booth-test';
/** The booth URL's query parameter that carries a test-link token. */
export const BOOTH_TEST_QUERY = 'test';

/** POST /events/{id}/test-link → the booth URL with a fresh test token, valid until `expiresAt` (24 h). */
export const eventTestLinkSchema = z.object({ url: z.url(), expiresAt: z.iso.datetime({ offset: true }) });
export type EventTestLink = z.infer<typeof eventTestLinkSchema>;

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

/** A picture's microsite slug: 8 characters of 0-9 and a-z (the server's own are made the same way). */
export const SHOOT_SLUG_PATTERN = /^[0-9a-z]{8}$/;

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
  /**
   * The microsite address, fixed by the booth before the upload (a paired kiosk shows the QR code
   * while it is offline); the server makes one when it is left out. A taken address is refused (409),
   * never replaced: the guest may already have scanned it.
   */
  slug: z.string().regex(SHOOT_SLUG_PATTERN, { error: 'slug: 8 characters, digits and lower-case letters' }).optional(),
  /** Answers given before the capture, JSON-encoded in the multipart field (see guestFeedbackSchema). */
  feedback: multiLine().max(20_000).optional(),
  /** `ai` and `aifilter` uploads: the chosen filter (one of the mode's `aiFilters`). */
  aiFilterId: z.uuid().optional(),
  /** A filter with separate ids: which one the guest picked. */
  aiVariant: z.enum(aiVariants).optional(),
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
 * GET /events/{slug}/shoots/{id}/status (the guest's own copy: by id with the session that took the
 * picture, or by its microsite slug): whether the files are ready yet. `src` is the full file
 * (download, share sheet); `display` the still to show, sized for the screen (null for a shoot without
 * display copies: too small, or processed before they existed). The addresses carry the picture's
 * access key: they open before moderation has decided.
 */
export const shootStatusSchema = shootSchema
  .pick({ id: true, slug: true, status: true, src: true, thumbSrc: true, mimetype: true })
  .extend({
    display: shootDisplaySchema.nullable(),
    /** An AI picture's progress and outcome; null for every other kind. */
    ai: shootAiStateSchema.nullable().default(null),
  });
export type ShootStatusDto = z.infer<typeof shootStatusSchema>;

/** A `0`/`1` query switch that is absent unless given (absent = no filter). */
const querySwitch = z.enum(['0', '1']).optional();

/** How the organiser's lists are ordered: newest first (default) or oldest first. */
export const shootListOrders = ['desc', 'asc'] as const;
export type ShootListOrder = (typeof shootListOrders)[number];

/**
 * GET /events/{id}/shoots (organiser, campaigns §7): keyset paging with olderThan/newerThan (the previous
 * page's `nextCursor` goes into `olderThan` when the order is `desc`, into `newerThan` when it is `asc`).
 * `presentation=1`: only what presentations may show (public and ready); `contact=1` only pictures with a
 * contact e-mail or phone, `contact=0` only those without.
 */
export const shootListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
  olderThan: singleLine().max(200).optional(),
  newerThan: singleLine().max(200).optional(),
  kind: singleLine().max(200).optional(),
  presentation: querySwitch,
  order: z.enum(shootListOrders).default('desc'),
  contact: querySwitch,
});
export type ShootListQuery = z.infer<typeof shootListQuerySchema>;

/** What the picture table filters by besides the list's own queries. */
export const shootVisibilities = ['public', 'hidden'] as const;
export type ShootVisibility = (typeof shootVisibilities)[number];

/**
 * GET /events/{id}/shoots/chunks: the list's queries plus `kind` (comma list), `search` (slug, contact,
 * name, company, comment; case-insensitive) and the table's `visibility` and `status` filters.
 */
export const shootChunksQuerySchema = shootListQuerySchema.extend({
  search: singleLine().trim().max(200).optional(),
  visibility: z.enum(shootVisibilities).optional(),
  status: z.enum(shootStatuses).optional(),
});
export type ShootChunksQuery = z.infer<typeof shootChunksQuerySchema>;

/** One page of a list of shoots, the total of what matches, and the cursor of the next page (null at the end). */
export const shootListSchema = z.object({
  shoots: z.array(shootSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ShootList = z.infer<typeof shootListSchema>;

/** PATCH /shoots/{id}: the organiser's curation switches (campaigns §7). */
export const shootPatchSchema = z
  .object({ isPublic: z.boolean().optional(), clientApproval: z.boolean().optional() })
  .refine((patch) => patch.isPublic !== undefined || patch.clientApproval !== undefined, { message: 'Send isPublic or clientApproval', path: ['isPublic'] });
export type ShootPatch = z.infer<typeof shootPatchSchema>;

/** At most this many pictures per bulk action or resend. */
export const SHOOT_BULK_MAX = 500;
export const shootBulkActions = ['public', 'hidden', 'delete'] as const;
export type ShootBulkAction = (typeof shootBulkActions)[number];

/** POST /events/{slug}/shoots/bulk: ids of other campaigns are ignored and not counted. */
export const shootBulkSchema = z.object({
  shootIDs: z.array(z.uuid()).min(1).max(SHOOT_BULK_MAX),
  action: z.enum(shootBulkActions),
});
export type ShootBulk = z.infer<typeof shootBulkSchema>;
/** How many of the named pictures the action changed (or removed). */
export const shootBulkResultSchema = z.object({ action: z.enum(shootBulkActions), count: z.number().int().nonnegative() });
export type ShootBulkResult = z.infer<typeof shootBulkResultSchema>;

/** Recipients of one resend at most: a few colleagues or the client, not a mailing list. */
export const RESEND_RECIPIENTS_MAX = 20;
export const RESEND_REASON_MAX = 500;

/**
 * POST /mail/resend_shoots {event, recipients, shootIDs, reason} (campaigns §7): the pictures again by
 * their picture e-mail. No recipients: each picture goes to its own contact e-mail.
 */
export const resendShootsSchema = z.object({
  event: singleLine().min(1).max(64),
  recipients: z.array(z.email().max(254)).max(RESEND_RECIPIENTS_MAX).default([]),
  shootIDs: z.array(z.uuid()).min(1).max(SHOOT_BULK_MAX),
  reason: multiLine().trim().max(RESEND_REASON_MAX).default(''),
});
export type ResendShoots = z.input<typeof resendShootsSchema>;
/** `mails` queued; `skipped` pictures had no address to send to (or are not of the campaign / not ready). */
export const resendShootsResultSchema = z.object({ mails: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() });
export type ResendShootsResult = z.infer<typeof resendShootsResultSchema>;

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
