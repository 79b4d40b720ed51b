import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { events, type EventRow } from '@/modules/events/events.table.ts';
import { shoots, type ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { type KeysetPosition, olderThan } from '@/platform/db/keyset-cursor.ts';

/** A campaign whose pictures a public screen shows, with its own gallery opt-in rule. */
export interface PresentationSource {
  eventId: string;
  /** Only pictures whose guest opted in (`clientApproval`) may be shown. */
  galleryOptIn: boolean;
}

/**
 * The presentable rule of `isPresentable` (packages/shared/src/presentation/presentable.ts) as SQL, on
 * the plain columns: a filter outside the list index is checked on the rows the index walk meets. Test
 * pictures (the organiser's, from the draft) are never on a public screen (live-frames.ts `rowFrame`).
 */
function presentable(galleryOptIn: boolean): SQL {
  const shown = and(eq(shoots.status, 'ready'), eq(shoots.isPublic, true), eq(shoots.isTest, false));
  return (galleryOptIn ? and(shown, eq(shoots.clientApproval, true)) : shown) as SQL;
}

/** One source's presentable rows, for the dynamic gallery's OR over sources. */
function sourceCondition(source: PresentationSource): SQL {
  return and(eq(shoots.eventId, source.eventId), presentable(source.galleryOptIn)) as SQL;
}

/**
 * One page of a campaign's presentable pictures, newest first, one row more than `limit` (it tells
 * whether more follow). ORDER BY and the cursor's row comparison are exactly `shoots_event_created_idx`
 * (created_at DESC, id DESC), so a deep page walks the index from the cursor like the first one does.
 */
export async function presentablePage(
  db: Db,
  eventId: string,
  galleryOptIn: boolean,
  page: { olderThan?: KeysetPosition; limit: number },
): Promise<{ rows: ShootRow[]; more: boolean }> {
  const rows = await presentablePageQuery(db, eventId, galleryOptIn, page);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

/** The page's query (limit + 1 rows); exported for the EXPLAIN test. */
export function presentablePageQuery(db: Db, eventId: string, galleryOptIn: boolean, page: { olderThan?: KeysetPosition; limit: number }) {
  const conditions: SQL[] = [eq(shoots.eventId, eventId), presentable(galleryOptIn)];
  if (page.olderThan) {
    conditions.push(olderThan(shoots.createdAt, shoots.id, page.olderThan));
  }
  return db
    .select()
    .from(shoots)
    .where(and(...conditions))
    .orderBy(desc(shoots.createdAt), desc(shoots.id))
    .limit(page.limit + 1);
}

/**
 * The newest presentable pictures over several campaigns (the dynamic gallery's sources), each
 * source with its own opt-in rule. One query per source keeps each on its part of the list index
 * (an OR over sources would make PostgreSQL sort the union); the merge is at most sources × limit rows.
 */
export async function newestPresentable(db: Db, sources: readonly PresentationSource[], limit: number): Promise<ShootRow[]> {
  const perSource = await Promise.all(
    sources.map((source) =>
      db.select().from(shoots).where(sourceCondition(source)).orderBy(desc(shoots.createdAt), desc(shoots.id)).limit(limit),
    ),
  );
  return perSource
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, limit);
}

/**
 * The campaigns among `ids` that belong to `customerId` and are not archived: a dynamic gallery's
 * sources are the organiser's own campaigns only, whatever ids its settings hold.
 */
export async function findSourceEvents(db: Db, customerId: string, ids: readonly string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(and(inArray(events.id, [...ids]), eq(events.customerId, customerId), eq(events.archived, false)));
}

