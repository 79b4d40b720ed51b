import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/events.table.ts';

/**
 * Moderators (campaigns §3 "Moderator"): one account per campaign and address, invited by the
 * organiser. The password is null until the invitation was accepted (campaigns §4: not activated).
 */
export const moderators = pgTable(
  'moderators',
  {
    id: uuid().primaryKey(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Lower-case (emailSchema normalises), so the unique index is case-blind. */
    email: text().notNull(),
    passwordHash: text(),
    activatedAt: timestamp({ withTimezone: true }),
    invitedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('moderators_event_email_idx').on(table.eventId, table.email)],
);
export type ModeratorRow = typeof moderators.$inferSelect;

export const moderatorTokenPurposes = ['invitation', 'password_reset'] as const;
export type ModeratorTokenPurpose = (typeof moderatorTokenPurposes)[number];

/** Single-use links mailed to moderators (invitation, forgotten password); only the SHA-256 is stored. */
export const moderatorTokens = pgTable(
  'moderator_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    moderatorId: uuid()
      .notNull()
      .references(() => moderators.id, { onDelete: 'cascade' }),
    purpose: text({ enum: moderatorTokenPurposes }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderator_tokens_moderator_idx').on(table.moderatorId)],
);

/** A moderator's sign-in: opaque token stored hashed, revocable, valid for its one campaign only. */
export const moderatorSessions = pgTable(
  'moderator_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    moderatorId: uuid()
      .notNull()
      .references(() => moderators.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('moderator_sessions_moderator_idx').on(table.moderatorId)],
);
