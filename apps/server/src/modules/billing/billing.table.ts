import { billingIntervals, cancelReasons, invoiceStatuses, paymentProviderNames, promoKinds, subscriptionStatuses, type Product } from '@booth/shared';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { plans } from '../plans/plans.table.ts';

/** The customer at the payment provider (one per account and provider); the address lives on customers. */
export const billingCustomers = pgTable('billing_customers', {
  customerId: uuid()
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  provider: text({ enum: paymentProviderNames }).notNull(),
  providerCustomerId: text().notNull().unique(),
  /** Normal form (DE123456789) or ''. */
  vatId: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** A subscription as the provider last told us (webhooks re-read it from the provider, so order never matters). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text({ enum: paymentProviderNames }).notNull(),
    providerSubscriptionId: text().notNull().unique(),
    product: text().$type<Product>().notNull(),
    planId: uuid()
      .notNull()
      .references(() => plans.id),
    interval: text({ enum: billingIntervals }).notNull(),
    licenses: integer().notNull(),
    status: text({ enum: subscriptionStatuses }).notNull(),
    currentPeriodStart: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    cancelReason: text({ enum: cancelReasons }),
    canceledAt: timestamp({ withTimezone: true }),
    promoCode: text(),
    /** One period's price as billed (cents): net after discount, VAT and its rate (basis points), total. */
    net: integer().notNull(),
    vat: integer().notNull(),
    vatRate: integer().notNull(),
    total: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('subscriptions_customer_idx').on(table.customerId, table.createdAt)],
);

/** Invoices as the provider issued them (kept for the billing tab and the PDF). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text({ enum: paymentProviderNames }).notNull(),
    providerInvoiceId: text().notNull().unique(),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'set null' }),
    number: text().notNull(),
    status: text({ enum: invoiceStatuses }).notNull(),
    lines: jsonb().$type<{ description: string; quantity: number; unitAmount: number; amount: number }[]>().notNull(),
    subtotal: integer().notNull(),
    discount: integer().notNull(),
    net: integer().notNull(),
    vatRate: integer().notNull(),
    vat: integer().notNull(),
    total: integer().notNull(),
    reverseCharge: boolean().notNull(),
    /** The buyer as on the invoice (address, VAT id) when it was issued. */
    billedTo: jsonb().$type<{ name: string; email: string; companyName: string; street: string; zipCode: string; city: string; country: string; vatId: string }>().notNull(),
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('invoices_customer_idx').on(table.customerId, table.issuedAt, table.id)],
);

/** Promo codes (percent or amount, validity, redemption limit); redemptions counted by a conditional update. */
export const promoCodes = pgTable('promo_codes', {
  code: text().primaryKey(),
  kind: text({ enum: promoKinds }).notNull(),
  value: integer().notNull(),
  validFrom: timestamp({ withTimezone: true }),
  validUntil: timestamp({ withTimezone: true }),
  maxRedemptions: integer(),
  redemptions: integer().notNull().default(0),
  products: text().array().$type<Product[]>().notNull().default([]),
  description: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/** One row per redemption (customer + what it was redeemed for), so a retried purchase never counts twice. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    code: text()
      .notNull()
      .references(() => promoCodes.code, { onDelete: 'cascade' }),
    /** The provider's id of what it was redeemed for (subscription or checkout). */
    reference: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.reference] })],
);

/** Every provider event received (webhook or sandbox): processed once, whatever the order and retries. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text({ enum: paymentProviderNames }).notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    processedAt: timestamp({ withTimezone: true }),
    /** The last processing error (the provider retries; the next delivery runs it again). */
    error: text(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * One credit pack purchase per row, made before the provider is asked: its id is the purchase's
 * idempotency key, so identical requests (a double click, a retried request) that find it within a few
 * seconds are the same purchase, charged once (credit-purchases.ts). Old rows are pruned.
 */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    pack: text().notNull(),
    /** The card charged (the sandbox), or '' for the provider's hosted page (Stripe Checkout). */
    paymentMethodId: text().notNull(),
    /** When the provider answered; null while the purchase is being made. */
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('credit_purchases_customer_idx').on(table.customerId, table.pack, table.createdAt)],
);
