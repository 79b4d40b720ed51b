import { and, asc, count, type AnyColumn, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ShootKind, ShootListOrder, ShootStatus, ShootVisibility } from '@booth/shared';
import { events } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { type KeysetPosition, newerThan, olderThan } from '@/platform/db/keyset-cursor.ts';
import { containsPattern } from '@/platform/db/contains-pattern.ts';
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

/**
 * One page of an event's guest sessions, newest first, each with the number of its shoots. The page
 * walks `vb_sessions_event_created_idx` in its order; the shoots are counted for the page's sessions
 * only (`shoots_session_idx`), not for the whole campaign on every page.
 */
export async function listVbSessions(db: Db, eventId: string, page: { limit: number; offset: number }) {
  const [rows, totals] = await Promise.all([
    db
      .select({ id: vbSessions.id, createdAt: vbSessions.createdAt, lastSeenAt: vbSessions.lastSeenAt, agent: vbSessions.agent })
      .from(vbSessions)
      .where(eq(vbSessions.eventId, eventId))
      .orderBy(desc(vbSessions.createdAt), desc(vbSessions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(vbSessions).where(eq(vbSessions.eventId, eventId)),
  ]);
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ sessionId: shoots.sessionId, shoots: count() })
          .from(shoots)
          .where(and(eq(shoots.eventId, eventId), inArray(shoots.sessionId, ids)))
          .groupBy(shoots.sessionId);
  const bySession = new Map(counts.map((row) => [row.sessionId, row.shoots]));
  return { rows: rows.map((row) => ({ ...row, shoots: bySession.get(row.id) ?? 0 })), total: totals[0]?.total ?? 0 };
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

export async function updateShoot(db: Db, id: string, values: Partial<Pick<NewShootRow, 'userFeedback' | 'contactEmail' | 'contactPhone' | 'clientApproval' | 'updatedAt'>>) {
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

export interface ShootListFilter {
  eventId: string;
  kinds?: ShootKind[];
  limit: number;
  offset: number;
  /** Rows strictly older than this position; with `desc` order the next page's cursor. Replaces `offset`. */
  olderThan?: KeysetPosition;
  /** Rows strictly newer than this position: what arrived since a list was loaded, or the next page in `asc` order. */
  newerThan?: KeysetPosition;
  /** `desc` newest first (default), `asc` oldest first: the same index, walked backwards. */
  order?: ShootListOrder;
  /** Only what presentations may show: public and ready, and no test picture. */
  presentation?: boolean;
  /** true: only pictures with a contact e-mail or phone; false: only those without. */
  contact?: boolean;
  visibility?: ShootVisibility;
  status?: ShootStatus;
  /** Matched case-insensitively against slug, contact, first/last name, company and comment. */
  search?: string;
}

export type ShootCountFilter = Omit<ShootListFilter, 'limit' | 'offset' | 'olderThan' | 'newerThan' | 'order'>;

/**
 * Whether a picture has a contact, written on the plain columns (not `coalesce(…) <> ''`) so that
 * PostgreSQL estimates it from the columns' statistics: an expression it cannot estimate looks so
 * selective that the planner sorts a bitmap scan instead of walking the list index.
 */
function contactCondition(reachable: boolean): SQL {
  if (reachable) return or(ne(shoots.contactEmail, ''), ne(shoots.contactPhone, '')) as SQL;
  const none = (column: AnyColumn) => or(isNull(column), eq(column, '')) as SQL;
  return and(none(shoots.contactEmail), none(shoots.contactPhone)) as SQL;
}

/** The filters every list and count of a campaign's shoots share (not the page's position). */
function listConditions(filter: ShootCountFilter): SQL[] {
  const conditions: SQL[] = [eq(shoots.eventId, filter.eventId)];
  if (filter.kinds) conditions.push(inArray(shoots.kind, filter.kinds));
  if (filter.presentation) conditions.push(eq(shoots.isPublic, true), eq(shoots.status, 'ready'), eq(shoots.isTest, false));
  if (filter.visibility) conditions.push(eq(shoots.isPublic, filter.visibility === 'public'));
  if (filter.status) conditions.push(eq(shoots.status, filter.status));
  if (filter.contact !== undefined) conditions.push(contactCondition(filter.contact));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const feedback = (path: SQL) => sql`${shoots.userFeedback} ${path} ilike ${pattern}`;
    conditions.push(
      or(
        ilike(shoots.slug, pattern),
        ilike(shoots.contactEmail, pattern),
        ilike(shoots.contactPhone, pattern),
        feedback(sql`-> 'personal' ->> 'firstname'`),
        feedback(sql`-> 'personal' ->> 'lastname'`),
        feedback(sql`-> 'personal' ->> 'company'`),
        feedback(sql`->> 'comment'`),
      ) as SQL,
    );
  }
  return conditions;
}

/**
 * One page of an event's shoots, one row more than the limit (it tells whether there are more). The
 * ORDER BY is exactly the order of `shoots_event_created_idx` (created_at DESC, id DESC, both NULLS FIRST
 * as PostgreSQL's DESC default) or its exact reverse (`asc`, which PostgreSQL reads by walking the index
 * backwards), and the cursor is a row comparison on the same columns, so PostgreSQL walks the index from
 * the cursor and stops after limit + 1 matching rows: a deep page costs what the first does, and no Sort
 * is needed. Filters that are not in the index (contact, visibility, search) are checked on the rows the
 * walk meets. Exported for the EXPLAIN test.
 */
export function shootPageQuery(db: Db, filter: ShootListFilter) {
  const page = listConditions(filter);
  if (filter.olderThan) {
    page.push(olderThan(shoots.createdAt, shoots.id, filter.olderThan));
  }
  if (filter.newerThan) {
    page.push(newerThan(shoots.createdAt, shoots.id, filter.newerThan));
  }
  const keyset = filter.olderThan !== undefined || filter.newerThan !== undefined;
  const order = filter.order === 'asc' ? [asc(shoots.createdAt), asc(shoots.id)] : [desc(shoots.createdAt), desc(shoots.id)];
  return db
    .select()
    .from(shoots)
    .where(and(...page))
    .orderBy(...order)
    .limit(filter.limit + 1)
    .offset(keyset ? 0 : filter.offset);
}

/** One page of an event's shoots in the filter's order, and whether more follow. */
export async function listShoots(db: Db, filter: ShootListFilter): Promise<{ rows: ShootRow[]; more: boolean }> {
  const rows = await shootPageQuery(db, filter);
  return { rows: rows.slice(0, filter.limit), more: rows.length > filter.limit };
}

/** How many of an event's shoots match (without other filters an index-only count over the event's part of the list index). */
export async function countShoots(db: Db, filter: ShootCountFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shoots).where(and(...listConditions(filter)));
  return row?.total ?? 0;
}

/** Shoots still waiting for their files, with their campaign (the boot-time sweep re-queues their jobs). */
export async function listProcessingShoots(db: Db): Promise<Array<{ shootId: string; eventId: string }>> {
  return db.select({ shootId: shoots.id, eventId: shoots.eventId }).from(shoots).where(eq(shoots.status, 'processing'));
}
