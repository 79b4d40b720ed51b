import { assetTypes, orientations, type AssetType, type Orientation } from '@booth/shared';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/**
 * `processing` while a derivative is being made by a job (video thumbnails), `ready` once the asset
 * has everything the library shows, `failed` when the job could not make it (the original stays usable).
 */
export const assetStatuses = ['processing', 'ready', 'failed'] as const;
export type AssetStatus = (typeof assetStatuses)[number];

/** Uploaded files of the asset library (platform §3 "Asset", "Font"); fonts are assets of type `font`. */
export const assets = pgTable(
  'assets',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    /** The client's id for this upload: a retried upload with the same id returns the first asset. */
    uploadId: uuid(),
    originalname: text().notNull(),
    encoding: text().notNull(),
    /** Detected from the content, never from the name or the browser's header. */
    mimetype: text().notNull(),
    fileKey: text().notNull(),
    fileSize: integer().notNull(),
    thumbnailKey: text(),
    width: integer(),
    height: integer(),
    orientation: text({ enum: orientations }).$type<Orientation>(),
    assetType: text({ enum: assetTypes }).$type<AssetType>().notNull(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    isPublic: boolean().notNull().default(false),
    // Fonts only (platform §3 "Font"): the display name and the CSS face it provides.
    fontName: text(),
    fontFamily: text(),
    fontStyle: text(),
    fontWeight: integer(),
    fontColor: text(),
    fontSize: doublePrecision(),
    status: text({ enum: assetStatuses }).notNull().default('ready'),
    // Set by the service with millisecond precision, so the keyset cursor (a JS date) compares exactly.
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    // Newest first per customer, with the id as tie-breaker: keyset paging of the library. DESC NULLS
    // FIRST is PostgreSQL's own DESC, the order the list query's plain ORDER BY … DESC asks for.
    index('assets_customer_created_idx').on(table.customerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The shared library (isPublic=true) across all customers; only the few public rows are indexed.
    index('assets_public_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isPublic}`),
    uniqueIndex('assets_customer_upload_idx').on(table.customerId, table.uploadId),
  ],
);

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;
