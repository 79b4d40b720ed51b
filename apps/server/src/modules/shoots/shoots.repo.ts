import { and, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { ShootKind } from '@booth/shared';
import { events } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { KeysetPosition } from '@/platform/db/keyset-cursor.ts';
import { shoots, vbSessions, type NewShootRow, type ShootRow, type VbSessionRow } from './shoots.table.ts';

export async function insertVbSession(db: Db, values: typeof vbSessions.$inferInsert): Promise<void> {
  await db.insert(vbSessions).values(values);
}

export async function findVbSessionByTokenHash(db: Db, tokenHash: string): Promise<VbSessionRow | undefined> {
  const [row] = await db.select().from(vbSessions).where(eq(vbSessions.tokenHash, tokenHash));
  return row;
}

export async function touchVbSession(db: Db, id: string, at: Date): Promise<void> {
  await db.update(vbSessions).set({ lastSeenAt: at }).where(eq(vbSessions.id, id));
}

/** One page of an event's guest sessions, newest first, each with the number of its shoots. */
export async function listVbSessions(db: Db, eventId: string, page: { limit: number; offset: number }) {
  const shootCounts = db
    .select({ sessionId: shoots.sessionId, shoots: count().as('shoot_count') })
    .from(shoots)
    .where(eq(shoots.eventId, eventId))
    .groupBy(shoots.sessionId)
    .as('shoot_counts');
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: vbSessions.id,
        createdAt: vbSessions.createdAt,
        lastSeenAt: vbSessions.lastSeenAt,
        agent: vbSessions.agent,
        shoots: sql<number>`coalesce(${shootCounts.shoots}, 0)`.mapWith(Number),
      })
      .from(vbSessions)
      .leftJoin(shootCounts, eq(shootCounts.sessionId, vbSessions.id))
      .where(eq(vbSessions.eventId, eventId))
      .orderBy(desc(vbSessions.createdAt), desc(vbSessions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(vbSessions).where(eq(vbSessions.eventId, eventId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findShootById(db: Db, id: string): Promise<ShootRow | undefined> {
  const [row] = await db.select().from(shoots).where(eq(shoots.id, id));
  return row;
}

export async function insertShoot(db: Db, values: NewShootRow): Promise<ShootRow> {
  const [row] = await db.insert(shoots).values(values).returning();
  if (!row) throw new Error('shoot was not stored');
  return row;
}

export async function updateShoot(db: Db, id: string, values: Partial<Pick<NewShootRow, 'userFeedback' | 'contactEmail' | 'contactPhone' | 'updatedAt'>>) {
  await db.update(shoots).set(values).where(eq(shoots.id, id));
}

/** A new picture counts on its event at once (campaigns §3 Event pictures, picturesAllTime, lastPictureAt). */
export async function countNewPicture(db: Db, eventId: string, at: Date): Promise<void> {
  await db
    .update(events)
    .set({
      pictures: sql`${events.pictures} + 1`,
      picturesAllTime: sql`${events.picturesAllTime} + 1`,
      lastPictureAt: sql`greatest(${events.lastPictureAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(events.id, eventId));
}

/** Takes back `countNewPicture` for a shoot that was removed again before anyone could see it. */
export async function uncountPicture(db: Db, eventId: string): Promise<void> {
  const newest = db.select({ at: max(shoots.createdAt) }).from(shoots).where(eq(shoots.eventId, eventId));
  await db
    .update(events)
    .set({
      pictures: sql`greatest(${events.pictures} - 1, 0)`,
      picturesAllTime: sql`greatest(${events.picturesAllTime} - 1, 0)`,
      lastPictureAt: sql`(${newest})`,
    })
    .where(eq(events.id, eventId));
}

export async function deleteShootRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(shoots).where(eq(shoots.id, id)).returning({ id: shoots.id });
  return deleted.length > 0;
}

export interface ShootListFilter {
  eventId: string;
  kinds?: ShootKind[];
  limit: number;
  offset: number;
  /** Rows strictly older than this position (newest first); replaces `offset`. */
  olderThan?: KeysetPosition;
  /** Rows strictly newer than this position: what arrived since a list was loaded. */
  newerThan?: KeysetPosition;
}

/** One page of an event's shoots, newest first, and how many match in all. */
export async function listShoots(db: Db, filter: ShootListFilter): Promise<{ rows: ShootRow[]; total: number; more: boolean }> {
  const conditions: SQL[] = [eq(shoots.eventId, filter.eventId)];
  if (filter.kinds) conditions.push(inArray(shoots.kind, filter.kinds));
  const page = [...conditions];
  // Row comparisons walk the (event_id, created_at desc, id desc) index from the cursor on.
  if (filter.olderThan) {
    page.push(sql`(${shoots.createdAt}, ${shoots.id}) < (${filter.olderThan.at.toISOString()}::timestamptz, ${filter.olderThan.id}::uuid)`);
  }
  if (filter.newerThan) {
    page.push(sql`(${shoots.createdAt}, ${shoots.id}) > (${filter.newerThan.at.toISOString()}::timestamptz, ${filter.newerThan.id}::uuid)`);
  }
  const keyset = filter.olderThan !== undefined || filter.newerThan !== undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(shoots)
      .where(and(...page))
      .orderBy(desc(shoots.createdAt), desc(shoots.id))
      .limit(filter.limit + 1)
      .offset(keyset ? 0 : filter.offset),
    db.select({ total: count() }).from(shoots).where(and(...conditions)),
  ]);
  return { rows: rows.slice(0, filter.limit), total: totals[0]?.total ?? 0, more: rows.length > filter.limit };
}

/** Ids of shoots still waiting for their files (the boot-time sweep re-queues their jobs). */
export async function listProcessingShootIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: shoots.id }).from(shoots).where(eq(shoots.status, 'processing'));
  return rows.map((row) => row.id);
}
