import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/events.table.ts';

/**
 * The exact consent texts guests accepted, one row per distinct text (its id is the SHA-256 of what
 * was shown), so every acceptance can name the version it agreed to without copying the text into
 * each picture. Rows are never changed: editing the consent makes a new version.
 */
export const consentVersions = pgTable(
  'consent_versions',
  {
    id: text().primaryKey(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Which consent: the campaign's custom consent, or one of its consent popups. */
    source: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    firstAcceptedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('consent_versions_event_idx').on(table.eventId)],
);
export type ConsentVersionRow = typeof consentVersions.$inferSelect;
