import {
  shootKinds,
  shootStatuses,
  type AiFailureReason,
  type AiPin,
  type AiProviderName,
  type AiVariant,
  type ReviewEdits,
  type UploadCaptureKind,
  type UserFeedback,
} from '@booth/shared';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/events.table.ts';

/** A file the processing job wrote: its store key, size and type. */
export interface StoredFile {
  path: string;
  size: number;
  mimetype: string;
}

/**
 * What the upload received, kept so that a processing job (and its retry after a crash) can always
 * rebuild the final files from the originals: the store keys of the frames or recording, and what the
 * guest chose.
 */
export interface ShootInput {
  captureKind: UploadCaptureKind;
  /** Store keys of the uploaded frames (multi-frame kinds) or of the single file, in capture order. */
  files: StoredFile[];
  backgroundId: string | null;
  overlayId: string | null;
  backgroundApplied: boolean;
  /** The kiosk review screen's edits (tablet booth only); absent on every other upload. */
  edits?: ShootEdits;
  /** The AI filter the guest chose (`ai` and `aifilter` uploads only). */
  ai?: ShootAiChoice;
}

/** An AI picture's filter (one of the mode's `aiFilters`) and, for a filter with separate ids, the guest's pick. */
export interface ShootAiChoice {
  filterId: string;
  variant: AiVariant | null;
}

/**
 * Where an AI picture stands (shoot-ai.ts). `pending` while an execution runs (its progress is read
 * from ai_executions); `succeeded` with the filter's result as the picture and the camera picture
 * as `original`; `failed` with the camera picture (the guest may retry); `skipped` when the budget
 * or the credits were spent: the shoot became a plain photo.
 */
export const shootAiRecordStates = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type ShootAiRecordState = (typeof shootAiRecordStates)[number];

export interface ShootAiRecord {
  state: ShootAiRecordState;
  /** 0 for the first run, one more per guest retry; each attempt's execution has a fixed id (shootAiExecutionId). */
  attempt: number;
  failure: AiFailureReason | null;
  /** The execution that made the picture or failed; null while pending and when skipped. */
  executionId: string | null;
  /** What made the picture, recorded per picture (a provider's model change shows here). */
  provider: AiProviderName | null;
  pin: AiPin | null;
  /** Credits the execution booked (0 in test mode and after a failure). */
  credits: number;
}

/** What the guest did on the review screen: the filter, GIF speed and sliders, and the edit layer PNG. */
export interface ShootEdits {
  meta: ReviewEdits;
  layer: SizedFile | null;
  /** Where the person is in the frames (the kiosk's mask, for the halo); absent without one. */
  personMask?: SizedFile;
}

/** Every rendition processing can produce; absent keys were not produced for this kind. */
export interface ShootRenditions {
  /** The final file a guest gets: overlayed picture, GIF (gif kind), looping MP4 (boomerang), MP4 (video). */
  main?: StoredFile;
  overlayed?: StoredFile;
  original?: StoredFile;
  thumbnail?: StoredFile;
  mp4?: StoredFile;
  gif?: StoredFile;
  poster?: StoredFile;
  /**
   * Display copies of the picture (photo kinds) or of the poster (GIF, boomerang, video), WebP, narrowest
   * first, only at widths below the source's own; absent on shoots processed before they existed.
   */
  widths?: SizedFile[];
  /** A JPEG of about 1200 px for link previews (og:image); absent when the source is no wider. */
  social?: SizedFile;
}

/** One display copy of a shoot's still, with its pixel size (for srcset and width/height attributes). */
export interface SizedFile {
  width: number;
  height: number;
  file: StoredFile;
}

/**
 * Pictures (campaigns §3 "Shoot"). The id is made by the guest's browser, so a retried upload finds its
 * row instead of making a second one. A shoot is `processing` until its durable job has written its
 * renditions, then `ready`, or `failed` after the job exhausted its retries.
 */
export const shoots = pgTable(
  'shoots',
  {
    id: uuid().primaryKey(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Short public id of the microsite (/m/{slug}). */
    slug: text().notNull(),
    sessionId: uuid(),
    kind: text({ enum: shootKinds }).notNull(),
    status: text({ enum: shootStatuses }).notNull().default('processing'),
    input: jsonb().$type<ShootInput>().notNull(),
    renditions: jsonb().$type<ShootRenditions>().notNull().default({}),
    width: integer(),
    height: integer(),
    faceCount: integer(),
    isPublic: boolean().notNull().default(false),
    clientApproval: boolean().notNull().default(false),
    /** Taken by the organiser while the campaign was a draft: left out of exports, analytics, galleries and counts. */
    isTest: boolean().notNull().default(false),
    /** When moderation last decided on isPublic; null = nobody decided yet (the queue's "pending"). */
    moderatedAt: timestamp({ withTimezone: true }),
    views: integer().notNull().default(0),
    likes: integer().notNull().default(0),
    contactEmail: text(),
    contactPhone: text(),
    userFeedback: jsonb().$type<UserFeedback>().notNull().default({}),
    /** The guest's language when uploading: the e-mail and microsite links speak it. */
    locale: text({ enum: ['de', 'en'] }).notNull().default('de'),
    processingTime: integer(),
    failureReason: text(),
    /** AI pictures only (kinds Ai, AiFilter, and one that fell back to Photo); null for every other picture. */
    ai: jsonb().$type<ShootAiRecord>(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shoots_slug_idx').on(table.slug),
    // The organiser's newest pictures, keyset-paged. NULLS FIRST is PostgreSQL's own order for DESC, so
    // `ORDER BY created_at DESC, id DESC` walks this index; drizzle-kit writes DESC NULLS LAST unless told,
    // which no plain DESC query can use (it then scans and sorts the whole campaign).
    index('shoots_event_created_idx').on(table.eventId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The pictures of a guest session: the sessions list counts them for its page's sessions only.
    index('shoots_session_idx').on(table.sessionId),
    // What changed in a campaign since a live feed's cursor (SSE resume with Last-Event-ID).
    index('shoots_event_updated_idx').on(table.eventId, table.updatedAt),
  ],
);
export type ShootRow = typeof shoots.$inferSelect;
export type NewShootRow = typeof shoots.$inferInsert;

/**
 * Virtual-booth guest sessions (campaigns §3 Event "sessions"). The token is random and stored hashed;
 * uploads carry it in X-Booth-Session.
 */
export const vbSessions = pgTable(
  'vb_sessions',
  {
    id: uuid().primaryKey(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    agent: text(),
    /** Started by the organiser testing a draft (test mode, campaigns §4): left out of every figure. */
    isTest: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('vb_sessions_token_idx').on(table.tokenHash),
    // NULLS FIRST: matches the list's plain DESC order (see shoots_event_created_idx).
    index('vb_sessions_event_created_idx').on(table.eventId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
export type VbSessionRow = typeof vbSessions.$inferSelect;
