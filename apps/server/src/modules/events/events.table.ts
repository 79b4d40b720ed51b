import { boothTypes, eventDimensions, eventTypes, orientations, type EventSettings } from '@booth/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { genericUrls } from '../generic-urls/generic-urls.table.ts';

/** The settings that have a column of their own; the rest of EventSettings lives in `settings`. */
export type ColumnSettingsKey = 'boothType' | 'dimension' | 'deviceOrientation' | 'eventType' | 'archived' | 'autoPublic' | 'useAsExample';
export type StoredSettings = Omit<EventSettings, ColumnSettingsKey>;

/**
 * Campaigns (campaigns §3 "Event"). Fields that lists filter, sort or show are columns; every other
 * setting is the `settings` document, validated by the shared schema before it is written and read
 * back through it, so settings added later take their defaults on old rows.
 */
export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    slug: text().notNull(),
    boothType: text({ enum: boothTypes }).notNull(),
    dimension: text({ enum: eventDimensions }).notNull(),
    deviceOrientation: text({ enum: orientations }).notNull(),
    eventType: text({ enum: eventTypes }).notNull(),
    archived: boolean().notNull().default(false),
    autoPublic: boolean().notNull().default(false),
    useAsExample: boolean().notNull().default(false),
    /** argon2id hash of the lock password (campaigns §5); null when unlocked. Never leaves the server. */
    lockPasswordHash: text(),
    /** argon2id hash of the organiser's kiosk exit PIN (4–8 digits); null when none is set. Never leaves the server. */
    kioskExitPinHash: text(),
    settings: jsonb().$type<StoredSettings>().notNull(),
    pictures: integer().notNull().default(0),
    picturesAllTime: integer().notNull().default(0),
    picturesDeleted: integer().notNull().default(0),
    lastPictureAt: timestamp({ withTimezone: true }),
    genericUrlId: uuid().references(() => genericUrls.id, { onDelete: 'set null' }),
    // Set by the service with millisecond precision, so the keyset cursor (a JS date) compares exactly.
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('events_slug_idx').on(table.slug),
    // The organiser's list: last changed first, id as tie-breaker for keyset paging.
    index('events_customer_updated_idx').on(table.customerId, table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // A generic URL leads to one event at a time.
    uniqueIndex('events_generic_url_idx')
      .on(table.genericUrlId)
      .where(sql`${table.genericUrlId} is not null`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
