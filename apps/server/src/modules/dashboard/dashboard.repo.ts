import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import { assets } from '@/modules/assets/assets.table.ts';
import { events } from '@/modules/events/events.table.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { shootBytes } from './shoot-storage.sql.ts';

/** The customer's campaigns, as a subquery: every statement below is scoped to the acting customer by it. */
const ownEventIds = (customerId: string) => sql`(select ${events.id} from ${events} where ${events.customerId} = ${customerId})`;

export async function campaignTotals(db: Db, customerId: string): Promise<{ campaigns: number; activeCampaigns: number }> {
  const [row] = await db
    .select({ campaigns: count(), activeCampaigns: sql<number>`count(*) filter (where not ${events.archived})::int` })
    .from(events)
    .where(eq(events.customerId, customerId));
  return { campaigns: row?.campaigns ?? 0, activeCampaigns: row?.activeCampaigns ?? 0 };
}

const pictureTotalsRow = z.object({ pictures: z.coerce.number(), thisMonth: z.coerce.number(), views: z.coerce.number(), bytes: z.coerce.number() });

const real = sql`not ${shoots.isTest}`;

/**
 * One pass over the customer's pictures: how many, how many since `monthStart` and their views (real
 * pictures only: the organiser's test pictures are no guest's), and the bytes they all keep in the store
 * (test pictures take space too, until they are deleted).
 */
export async function pictureTotals(db: Db, customerId: string, monthStart: Date) {
  const [row] = await db
    .select({
      pictures: sql<number>`count(*) filter (where ${real})::int`,
      thisMonth: sql<number>`count(*) filter (where ${real} and ${shoots.createdAt} >= ${monthStart.toISOString()}::timestamptz)::int`,
      views: sql<string>`coalesce(sum(${shoots.views}) filter (where ${real}), 0)::bigint`,
      bytes: sql<string>`coalesce(sum(${shootBytes}), 0)::bigint`,
    })
    .from(shoots)
    .where(sql`${shoots.eventId} in ${ownEventIds(customerId)}`);
  return pictureTotalsRow.parse(row ?? { pictures: 0, thisMonth: 0, views: 0, bytes: 0 });
}

export async function assetBytes(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ bytes: sum(assets.fileSize) }).from(assets).where(eq(assets.customerId, customerId));
  return Number(row?.bytes ?? 0);
}

/** The campaigns with the newest activity: the latest picture, else the latest change. */
export async function recentEvents(db: Db, customerId: string, limit: number) {
  return db
    .select({
      id: events.id,
      name: events.name,
      slug: events.slug,
      boothType: events.boothType,
      archived: events.archived,
      pictures: events.pictures,
      picturesAllTime: events.picturesAllTime,
      picturesDeleted: events.picturesDeleted,
      lastPictureAt: events.lastPictureAt,
      updatedAt: events.updatedAt,
    })
    .from(events)
    .where(eq(events.customerId, customerId))
    .orderBy(desc(sql`coalesce(${events.lastPictureAt}, ${events.updatedAt})`), desc(events.id))
    .limit(limit);
}

export type RecentShootRow = Awaited<ReturnType<typeof recentShoots>>[number];

/**
 * The newest ready real pictures (no test pictures) across the customer's campaigns. Per campaign at most `limit` are read
 * through its (event, created) index, then merged: never a sort over all of the customer's pictures.
 */
export async function recentShoots(db: Db, customerId: string, limit: number) {
  const own = db.select({ id: events.id, name: events.name, slug: events.slug }).from(events).where(eq(events.customerId, customerId)).as('own');
  const newest = db
    .select({
      id: shoots.id,
      slug: shoots.slug,
      kind: shoots.kind,
      status: shoots.status,
      renditions: shoots.renditions,
      locale: shoots.locale,
      createdAt: shoots.createdAt,
    })
    .from(shoots)
    .where(and(eq(shoots.eventId, own.id), eq(shoots.status, 'ready'), eq(shoots.isTest, false)))
    .orderBy(desc(shoots.createdAt), desc(shoots.id))
    .limit(limit)
    .as('newest');
  return db
    .select({
      shoot: {
        id: newest.id,
        slug: newest.slug,
        kind: newest.kind,
        status: newest.status,
        renditions: newest.renditions,
        locale: newest.locale,
        createdAt: newest.createdAt,
      },
      event: { id: own.id, name: own.name, slug: own.slug },
    })
    .from(own)
    .innerJoinLateral(newest, sql`true`)
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(limit);
}

