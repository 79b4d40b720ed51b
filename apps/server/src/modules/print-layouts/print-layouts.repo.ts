import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { assets } from '@/modules/assets/assets.table.ts';
import { events, type EventRow } from '@/modules/events/events.table.ts';
import { shoots, type ShootRow } from '@/modules/shoots/shoots.table.ts';

export type PrintShoot = Pick<ShootRow, 'id' | 'eventId' | 'slug' | 'locale' | 'kind' | 'status' | 'input' | 'renditions'>;

/** A picture to print and its campaign (the print job already decided it may be printed). */
export async function getForPrintSheet(db: Db, shootId: string): Promise<{ shoot: PrintShoot; event: EventRow } | undefined> {
  const [row] = await db
    .select({
      shoot: {
        id: shoots.id,
        eventId: shoots.eventId,
        slug: shoots.slug,
        locale: shoots.locale,
        kind: shoots.kind,
        status: shoots.status,
        input: shoots.input,
        renditions: shoots.renditions,
      },
      event: events,
    })
    .from(shoots)
    .innerJoin(events, eq(events.id, shoots.eventId))
    .where(eq(shoots.id, shootId));
  return row;
}

export interface PrintAssetRow {
  id: string;
  assetType: string;
  fileKey: string;
  fontFamily: string | null;
}

/** Of `ids`, the assets the campaign's owner may print: its own and public ones (tenant rule). */
export async function findPrintAssets(db: Db, ownerId: string, ids: string[]): Promise<PrintAssetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: assets.id, assetType: assets.assetType, fileKey: assets.fileKey, fontFamily: assets.fontFamily })
    .from(assets)
    .where(and(inArray(assets.id, ids), or(eq(assets.customerId, ownerId), eq(assets.isPublic, true))));
}

/** Fonts of the given families the owner may use, for text set by family name only. */
export async function findFontsOfFamilies(db: Db, ownerId: string, families: string[]): Promise<PrintAssetRow[]> {
  if (families.length === 0) return [];
  return db
    .select({ id: assets.id, assetType: assets.assetType, fileKey: assets.fileKey, fontFamily: assets.fontFamily })
    .from(assets)
    .where(
      and(
        eq(assets.assetType, 'font'),
        inArray(assets.fontFamily, families),
        or(eq(assets.customerId, ownerId), eq(assets.isPublic, true)),
      ),
    );
}
