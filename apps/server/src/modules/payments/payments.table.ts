import { paymentProviderNames, paymentPurposes, paymentSessionStatuses } from '@booth/shared';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { events } from '../events/events.table.ts';

/** The organiser's account for card payments from guests (Stripe Connect, or the sandbox's). */
export const paymentAccounts = pgTable('payment_accounts', {
  id: uuid().primaryKey().defaultRandom(),
  customerId: uuid()
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  provider: text({ enum: paymentProviderNames }).notNull(),
  accountId: text().notNull().unique(),
  country: text().notNull(),
  onboardingComplete: boolean().notNull().default(false),
  chargesEnabled: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A guest's payment for a paywalled action (campaigns §3 Payment session): open → paid → used (exactly
 * once), or refunded / expired / failed. The status only moves forward, by conditional updates.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    shootId: uuid().notNull(),
    purpose: text({ enum: paymentPurposes }).notNull(),
    status: text({ enum: paymentSessionStatuses }).notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('EUR'),
    provider: text({ enum: paymentProviderNames }).notNull(),
    /** The provider's checkout and payment (Stripe: Checkout Session, PaymentIntent). */
    providerSessionId: text().unique(),
    providerPaymentId: text(),
    cardBrand: text(),
    cardLast4: text(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('payment_sessions_customer_idx').on(table.customerId, table.createdAt, table.id),
    index('payment_sessions_shoot_idx').on(table.shootId),
  ],
);
