import { MOSAIC_SHEET_BLOCK, type MosaicPlacementKind } from '@booth/shared';
import { and, asc, eq, gt, gte, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import type { PresentationSource } from '@/modules/presentation/presentation.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { mosaicPlacements, mosaicWalls, type MosaicPlacementRow, type MosaicWallRow } from './mosaic.table.ts';

/*
 * What the wall's readers need of the placements (the placement engine alone writes them): the live
 * tiles of the current generation, what changed after a cursor, per-sheet versions and counts.
 */

/** A placement as the wall and the stream show it. */
export type WallPlacementRow = Pick<MosaicPlacementRow, 'id' | 'cell' | 'seq' | 'kind' | 'placedAt' | 'removedAt' | 'generation'>;

const wallColumns = {
  id: mosaicPlacements.id,
  cell: mosaicPlacements.cell,
  seq: mosaicPlacements.seq,
  kind: mosaicPlacements.kind,
  placedAt: mosaicPlacements.placedAt,
  removedAt: mosaicPlacements.removedAt,
  generation: mosaicPlacements.generation,
};

export async function findWall(db: Db, eventId: string): Promise<MosaicWallRow | undefined> {
  const [row] = await db.select().from(mosaicWalls).where(eq(mosaicWalls.eventId, eventId));
  return row;
}

/** The tiles on the wall now, by cell. */
export async function livePlacements(db: Db, eventId: string, generation: number): Promise<WallPlacementRow[]> {
  return db
    .select(wallColumns)
    .from(mosaicPlacements)
    .where(and(eq(mosaicPlacements.eventId, eventId), eq(mosaicPlacements.generation, generation), isNull(mosaicPlacements.removedAt)))
    .orderBy(asc(mosaicPlacements.cell));
}

/**
 * The newest seq of any row of the wall, whatever its generation: the cursor a wall loaded now resumes
 * from. Rows a reset took off carry their removal's seq, so they never look new to a wall loaded after it.
 */
export async function newestSeq(db: Db, eventId: string): Promise<number> {
  const [row] = await db.select({ seq: max(mosaicPlacements.seq) }).from(mosaicPlacements).where(eq(mosaicPlacements.eventId, eventId));
  return Number(row?.seq ?? 0);
}

/**
 * The rows of the wall that changed after `afterSeq` (placed: `removedAt` null; freed otherwise), oldest
 * change first, at most `limit`. Every generation: a row of an older one tells a resuming wall it missed a reset.
 */
export async function placementsSince(db: Db, eventId: string, afterSeq: number, limit: number): Promise<WallPlacementRow[]> {
  return db
    .select(wallColumns)
    .from(mosaicPlacements)
    .where(and(eq(mosaicPlacements.eventId, eventId), gt(mosaicPlacements.seq, afterSeq)))
    .orderBy(asc(mosaicPlacements.seq))
    .limit(limit);
}

/**
 * Per sheet, the newest seq of the generation's rows (live or freed) in that block of cells: a sheet's
 * picture changes exactly when this does, so it is the version a sheet is cached under.
 */
export async function sheetVersions(db: Db, eventId: string, generation: number, columns: number): Promise<Map<number, number>> {
  const perRow = Math.ceil(columns / MOSAIC_SHEET_BLOCK);
  const block = MOSAIC_SHEET_BLOCK;
  // Integer division in SQL: cell / columns is the row, cell % columns the column.
  const sheet = sql<number>`((${mosaicPlacements.cell} / ${columns}) / ${block}) * ${perRow} + ((${mosaicPlacements.cell} % ${columns}) / ${block})`;
  const rows = await db
    .select({ sheet, version: max(mosaicPlacements.seq) })
    .from(mosaicPlacements)
    .where(and(eq(mosaicPlacements.eventId, eventId), eq(mosaicPlacements.generation, generation)))
    // By position: the expression's bound numbers are new parameters each time it is written out.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [Number(row.sheet), Number(row.version ?? 0)]));
}

/** The live tiles (with their stored tile files) of the given cells. */
export async function liveTilesInCells(db: Db, eventId: string, generation: number, cells: readonly number[]): Promise<Array<{ cell: number; tileKey: string }>> {
  if (cells.length === 0) return [];
  return db
    .select({ cell: mosaicPlacements.cell, tileKey: mosaicPlacements.tileKey })
    .from(mosaicPlacements)
    .where(
      and(
        eq(mosaicPlacements.eventId, eventId),
        eq(mosaicPlacements.generation, generation),
        isNull(mosaicPlacements.removedAt),
        inArray(mosaicPlacements.cell, [...cells]),
      ),
    );
}

/** Every live tile of the wall with its file, for the export (10,000 short rows at most 40,000). */
export async function liveTiles(db: Db, eventId: string, generation: number): Promise<Array<{ cell: number; tileKey: string }>> {
  return db
    .select({ cell: mosaicPlacements.cell, tileKey: mosaicPlacements.tileKey })
    .from(mosaicPlacements)
    .where(and(eq(mosaicPlacements.eventId, eventId), eq(mosaicPlacements.generation, generation), isNull(mosaicPlacements.removedAt)));
}

/** Live tiles by kind. */
export async function liveCounts(db: Db, eventId: string, generation: number): Promise<Record<MosaicPlacementKind, number>> {
  const rows = await db
    .select({ kind: mosaicPlacements.kind, count: sql<number>`count(*)::int` })
    .from(mosaicPlacements)
    .where(and(eq(mosaicPlacements.eventId, eventId), eq(mosaicPlacements.generation, generation), isNull(mosaicPlacements.removedAt)))
    .groupBy(mosaicPlacements.kind);
  const counts: Record<MosaicPlacementKind, number> = { picture: 0, static: 0, filler: 0 };
  for (const row of rows) counts[row.kind] = Number(row.count);
  return counts;
}

/** A placement by id with its wall's current generation (null when the wall is gone). */
export async function findPlacement(db: Db, id: string): Promise<(MosaicPlacementRow & { wallGeneration: number | null; eventSlug: string }) | undefined> {
  const [row] = await db
    .select({ placement: mosaicPlacements, wallGeneration: mosaicWalls.generation, eventSlug: events.slug })
    .from(mosaicPlacements)
    .innerJoin(events, eq(events.id, mosaicPlacements.eventId))
    .leftJoin(mosaicWalls, eq(mosaicWalls.eventId, mosaicPlacements.eventId))
    .where(eq(mosaicPlacements.id, id));
  return row ? { ...row.placement, wallGeneration: row.wallGeneration, eventSlug: row.eventSlug } : undefined;
}

/** Where a picture is on walls now: its live placements of each wall's current generation, with the wall's slug. */
export async function shootPlacements(db: Db, shootId: string): Promise<Array<{ eventSlug: string; eventId: string; cell: number; placedAt: Date }>> {
  return db
    .select({ eventSlug: events.slug, eventId: events.id, cell: mosaicPlacements.cell, placedAt: mosaicPlacements.placedAt })
    .from(mosaicPlacements)
    .innerJoin(mosaicWalls, and(eq(mosaicWalls.eventId, mosaicPlacements.eventId), eq(mosaicWalls.generation, mosaicPlacements.generation)))
    .innerJoin(events, eq(events.id, mosaicPlacements.eventId))
    .where(and(eq(mosaicPlacements.shootId, shootId), isNull(mosaicPlacements.removedAt)))
    .orderBy(asc(mosaicPlacements.placedAt));
}

/** A picture by its slug (the microsite's capability): only what finding its tile needs. */
export async function findShootBySlug(db: Db, slug: string): Promise<{ id: string; eventId: string } | undefined> {
  const [row] = await db.select({ id: shoots.id, eventId: shoots.eventId }).from(shoots).where(eq(shoots.slug, slug));
  return row;
}

/**
 * Pictures of the wall's sources that may go on it (`isMosaicEligible` as SQL) and have no place in
 * this generation yet: the placement runs in the background, this is its backlog. A picture that was
 * replaced when the wall was full had its turn; one that was hidden waits again once it is shown again.
 */
export async function waitingPictures(
  db: Db,
  wall: { eventId: string; generation: number; sources: readonly PresentationSource[]; showNotApproved: boolean; since: Date | null },
): Promise<number> {
  if (wall.sources.length === 0) return 0;
  const perSource = wall.sources.map((source) => (source.galleryOptIn ? and(eq(shoots.eventId, source.eventId), eq(shoots.clientApproval, true)) : eq(shoots.eventId, source.eventId)) as SQL);
  const shown = wall.showNotApproved ? or(eq(shoots.isPublic, true), isNull(shoots.moderatedAt)) : eq(shoots.isPublic, true);
  const placed = sql`exists (select 1 from ${mosaicPlacements} where ${mosaicPlacements.eventId} = ${wall.eventId} and ${mosaicPlacements.generation} = ${wall.generation}
    and ${mosaicPlacements.shootId} = ${shoots.id} and (${mosaicPlacements.removedAt} is null or ${mosaicPlacements.removedReason} = 'replaced'))`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shoots)
    .where(
      and(
        or(...perSource),
        eq(shoots.status, 'ready'),
        eq(shoots.isTest, false),
        shown,
        wall.since ? gte(shoots.createdAt, wall.since) : undefined,
        sql`not ${placed}`,
      ),
    );
  return Number(row?.count ?? 0);
}
