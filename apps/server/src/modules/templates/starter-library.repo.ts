import { inArray } from 'drizzle-orm';
import { assets, type NewAssetRow } from '@/modules/assets/assets.table.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';

/**
 * The owner of the public starter library: not an organiser. It can never sign in: it is never
 * activated (login refuses that before checking anything) and its password hash is no hash at all.
 */
export async function ensureLibraryCustomer(db: Db, values: { id: string; email: string; passwordHash: string }): Promise<void> {
  await db
    .insert(customers)
    .values({ ...values, role: 'trial', activatedAt: null })
    .onConflictDoNothing();
}

/** The stored file keys of these starter assets, by id. */
export async function findStarterFileKeys(db: Db, ids: string[]): Promise<Map<string, { fileKey: string; thumbnailKey: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: assets.id, fileKey: assets.fileKey, thumbnailKey: assets.thumbnailKey }).from(assets).where(inArray(assets.id, ids));
  return new Map(rows.map((row) => [row.id, { fileKey: row.fileKey, thumbnailKey: row.thumbnailKey }]));
}

/**
 * Inserts a starter asset or points its row at the new files of a changed design. Two processes
 * starting together write the same row with the same values, so either order gives one row.
 */
export async function upsertStarterAsset(db: Db, row: NewAssetRow): Promise<void> {
  await db
    .insert(assets)
    .values(row)
    .onConflictDoUpdate({
      target: assets.id,
      set: {
        originalname: row.originalname,
        mimetype: row.mimetype,
        fileKey: row.fileKey,
        fileSize: row.fileSize,
        thumbnailKey: row.thumbnailKey,
        width: row.width,
        height: row.height,
        orientation: row.orientation,
        assetType: row.assetType,
        tags: row.tags,
        isPublic: true,
        fontName: row.fontName,
        fontFamily: row.fontFamily,
        fontStyle: row.fontStyle,
        fontWeight: row.fontWeight,
        status: 'ready',
        updatedAt: row.updatedAt,
      },
    });
}
