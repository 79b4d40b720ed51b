import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { deletedShoots } from '@/modules/shoots/deleted-shoots.table.ts';
import { shoots, type ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Presented } from './live-frames.ts';
import { presentedShoots } from './presented-shoots.table.ts';

/** The current rows of announced pictures of one campaign (ids of other campaigns are never read). */
export async function findChangedShoots(db: Db, eventId: string, ids: readonly string[]): Promise<ShootRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(shoots)
    .where(and(eq(shoots.eventId, eventId), inArray(shoots.id, [...ids])));
}

/**
 * The pictures of these campaigns changed at or after `since`, at most `limit`, the most recent
 * changes when there are more (a screen back from a long outage needs the newest, the rest of the
 * gallery it pages itself), answered oldest change first. Walks `shoots_event_updated_idx`.
 */
export async function shootsChangedSince(db: Db, eventIds: readonly string[], since: Date, limit: number): Promise<ShootRow[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select()
    .from(shoots)
    .where(and(inArray(shoots.eventId, [...eventIds]), gte(shoots.updatedAt, since)))
    .orderBy(desc(shoots.updatedAt), desc(shoots.id))
    .limit(limit);
  return rows.reverse();
}

/** The ids of one campaign's pictures changed at or after `since` (at most `limit`, the latest changes). */
export async function idsChangedSince(db: Db, eventId: string, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: shoots.id })
    .from(shoots)
    .where(and(eq(shoots.eventId, eventId), gte(shoots.updatedAt, since)))
    .orderBy(desc(shoots.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Pictures of these campaigns removed at or after `since` (their tombstones), at most `limit`, oldest
 * first, each with whether (and how) it was ever presentable: `optedIn` null when never.
 */
export async function removedSince(
  db: Db,
  eventIds: readonly string[],
  since: Date,
  limit: number,
): Promise<Array<{ shootId: string; eventId: string; deletedAt: Date; optedIn: boolean | null }>> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({ shootId: deletedShoots.shootId, eventId: deletedShoots.eventId, deletedAt: deletedShoots.deletedAt, optedIn: presentedShoots.optedIn })
    .from(deletedShoots)
    .leftJoin(presentedShoots, eq(presentedShoots.shootId, deletedShoots.shootId))
    .where(and(inArray(deletedShoots.eventId, [...eventIds]), gte(deletedShoots.deletedAt, since)))
    .orderBy(desc(deletedShoots.deletedAt))
    .limit(limit);
  return rows.reverse();
}

/** Which of these pictures were ever presentable (presented-shoots.table.ts), each with whether with opt-in too. */
export async function presentedAmong(db: Db, ids: readonly string[]): Promise<Presented> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ shootId: presentedShoots.shootId, optedIn: presentedShoots.optedIn })
    .from(presentedShoots)
    .where(inArray(presentedShoots.shootId, [...ids]));
  return new Map(rows.map((row) => [row.shootId, row.optedIn]));
}
