import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** What a scheduled deletion removed (the proof sent to the recipients). */
export interface DeletionCounts {
  pictures: number;
  files: number;
  contacts: number;
  answers: number;
}

/** The rule as it stood when the deletion was scheduled (campaigns §3 virtual settings `deletion`). */
export interface DeletionRule {
  date: string;
  hours: number;
  recipients: string[];
}

/**
 * One scheduled deletion of a campaign's data: created when the rule is set, warned `hours` before,
 * executed at the date, kept afterwards as proof. Unique per campaign and date, so it runs exactly
 * once whatever the job system retries. No foreign key: the proof outlives the campaign.
 */
export const deletionRecords = pgTable(
  'deletion_records',
  {
    id: uuid().primaryKey(),
    eventId: uuid().notNull(),
    customerId: uuid().notNull(),
    /** The campaign's name when the record was made, for the proof after the campaign is gone. */
    eventName: text().notNull(),
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    rule: jsonb().$type<DeletionRule>().notNull(),
    warnedAt: timestamp({ withTimezone: true }),
    executedAt: timestamp({ withTimezone: true }),
    /** Set when it ran; null while pending. */
    counts: jsonb().$type<DeletionCounts>(),
    /** Set when the rule was changed or removed before the date. */
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('deletion_records_event_date_idx').on(table.eventId, table.scheduledFor)],
);
export type DeletionRecordRow = typeof deletionRecords.$inferSelect;
