import { customerRoleNames, type CustomerAddress, type CustomerRoleName, type Scope } from '@booth/shared';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type CustomerRole = CustomerRoleName;

export const customers = pgTable('customers', {
  id: uuid().primaryKey().defaultRandom(),
  /** Always stored lower-case (the shared emailSchema normalises), so the unique index is case-blind. */
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  /**
   * The app password booth devices may sign in with (PUT /customers/apppassword); never valid for the
   * organiser web app. Null until set.
   */
  appPasswordHash: text(),
  /** Profile (platform §3): asked at registration, so greetings and e-mails use it. '' for older accounts. */
  firstName: text().notNull().default(''),
  name: text().notNull().default(''),
  /** IANA time zone of the profile (dates in the back office and e-mails). */
  timeZone: text().notNull().default('Europe/Berlin'),
  /** The profile picture: an asset of type avatar of this customer (no FK: assets reference customers). */
  avatarAssetId: uuid(),
  /** Address of platform §3 (PUT /customers); the billing issue reuses it. */
  address: jsonb().$type<CustomerAddress>().notNull().default({ companyName: '', street: '', zipCode: '', city: '', country: '' }),
  role: text({ enum: customerRoleNames }).notNull().default('trial'),
  admin: boolean().notNull().default(false),
  moderator: boolean().notNull().default(false),
  scope: jsonb().$type<Scope>().notNull().default([]),
  additionalFeatures: jsonb().$type<string[]>().notNull().default([]),
  /** Credits held now: the sum of credit_entries, kept beside them in the same transaction. */
  creditBalance: integer().notNull().default(0),
  /** Whether metered features draw from the credits (false: not metered for this customer). */
  creditConsumption: boolean().notNull().default(false),
  /**
   * The password was set before the password rule and the rule refuses it (found at a sign-in, the
   * only moment the plain password is at hand): the web app asks for a new one before anything else.
   * Setting a password clears it.
   */
  passwordChangeRequired: boolean().notNull().default(false),
  /** Null until the activation link was followed; login is refused before. */
  activatedAt: timestamp({ withTimezone: true }),
  /** Last sign-in or authenticated request (updated at most once a minute). */
  lastActivityAt: timestamp({ withTimezone: true }),
  /** Set when the owner asked to delete the account: sign-in is refused, a job removes everything. */
  deletionRequestedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type CustomerRow = typeof customers.$inferSelect;
