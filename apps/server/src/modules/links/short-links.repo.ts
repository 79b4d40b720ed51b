import { eq } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import { genericUrls } from '@/modules/generic-urls/generic-urls.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { links, type LinkRow } from './links.table.ts';

/*
 * Public lookups of short addresses by slug. No customer scope on purpose: `/g/{slug}` and `/l/{slug}`
 * are printed on posters and open to anyone; they reveal only where the address leads.
 */

export interface ShortLinkEvent {
  eventSlug: string;
  archived: boolean;
}

/** The event a generic URL leads to now (the one whose genericUrlId is its id), or undefined. */
export async function findGenericUrlEvent(db: Db, slug: string): Promise<ShortLinkEvent | undefined> {
  const [row] = await db
    .select({ eventSlug: events.slug, archived: events.archived })
    .from(genericUrls)
    .innerJoin(events, eq(events.genericUrlId, genericUrls.id))
    .where(eq(genericUrls.slug, slug))
    .limit(1);
  return row;
}

/** A link with the event it leads to, or undefined. */
export async function findLinkEvent(db: Db, slug: string): Promise<(ShortLinkEvent & { target: LinkRow['target'] }) | undefined> {
  const [row] = await db
    .select({ target: links.target, eventSlug: events.slug, archived: events.archived })
    .from(links)
    .innerJoin(events, eq(events.id, links.eventId))
    .where(eq(links.slug, slug))
    .limit(1);
  return row;
}
