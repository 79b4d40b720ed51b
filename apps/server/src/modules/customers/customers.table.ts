import { customerRoleNames, type CustomerRoleName, type Scope } from '@booth/shared';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type CustomerRole = CustomerRoleName;

export const customers = pgTable('customers', {
  id: uuid().primaryKey().defaultRandom(),
  /** Always stored lower-case (the shared emailSchema normalises), so the unique index is case-blind. */
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  /** Profile (platform §3): asked at registration, so greetings and e-mails use it. '' for older accounts. */
  firstName: text().notNull().default(''),
  name: text().notNull().default(''),
  role: text({ enum: customerRoleNames }).notNull().default('trial'),
  admin: boolean().notNull().default(false),
  moderator: boolean().notNull().default(false),
  scope: jsonb().$type<Scope>().notNull().default([]),
  additionalFeatures: jsonb().$type<string[]>().notNull().default([]),
  /** Null until the activation link was followed; login is refused before. */
  activatedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type CustomerRow = typeof customers.$inferSelect;
