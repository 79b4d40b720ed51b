import type { Product } from '@booth/shared';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/** The plans catalogue (platform §3), seeded by the `seed-plans` migration from the shared catalogue. */
export const plans = pgTable('plans', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  /** Null for Free, which compares below every levelled plan. */
  level: integer(),
  products: text().array().$type<Product[]>().notNull(),
});

/** The plan a customer holds per product: one account can hold plans of several sub-products. */
export const customerPlans = pgTable(
  'customer_plans',
  {
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    product: text().$type<Product>().notNull(),
    planId: uuid()
      .notNull()
      .references(() => plans.id),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.product] })],
);

export type PlanRow = typeof plans.$inferSelect;
