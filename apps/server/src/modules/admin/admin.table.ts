import { auditKinds, creditEntryKinds, planGrantSources, recalculationStatuses, type AuditDetail, type Product, type RecalculationResult } from '@booth/shared';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { plans } from '../plans/plans.table.ts';

/**
 * A support token (platform §3 {token, expireAt}): issued by an admin for one customer, 10 minutes,
 * only the SHA-256 stored. Valid only together with the issuing admin's own session.
 */
export const supportTokens = pgTable(
  'support_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('support_tokens_admin_idx').on(table.adminId, table.customerId)],
);

/**
 * What was done to a customer's account by someone else (support mode, admin changes) and the account's
 * own security events; the customer reads it under their profile. Never updated, never deleted with
 * the actor (actorEmail keeps who it was).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text({ enum: auditKinds }).notNull(),
    actorId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    detail: jsonb().$type<AuditDetail>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('audit_entries_customer_idx').on(table.customerId, table.createdAt, table.id)],
);

/** The credit ledger: grants (+), consumption by metered features (−), admin adjustments (±). */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text({ enum: creditEntryKinds }).notNull(),
    amount: integer().notNull(),
    /** The metered feature for consumption (e.g. 'ai-picture'); '' for grants. */
    feature: text().notNull().default(''),
    note: text().notNull().default(''),
    actorId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    /**
     * The campaign a consumption was for (its AI budget, campaigns' `consumedCredits`); null for grants,
     * purchases and consumption outside a campaign (the studio). No foreign key: the ledger outlives
     * a deleted campaign.
     */
    eventId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('credit_entries_customer_idx').on(table.customerId, table.createdAt, table.id),
    index('credit_entries_event_idx').on(table.eventId),
  ],
);

/**
 * Why a customer holds a plan: an admin's grant, the registration's Free, later a subscription. The
 * effective plan per product (customer_plans) is derived from the grants valid now: the recalculation.
 */
export const planGrants = pgTable(
  'plan_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    product: text().$type<Product>().notNull(),
    planId: uuid()
      .notNull()
      .references(() => plans.id),
    source: text({ enum: planGrantSources }).notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    /** Null: open-ended. */
    validUntil: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    actorId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    /** For source 'subscription': the subscription (billing) whose paid period this grant is; one grant per subscription. */
    subscriptionId: uuid().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('plan_grants_customer_idx').on(table.customerId, table.product)],
);

/** A recalculation run (one customer, or all when customerId is null); the durable job works it off. */
export const planRecalculations = pgTable(
  'plan_recalculations',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    status: text({ enum: recalculationStatuses }).notNull(),
    result: jsonb().$type<RecalculationResult>(),
    requestedBy: uuid().references(() => customers.id, { onDelete: 'set null' }),
    processed: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('plan_recalculations_customer_idx').on(table.customerId, table.createdAt)],
);
