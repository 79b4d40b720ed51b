import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox payment provider's own state (its customers, cards, subscriptions, invoices,
 * accounts, checkouts, events): what Stripe would keep on its side. Only platform/payments/sandbox-* reads it.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    /** Prefixed like Stripe's ids: cus_sb_…, pm_sb_…, sub_sb_…, in_sb_…, acct_sb_…, cs_sb_…, evt_sb_…. */
    id: text().primaryKey(),
    kind: text().notNull(),
    /** Who it belongs to (a sandbox customer or account id), for listing. */
    owner: text().notNull().default(''),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_objects_owner_idx').on(table.kind, table.owner, table.createdAt)],
);
