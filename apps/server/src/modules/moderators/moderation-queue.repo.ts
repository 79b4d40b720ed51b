import type { ModerationCounts, ModerationState, ShootKind } from '@booth/shared';
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { shoots, type ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { type KeysetPosition, olderThan } from '@/platform/db/keyset-cursor.ts';

export interface ModerationQueueFilter {
  eventId: string;
  state?: ModerationState;
  kinds?: ShootKind[];
  olderThan?: KeysetPosition;
  limit: number;
}

/** The states of moderation-api.ts `moderationStateOf`, as conditions on the row. */
function stateCondition(state: ModerationState): SQL {
  if (state === 'approved') return eq(shoots.isPublic, true);
  const decided = state === 'hidden' ? isNotNull(shoots.moderatedAt) : isNull(shoots.moderatedAt);
  return and(eq(shoots.isPublic, false), decided) as SQL;
}

/**
 * Only finished pictures are moderated: one still processing has nothing to look at yet (it joins the
 * queue, and the live feed, when its files are ready), and a failed one is never shown anywhere. Test
 * pictures are never shown publicly, so there is nothing to decide on them (the picture table has them).
 */
function queueConditions(eventId: string): SQL[] {
  return [eq(shoots.eventId, eventId), eq(shoots.status, 'ready'), eq(shoots.isTest, false)];
}

/**
 * One page of the queue, newest first, and whether more follow. The order and the row comparison are
 * those of `shoots_event_created_idx` (see shoots.repo.ts `shootPageQuery`), so a deep page costs what
 * the first does; state and kind are checked on the rows the index walk meets.
 */
export async function moderationQueuePage(db: Db, filter: ModerationQueueFilter): Promise<{ rows: ShootRow[]; more: boolean }> {
  const conditions = queueConditions(filter.eventId);
  if (filter.state) conditions.push(stateCondition(filter.state));
  if (filter.kinds) conditions.push(inArray(shoots.kind, filter.kinds));
  if (filter.olderThan) {
    conditions.push(olderThan(shoots.createdAt, shoots.id, filter.olderThan));
  }
  const rows = await db
    .select()
    .from(shoots)
    .where(and(...conditions))
    .orderBy(desc(shoots.createdAt), desc(shoots.id))
    .limit(filter.limit + 1);
  return { rows: rows.slice(0, filter.limit), more: rows.length > filter.limit };
}

/** Pictures per state in the whole campaign (the filter tabs), in one pass over the campaign's rows. */
export async function moderationCounts(db: Db, eventId: string): Promise<ModerationCounts> {
  const [row] = await db
    .select({
      approved: sql<number>`count(*) filter (where ${shoots.isPublic})`.mapWith(Number),
      hidden: sql<number>`count(*) filter (where not ${shoots.isPublic} and ${shoots.moderatedAt} is not null)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where not ${shoots.isPublic} and ${shoots.moderatedAt} is null)`.mapWith(Number),
    })
    .from(shoots)
    .where(and(...queueConditions(eventId)));
  return { pending: row?.pending ?? 0, approved: row?.approved ?? 0, hidden: row?.hidden ?? 0 };
}
