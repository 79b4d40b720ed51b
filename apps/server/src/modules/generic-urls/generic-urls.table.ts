import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/**
 * Stable short addresses of an organiser (`/g/{slug}`). Which event one leads to is the event's
 * `generic_url_id` (campaigns §3), so re-pointing it is an event update and the address itself never changes.
 */
export const genericUrls = pgTable(
  'generic_urls',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('generic_urls_customer_idx').on(table.customerId, table.createdAt)],
);

export type GenericUrlRow = typeof genericUrls.$inferSelect;
