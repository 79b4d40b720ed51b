import type { AssetType } from '@booth/shared';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { containsPattern } from '@/platform/db/contains-pattern.ts';
import { assets, type AssetRow, type NewAssetRow } from './assets.table.ts';
import { olderThan } from '@/platform/db/keyset-cursor.ts';

export interface AssetListFilter {
  /** Whose library: one customer's own assets, or the public assets of all customers. */
  scope: { customerId: string } | 'public';
  assetType?: AssetType;
  /** Case-insensitive text matched anywhere in the file name, the tags or a font's name. */
  q?: string;
  limit: number;
  offset: number;
  /** Keyset position: rows strictly older than this one (newest first). Replaces `offset`. */
  before?: { createdAt: Date; id: string };
}

function listConditions(filter: AssetListFilter): SQL[] {
  const conditions: SQL[] = [filter.scope === 'public' ? eq(assets.isPublic, true) : eq(assets.customerId, filter.scope.customerId)];
  if (filter.assetType) conditions.push(eq(assets.assetType, filter.assetType));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const matched = or(
      ilike(assets.originalname, pattern),
      ilike(assets.fontName, pattern),
      sql`exists (select 1 from jsonb_array_elements_text(${assets.tags}) as tag where tag ilike ${pattern})`,
    );
    if (matched) conditions.push(matched);
  }
  return conditions;
}

/** One page of a library, newest first, and how many rows match in all. */
export async function listAssets(db: Db, filter: AssetListFilter): Promise<{ rows: AssetRow[]; total: number; more: boolean }> {
  const conditions = listConditions(filter);
  const page = [...conditions];
  if (filter.before) {
    // Row comparison walks the (created_at desc, id desc) index from the cursor on.
    page.push(olderThan(assets.createdAt, assets.id, { at: filter.before.createdAt, id: filter.before.id }));
  }
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(and(...page))
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(filter.limit + 1)
      .offset(filter.before ? 0 : filter.offset),
    db.select({ total: count() }).from(assets).where(and(...conditions)),
  ]);
  return { rows: rows.slice(0, filter.limit), total: totals[0]?.total ?? 0, more: rows.length > filter.limit };
}

export async function insertAsset(db: Db, values: NewAssetRow): Promise<AssetRow> {
  const [row] = await db.insert(assets).values(values).returning();
  if (!row) throw new Error('asset was not stored');
  return row;
}

export async function findAssetById(db: Db, id: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.id, id));
  return row;
}

export async function findAssetByUploadId(db: Db, customerId: string, uploadId: string): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.customerId, customerId), eq(assets.uploadId, uploadId)));
  return row;
}

export async function updateAsset(
  db: Db,
  id: string,
  values: Partial<Pick<NewAssetRow, 'isPublic' | 'fontName' | 'fontFamily' | 'fontStyle' | 'fontWeight' | 'fontColor' | 'fontSize'>>,
  now: Date,
): Promise<AssetRow | undefined> {
  const [row] = await db
    .update(assets)
    .set({ ...values, updatedAt: now })
    .where(eq(assets.id, id))
    .returning();
  return row;
}

/** Deletes the row; false when it was gone already. */
export async function deleteAssetRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(assets).where(eq(assets.id, id)).returning({ id: assets.id });
  return deleted.length > 0;
}

/** What the thumbnail job needs, and nothing else. */
export async function getForThumbnailJob(
  db: Db,
  id: string,
): Promise<Pick<AssetRow, 'id' | 'customerId' | 'fileKey' | 'mimetype' | 'originalname'> | undefined> {
  const [row] = await db
    .select({ id: assets.id, customerId: assets.customerId, fileKey: assets.fileKey, mimetype: assets.mimetype, originalname: assets.originalname })
    .from(assets)
    .where(eq(assets.id, id));
  return row;
}

/** Records a finished preview; false when the asset was deleted while the job ran. */
export async function markThumbnailReady(db: Db, id: string, thumbnailKey: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(assets)
    .set({ thumbnailKey, status: 'ready', updatedAt: now })
    .where(eq(assets.id, id))
    .returning({ id: assets.id });
  return updated.length > 0;
}

export async function markFailed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(assets).set({ status: 'failed', updatedAt: now }).where(eq(assets.id, id));
}
