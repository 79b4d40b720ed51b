import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.table.ts';

/**
 * Test links of a campaign (campaigns §4): a booth opened with `?test=<token>` is in test mode on a
 * draft, so the organiser can try it on a phone that is not signed in. Only the sha256 of the token is
 * stored; a link lasts 24 hours and goes with its campaign.
 */
export const eventTestLinks = pgTable(
  'event_test_links',
  {
    id: uuid().primaryKey(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('event_test_links_token_hash_idx').on(table.tokenHash), index('event_test_links_event_idx').on(table.eventId)],
);

export type EventTestLinkRow = typeof eventTestLinks.$inferSelect;
