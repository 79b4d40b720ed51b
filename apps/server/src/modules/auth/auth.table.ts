import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

export const tokenPurposes = ['activation', 'password_reset'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/**
 * Single-use links sent by mail. Only the sha256 of the token is stored, so a database leak does not
 * hand out working links.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text({ enum: tokenPurposes }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.customerId, table.purpose)],
);

/** Opaque bearer sessions, stored hashed; revoked on logout and on password reset. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** For the owner's list of active sessions: the browser it was opened in, and when last used (≤ 1/min). */
    userAgent: text().notNull().default(''),
    lastSeenAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.customerId)],
);
