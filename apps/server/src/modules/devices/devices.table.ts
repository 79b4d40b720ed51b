import { deviceKinds, type DeviceQueueState, type DeviceStorageState, type ReportedPrinter } from '@booth/shared';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { events } from '../events/events.table.ts';

/**
 * A paired tablet (platform §3 Device, §7 Devices): the organiser's, with its own revocable token
 * (only the SHA-256 is stored; the kiosk made the token and never sent it). What it reports with each
 * ping is kept as its last state; it is online until it missed two pings (DEVICE_ONLINE_WINDOW_MS).
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** A kiosk (needs a licence) or the print server program at the venue (issue 25). */
    kind: text({ enum: deviceKinds }).notNull().default('kiosk'),
    /** The campaign the organiser assigned; a deleted campaign leaves the device unassigned. */
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    pairedAt: timestamp({ withTimezone: true }).notNull(),
    lastPingAt: timestamp({ withTimezone: true }),
    appVersion: text(),
    runningEventSlug: text(),
    queue: jsonb().$type<DeviceQueueState>(),
    storage: jsonb().$type<DeviceStorageState>(),
    /** Print servers: the printers they last reported, with their health, and when. */
    printers: jsonb().$type<ReportedPrinter[]>(),
    printersReportedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('devices_token_idx').on(table.tokenHash), index('devices_customer_idx').on(table.customerId, table.createdAt)],
);
export type DeviceRow = typeof devices.$inferSelect;
export type NewDeviceRow = typeof devices.$inferInsert;

/**
 * A kiosk's request to be paired: the code it shows, the hash of the token it made, and, once an
 * organiser confirmed the code, the device it became. Expired requests are refused and swept.
 */
export const devicePairings = pgTable(
  'device_pairings',
  {
    id: uuid().primaryKey(),
    code: text().notNull(),
    tokenHash: text().notNull(),
    appVersion: text(),
    kind: text({ enum: deviceKinds }).notNull().default('kiosk'),
    deviceId: uuid().references(() => devices.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('device_pairings_code_idx').on(table.code), uniqueIndex('device_pairings_token_idx').on(table.tokenHash)],
);
export type DevicePairingRow = typeof devicePairings.$inferSelect;

/**
 * Licences (campaigns §3 Licence): one per tablet that may run campaigns. They come with the plan
 * (seeded up to its allowance) until the billing issue sells them; a device holds at most one.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceId: uuid().references(() => devices.id, { onDelete: 'set null' }),
    /** Where it came from: `plan` (the allowance) now; the billing issue adds bought ones. */
    source: text({ enum: ['plan'] }).notNull(),
    expireAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('licences_device_idx').on(table.deviceId), index('licences_customer_idx').on(table.customerId, table.createdAt)],
);
export type LicenceRow = typeof licences.$inferSelect;
