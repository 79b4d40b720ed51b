import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Why a picture is gone: the organiser removed it, or the campaign's scheduled deletion did. */
export const shootDeletionReasons = ['organiser', 'scheduled'] as const;
export type ShootDeletionReason = (typeof shootDeletionReasons)[number];

/**
 * A tombstone per removed picture: its microsite link keeps answering a clear "gone" page (410) instead
 * of a 404 that looks like a typo. Only the public slug is kept, no personal data. No foreign key: the
 * tombstone outlives the campaign.
 */
export const deletedShoots = pgTable(
  'deleted_shoots',
  {
    slug: text().primaryKey(),
    shootId: uuid().notNull(),
    eventId: uuid().notNull(),
    reason: text({ enum: shootDeletionReasons }).notNull(),
    deletedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('deleted_shoots_event_idx').on(table.eventId)],
);
export type DeletedShootRow = typeof deletedShoots.$inferSelect;
