import { and, eq, sql } from 'drizzle-orm';
import { events } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';

/**
 * Whether an active (not archived) campaign of the asset's owner refers to it in its settings: then
 * the guests of that campaign's booth and microsite must be able to load it without signing in.
 * Asset references are plain ids in the settings document (events/event-assets.ts), so a text match
 * finds them; the owner filter keeps the scan to one customer's few campaigns.
 */
export async function isUsedByActiveEvent(db: Db, ownerId: string, assetId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.customerId, ownerId), eq(events.archived, false), sql`${events.settings}::text like ${`%"${assetId.toLowerCase()}"%`}`))
    .limit(1);
  return row !== undefined;
}
