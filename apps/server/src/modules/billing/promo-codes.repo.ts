import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { promoCodes, promoRedemptions } from './billing.table.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

export async function findPromoCode(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

/** The code, locked until the transaction ends (a deletion waits for reservations in flight, and they for it). */
export async function lockPromoCode(tx: Db, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  return row;
}

/** Every code, newest first (the admin list; a few hundred codes at most). */
export async function listPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), promoCodes.code);
}

export async function insertPromoCode(db: Db, row: NewPromoCode): Promise<PromoCodeRow> {
  const [inserted] = await db.insert(promoCodes).values(row).returning();
  if (!inserted) throw new Error('promo code insert returned no row');
  return inserted;
}

export async function deletePromoCode(tx: Db, code: string): Promise<void> {
  await tx.delete(promoCodes).where(eq(promoCodes.code, code));
}

export async function setPromoValidUntil(tx: Db, code: string, validUntil: Date): Promise<void> {
  await tx.update(promoCodes).set({ validUntil }).where(eq(promoCodes.code, code));
}

/** PostgreSQL's foreign_key_violation of the code (not of the customer); Drizzle wraps driver errors, so it may sit on `cause`. */
function isMissingCode(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23503') return constraint === 'promo_redemptions_code_promo_codes_code_fk';
  }
  return false;
}

/**
 * Records the redemption for `reference` unless it exists: 'exists' is a retried purchase, which must
 * not count twice. A concurrent insert of the same key waits for the other transaction and then sees
 * the conflict, so the pair is counted once whatever the timing. 'no-code': the code was deleted
 * meanwhile (the transaction is unusable then; the caller throws).
 */
export async function insertRedemption(tx: Db, redemption: { code: string; reference: string; customerId: string; at: Date }): Promise<'inserted' | 'exists' | 'no-code'> {
  try {
    const rows = await tx
      .insert(promoRedemptions)
      .values({ code: redemption.code, reference: redemption.reference, customerId: redemption.customerId, createdAt: redemption.at })
      .onConflictDoNothing()
      .returning({ code: promoRedemptions.code });
    return rows.length > 0 ? 'inserted' : 'exists';
  } catch (error) {
    if (isMissingCode(error)) return 'no-code';
    throw error;
  }
}

/**
 * Counts one redemption if the code is usable at `at` and below its limit. The condition is in the
 * UPDATE itself: the row lock it takes makes concurrent redemptions queue, and each re-reads the count
 * after the one before it committed, so a burst never passes `maxRedemptions`. False: nothing counted.
 */
export async function countRedemption(tx: Db, code: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptions, promoCodes.maxRedemptions)),
        or(isNull(promoCodes.validFrom), lte(promoCodes.validFrom, at)),
        or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, at)),
      ),
    )
    .returning({ code: promoCodes.code });
  return rows.length > 0;
}

/** Takes a redemption back: the row and its count go together, and only once. */
export async function deleteRedemption(tx: Db, code: string, reference: string): Promise<boolean> {
  const rows = await tx
    .delete(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.reference, reference)))
    .returning({ code: promoRedemptions.code });
  if (rows.length === 0) return false;
  await tx
    .update(promoCodes)
    .set({ redemptions: sql`greatest(${promoCodes.redemptions} - 1, 0)` })
    .where(eq(promoCodes.code, code));
  return true;
}
