import { linkTargets } from '@booth/shared';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { events } from '../events/events.table.ts';

/** Short links (`/l/{slug}`) to a guest page of an event; they go with their event. */
export const links = pgTable(
  'links',
  {
    slug: text().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    target: text({ enum: linkTargets }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('links_customer_event_idx').on(table.customerId, table.eventId), index('links_event_idx').on(table.eventId)],
);

export type LinkRow = typeof links.$inferSelect;
