import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { mosaicPlacements, mosaicWalls, type MosaicPlacementRow, type MosaicWallRow, type mosaicRemovedReasons } from './mosaic.table.ts';

/*
 * The placement engine's queries. Every write to a wall's placements runs inside a transaction that
 * first locks the wall's row (`lockWall`), so a wall's writers take turns: two pictures never get one
 * cell, and the `seq` numbers of a wall are committed in the order they were taken (a reader that
 * resumes "after seq N" misses nothing). The partial unique indexes are the backstop.
 */

export type MosaicRemovedReason = (typeof mosaicRemovedReasons)[number];
const NEXT_SEQ = sql`nextval('mosaic_seq')`;

/** The wall of a campaign, made on first use (generation 1, started now). */
export async function ensureWall(db: Db, eventId: string, now: Date): Promise<MosaicWallRow> {
  await db.insert(mosaicWalls).values({ eventId, startedAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(mosaicWalls).where(eq(mosaicWalls.eventId, eventId));
  if (!row) throw new Error(`mosaic wall ${eventId} vanished`);
  return row;
}

/** Locks the wall's row until the transaction ends; every writer of its placements takes this first. */
export async function lockWall(tx: Db, eventId: string): Promise<MosaicWallRow | undefined> {
  const [row] = await tx.select().from(mosaicWalls).where(eq(mosaicWalls.eventId, eventId)).for('update');
  return row;
}

export async function updateWall(tx: Db, eventId: string, values: Partial<Omit<MosaicWallRow, 'eventId'>>): Promise<void> {
  await tx.update(mosaicWalls).set(values).where(eq(mosaicWalls.eventId, eventId));
}

/** What the board needs of a placement row (also of a removed one, to follow a change). */
export type BoardRow = Pick<MosaicPlacementRow, 'id' | 'cell' | 'kind' | 'seq' | 'distance' | 'removedAt'>;
const boardColumns = {
  id: mosaicPlacements.id,
  cell: mosaicPlacements.cell,
  kind: mosaicPlacements.kind,
  seq: mosaicPlacements.seq,
  distance: mosaicPlacements.distance,
  removedAt: mosaicPlacements.removedAt,
};

/** The live tiles of a wall (one per cell at most). */
export function liveBoardRows(db: Db, eventId: string): Promise<BoardRow[]> {
  return db
    .select(boardColumns)
    .from(mosaicPlacements)
    .where(and(eq(mosaicPlacements.eventId, eventId), isNull(mosaicPlacements.removedAt)));
}

/** Every change of a wall after `seq`, oldest first (walks mosaic_placements_seq_idx). */
export function boardChangesAfter(db: Db, eventId: string, seq: number): Promise<BoardRow[]> {
  return db
    .select(boardColumns)
    .from(mosaicPlacements)
    .where(and(eq(mosaicPlacements.eventId, eventId), gt(mosaicPlacements.seq, seq)))
    .orderBy(asc(mosaicPlacements.seq));
}

/** The newest seq of a wall's rows (0 when it has none). */
export async function lastSeq(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${mosaicPlacements.seq})` })
    .from(mosaicPlacements)
    .where(eq(mosaicPlacements.eventId, eventId));
  return Number(row?.seq ?? 0);
}

export type LivePlacement = Pick<MosaicPlacementRow, 'id' | 'cell' | 'kind' | 'shootId' | 'sourceEventId' | 'assetId' | 'tileKey'>;

/** The live tiles with what they show, for deciding which must leave. */
export function livePlacements(db: Db, eventId: string): Promise<LivePlacement[]> {
  return db
    .select({
      id: mosaicPlacements.id,
      cell: mosaicPlacements.cell,
      kind: mosaicPlacements.kind,
      shootId: mosaicPlacements.shootId,
      sourceEventId: mosaicPlacements.sourceEventId,
      assetId: mosaicPlacements.assetId,
      tileKey: mosaicPlacements.tileKey,
    })
    .from(mosaicPlacements)
    .where(and(eq(mosaicPlacements.eventId, eventId), isNull(mosaicPlacements.removedAt)));
}

/**
 * Whether a picture or static source counts as placed in a generation ("once per picture"): it is on
 * the wall, or it was there and a newcomer replaced it. One that left because it was hidden does not.
 */
function countsAsPlaced(eventId: string, generation: number): SQL {
  return and(
    eq(mosaicPlacements.eventId, eventId),
    eq(mosaicPlacements.generation, generation),
    or(isNull(mosaicPlacements.removedAt), eq(mosaicPlacements.removedReason, 'replaced')),
  ) as SQL;
}

/** The pictures and static sources placed in this generation, optionally only among the given ids. */
export async function placedSources(
  db: Db,
  eventId: string,
  generation: number,
  among?: { shootIds: string[]; assetIds: string[] },
): Promise<{ shootIds: Set<string>; assetIds: Set<string> }> {
  const conditions: SQL[] = [countsAsPlaced(eventId, generation)];
  if (among) {
    const wanted: SQL[] = [];
    if (among.shootIds.length > 0) wanted.push(inArray(mosaicPlacements.shootId, among.shootIds));
    if (among.assetIds.length > 0) wanted.push(and(eq(mosaicPlacements.kind, 'static'), inArray(mosaicPlacements.assetId, among.assetIds)) as SQL);
    if (wanted.length === 0) return { shootIds: new Set(), assetIds: new Set() };
    conditions.push(or(...wanted) as SQL);
  } else {
    conditions.push(inArray(mosaicPlacements.kind, ['picture', 'static']));
  }
  const rows = await db
    .selectDistinct({ kind: mosaicPlacements.kind, shootId: mosaicPlacements.shootId, assetId: mosaicPlacements.assetId })
    .from(mosaicPlacements)
    .where(and(...conditions));
  const shootIds = new Set<string>();
  const assetIds = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'picture' && row.shootId) shootIds.add(row.shootId);
    if (row.kind === 'static' && row.assetId) assetIds.add(row.assetId);
  }
  return { shootIds, assetIds };
}

/** Takes live tiles off the wall (each change gets the next seq); returns the rows really removed. */
export async function removePlacements(
  tx: Db,
  ids: readonly string[],
  reason: MosaicRemovedReason,
  at: Date,
): Promise<Array<{ id: string; cell: number; seq: number; tileKey: string }>> {
  if (ids.length === 0) return [];
  return tx
    .update(mosaicPlacements)
    .set({ removedAt: at, removedReason: reason, seq: NEXT_SEQ })
    .where(and(inArray(mosaicPlacements.id, [...ids]), isNull(mosaicPlacements.removedAt)))
    .returning({ id: mosaicPlacements.id, cell: mosaicPlacements.cell, seq: mosaicPlacements.seq, tileKey: mosaicPlacements.tileKey });
}

/** Takes every live tile of a wall off (reset, new grid or target). */
export async function removeAllLive(tx: Db, eventId: string, reason: MosaicRemovedReason, at: Date): Promise<number> {
  const rows = await tx
    .update(mosaicPlacements)
    .set({ removedAt: at, removedReason: reason, seq: NEXT_SEQ })
    .where(and(eq(mosaicPlacements.eventId, eventId), isNull(mosaicPlacements.removedAt)))
    .returning({ id: mosaicPlacements.id });
  return rows.length;
}

export type NewPlacement = Omit<typeof mosaicPlacements.$inferInsert, 'seq'>;

/** Inserts tiles in the given order (their seqs follow it); returns each id with its seq. */
export async function insertPlacements(tx: Db, rows: readonly NewPlacement[]): Promise<Array<{ id: string; seq: number }>> {
  if (rows.length === 0) return [];
  return tx.insert(mosaicPlacements).values([...rows]).returning({ id: mosaicPlacements.id, seq: mosaicPlacements.seq });
}
