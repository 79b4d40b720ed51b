import { desc, eq } from 'drizzle-orm';
import { assets } from '@/modules/assets/assets.table.ts';
import { events } from '@/modules/events/events.table.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';

/** How much the admin's read-only view lists of each kind (newest first). */
export const CUSTOMER_DATA_LIMITS = { events: 100, shoots: 60, assets: 100 } as const;

export async function customerEvents(db: Db, customerId: string) {
  return db
    .select({ id: events.id, slug: events.slug, name: events.name, eventType: events.eventType, shoots: events.pictures, createdAt: events.createdAt, updatedAt: events.updatedAt })
    .from(events)
    .where(eq(events.customerId, customerId))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(CUSTOMER_DATA_LIMITS.events);
}

/** The newest pictures over all the customer's campaigns (test pictures too: the admin sees what is stored). */
export async function customerRecentShoots(db: Db, customerId: string) {
  return db
    .select({ id: shoots.id, slug: shoots.slug, eventSlug: events.slug, kind: shoots.kind, status: shoots.status, renditions: shoots.renditions, createdAt: shoots.createdAt })
    .from(shoots)
    .innerJoin(events, eq(events.id, shoots.eventId))
    .where(eq(events.customerId, customerId))
    .orderBy(desc(shoots.createdAt), desc(shoots.id))
    .limit(CUSTOMER_DATA_LIMITS.shoots);
}

export async function customerAssets(db: Db, customerId: string) {
  return db
    .select({
      id: assets.id,
      originalname: assets.originalname,
      fontName: assets.fontName,
      assetType: assets.assetType,
      fileSize: assets.fileSize,
      isPublic: assets.isPublic,
      thumbnailKey: assets.thumbnailKey,
      createdAt: assets.createdAt,
    })
    .from(assets)
    .where(eq(assets.customerId, customerId))
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(CUSTOMER_DATA_LIMITS.assets);
}
