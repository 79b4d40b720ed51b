import { and, eq, or } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { assets } from '../assets/assets.table.ts';

/**
 * The pixel size of a photo layout's frame design, among the assets the campaign's owner may use (its
 * own and public ones); undefined when unknown.
 */
export async function findLayoutFrameSize(db: Db, ownerId: string, assetId: string): Promise<{ width: number; height: number } | undefined> {
  const [row] = await db
    .select({ width: assets.width, height: assets.height })
    .from(assets)
    .where(and(eq(assets.id, assetId), or(eq(assets.customerId, ownerId), eq(assets.isPublic, true))));
  return row?.width && row.height ? { width: row.width, height: row.height } : undefined;
}
