import { and, asc, count, eq } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { genericUrls, type GenericUrlRow } from './generic-urls.table.ts';

export type GenericUrlWithEvent = GenericUrlRow & { event: { id: string; slug: string; name: string } | null };

/** A customer's generic URLs, oldest first, each with the event it leads to now. */
export async function listGenericUrls(db: Db, customerId: string): Promise<GenericUrlWithEvent[]> {
  const rows = await db
    .select({ url: genericUrls, eventId: events.id, eventSlug: events.slug, eventName: events.name })
    .from(genericUrls)
    .leftJoin(events, eq(events.genericUrlId, genericUrls.id))
    .where(eq(genericUrls.customerId, customerId))
    .orderBy(asc(genericUrls.createdAt), asc(genericUrls.id));
  return rows.map((row) => ({
    ...row.url,
    event: row.eventId && row.eventSlug && row.eventName !== null ? { id: row.eventId, slug: row.eventSlug, name: row.eventName } : null,
  }));
}

export async function findGenericUrl(db: Db, customerId: string, id: string): Promise<GenericUrlRow | undefined> {
  const [row] = await db
    .select()
    .from(genericUrls)
    .where(and(eq(genericUrls.id, id), eq(genericUrls.customerId, customerId)));
  return row;
}

export async function countGenericUrls(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(genericUrls).where(eq(genericUrls.customerId, customerId));
  return row?.total ?? 0;
}

export async function insertGenericUrl(db: Db, values: typeof genericUrls.$inferInsert): Promise<GenericUrlRow> {
  const [row] = await db.insert(genericUrls).values(values).returning();
  if (!row) throw new Error('generic URL was not stored');
  return row;
}
