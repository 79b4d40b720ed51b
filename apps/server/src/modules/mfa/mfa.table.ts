import { mfaTypes, type MfaType } from '@booth/shared';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/**
 * A customer's second factor (platform §3 MFA {isEnabled, type, methods, setupData}). `setup*` holds a
 * registration in progress (registerMfa) until verifyRegisterMfa turns it on and clears it.
 * `lastTotpStep`: the last 30-second step accepted, so a code is never accepted twice (RFC 6238 §5.2).
 */
export const mfaSettings = pgTable('mfa_settings', {
  customerId: uuid()
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  type: text({ enum: mfaTypes }).$type<MfaType>(),
  totpSecret: text(),
  enabledAt: timestamp({ withTimezone: true }),
  lastTotpStep: integer(),
  setupType: text({ enum: mfaTypes }).$type<MfaType>(),
  setupSecret: text(),
  setupStartedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Ten one-time backup codes per enabling, stored hashed; `usedAt` once spent. */
export const mfaBackupCodes = pgTable(
  'mfa_backup_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('mfa_backup_codes_customer_idx').on(table.customerId)],
);

export const mfaEmailPurposes = ['login', 'setup'] as const;

/** Short-lived single-use codes sent by e-mail (hashed), with a count of wrong tries. */
export const mfaEmailCodes = pgTable(
  'mfa_email_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text({ enum: mfaEmailPurposes }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('mfa_email_codes_customer_idx').on(table.customerId, table.purpose)],
);

/**
 * The password step of a sign-in with MFA on: proves the password was right, for a few minutes, without
 * being a session. The code step spends it (hashed token, single use, limited tries).
 */
export const mfaLoginChallenges = pgTable(
  'mfa_login_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('mfa_login_challenges_customer_idx').on(table.customerId)],
);
