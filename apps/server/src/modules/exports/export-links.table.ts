import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/events.table.ts';

export const exportKinds = ['zip', 'csv'] as const;
export type ExportKind = (typeof exportKinds)[number];

/**
 * A temporary download link of an export (campaigns §7 "zipper URL"): single-purpose (one kind, one
 * campaign, the pictures chosen when it was requested), scoped to the organiser who asked, and
 * expiring. Only the SHA-256 of its random token is stored.
 */
export const exportLinks = pgTable(
  'export_links',
  {
    tokenHash: text().primaryKey(),
    customerId: uuid().notNull(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text({ enum: exportKinds }).notNull(),
    /** What the export contains: chosen shoot ids (empty = all), onlyPublic, nonOverlay, time zone… */
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('export_links_expires_idx').on(table.expiresAt)],
);
export type ExportLinkRow = typeof exportLinks.$inferSelect;
