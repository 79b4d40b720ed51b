import { mosaicPlacementKinds } from '@booth/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgSequence, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assets } from '../assets/assets.table.ts';
import { events } from '../events/events.table.ts';

/** Every change of any wall takes the next number: a wall resumes its stream from the last one it saw. */
export const mosaicSeq = pgSequence('mosaic_seq');

/** Why a placement left its cell. A picture removed as `hidden` is placed again if it becomes eligible again. */
export const mosaicRemovedReasons = ['hidden', 'replaced', 'reset', 'regrid'] as const;

/**
 * One mosaic wall per campaign (campaigns §3 Mosaic): its generation (a reset or a new grid or target
 * starts the next), when it started (fill mode `live` takes only pictures from then on) and the target's
 * colour features for the grid they were computed on.
 */
export const mosaicWalls = pgTable('mosaic_walls', {
  eventId: uuid()
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  generation: integer().notNull().default(1),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  /** `{assetId}:{grid.key}` the target features below belong to; null before they were computed. */
  targetKey: text(),
  /** File-store key of the target's features (Float32 per cell × sub-grid × Lab) and of its cell map (16 px per cell). */
  featuresKey: text(),
  cellMapKey: text(),
  /** File-store key of the target at up to 1920 px, shown faintly under empty cells. */
  previewKey: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
export type MosaicWallRow = typeof mosaicWalls.$inferSelect;

/**
 * A tile on a wall: which cell holds which picture (or static source, or filler), how well it matched,
 * and its rendered tile. Rows are kept when the tile leaves its cell (`removedAt`), so a resuming wall
 * hears of the change; at most one live row per cell and per picture.
 */
export const mosaicPlacements = pgTable(
  'mosaic_placements',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The campaign whose wall this is. */
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    generation: integer().notNull(),
    cell: integer().notNull(),
    kind: text({ enum: mosaicPlacementKinds }).notNull(),
    /** The picture (kind picture), no foreign key: a deleted picture's row stays as a removal. */
    shootId: uuid(),
    /** The campaign the picture was taken at (this one or an event source). */
    sourceEventId: uuid(),
    /** The static source or filler's asset. */
    assetId: uuid().references(() => assets.id, { onDelete: 'set null' }),
    /** Colour distance of the tile to its cell (lower is better; replaceWorst gives up the highest). */
    distance: real().notNull(),
    /** File-store key of the rendered tile (128 px, colour-corrected and blended). */
    tileKey: text().notNull(),
    seq: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('mosaic_seq')`),
    placedAt: timestamp({ withTimezone: true }).notNull(),
    removedAt: timestamp({ withTimezone: true }),
    removedReason: text({ enum: mosaicRemovedReasons }),
  },
  (table) => [
    uniqueIndex('mosaic_placements_cell_idx').on(table.eventId, table.cell).where(sql`${table.removedAt} is null`),
    uniqueIndex('mosaic_placements_shoot_idx').on(table.eventId, table.shootId).where(sql`${table.removedAt} is null and ${table.shootId} is not null`),
    index('mosaic_placements_seq_idx').on(table.eventId, table.seq),
    index('mosaic_placements_shoot_lookup_idx').on(table.shootId),
  ],
);
export type MosaicPlacementRow = typeof mosaicPlacements.$inferSelect;
