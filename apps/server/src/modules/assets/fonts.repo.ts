import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { assets, type AssetRow } from './assets.table.ts';

export type StylesheetFont = Pick<AssetRow, 'id' | 'fileKey' | 'mimetype' | 'fontFamily' | 'fontStyle' | 'fontWeight'>;

/**
 * The fonts a customer's guest pages may use: the public library's (the template fonts) first, then
 * the customer's own, so that an own font of the same family, weight and style wins (the later
 * `@font-face` rule does). Each font once, also the customer's own public one.
 */
export async function listStylesheetFonts(db: Db, customerId: string): Promise<StylesheetFont[]> {
  const own = eq(assets.customerId, customerId);
  return db
    .select({
      id: assets.id,
      fileKey: assets.fileKey,
      mimetype: assets.mimetype,
      fontFamily: assets.fontFamily,
      fontStyle: assets.fontStyle,
      fontWeight: assets.fontWeight,
    })
    .from(assets)
    .where(and(eq(assets.assetType, 'font'), or(own, and(eq(assets.isPublic, true), eq(assets.status, 'ready')))))
        // false before true: the public library's fonts, then the customer's own.
    .orderBy(asc(sql`${assets.customerId} = ${customerId}`), asc(assets.createdAt), asc(assets.id));
}
