import { and, asc, eq } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { links, type LinkRow } from './links.table.ts';

export type LinkWithEvent = LinkRow & { eventSlug: string };

const columns = {
  slug: links.slug,
  customerId: links.customerId,
  eventId: links.eventId,
  target: links.target,
  createdAt: links.createdAt,
  updatedAt: links.updatedAt,
  eventSlug: events.slug,
};

export async function listLinks(db: Db, customerId: string, eventId?: string): Promise<LinkWithEvent[]> {
  return db
    .select(columns)
    .from(links)
    .innerJoin(events, eq(events.id, links.eventId))
    .where(and(eq(links.customerId, customerId), eventId ? eq(links.eventId, eventId) : undefined))
    .orderBy(asc(links.createdAt), asc(links.slug));
}

export async function findLink(db: Db, customerId: string, slug: string): Promise<LinkWithEvent | undefined> {
  const [row] = await db
    .select(columns)
    .from(links)
    .innerJoin(events, eq(events.id, links.eventId))
    .where(and(eq(links.slug, slug), eq(links.customerId, customerId)));
  return row;
}

export async function insertLink(db: Db, values: typeof links.$inferInsert): Promise<void> {
  await db.insert(links).values(values);
}

export async function updateLink(
  db: Db,
  customerId: string,
  slug: string,
  values: Partial<Pick<LinkRow, 'eventId' | 'target'>> & { updatedAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(links)
    .set(values)
    .where(and(eq(links.slug, slug), eq(links.customerId, customerId)))
    .returning({ slug: links.slug });
  return updated.length > 0;
}

export async function deleteLink(db: Db, customerId: string, slug: string): Promise<boolean> {
  const deleted = await db
    .delete(links)
    .where(and(eq(links.slug, slug), eq(links.customerId, customerId)))
    .returning({ slug: links.slug });
  return deleted.length > 0;
}
