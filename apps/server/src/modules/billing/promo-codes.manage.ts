import { promoCodeInputSchema, promoCodeSchema, type PromoCode, type PromoCodeAdmin, type PromoCodeInput } from '@booth/shared';
import { Conflict, NotFound } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import { deletePromoCode, insertPromoCode, listPromoCodes, lockPromoCode, setPromoValidUntil, type PromoCodeRow } from './promo-codes.repo.ts';

/**
 * Managing promo codes, without the question of who may: the admin routes ask that first (the
 * service), the command line (`npm run admin -- promo …`) is trusted by whoever can run it.
 */

/** Codes are typed by people: compared in upper case; something that cannot be a code is simply unknown (null). */
export function normalisePromoCode(code: string): string | null {
  const parsed = promoCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toPublicPromo(row: PromoCodeRow): PromoCode {
  return { code: row.code, kind: row.kind, value: row.value, validUntil: iso(row.validUntil), products: row.products, description: row.description };
}

export function toAdminPromo(row: PromoCodeRow): PromoCodeAdmin {
  return { ...toPublicPromo(row), validFrom: iso(row.validFrom), maxRedemptions: row.maxRedemptions, redemptions: row.redemptions, createdAt: row.createdAt.toISOString() };
}

export async function listPromoCodesForAdmin(db: Db): Promise<PromoCodeAdmin[]> {
  return (await listPromoCodes(db)).map(toAdminPromo);
}

/** A new code; one that exists already (also an ended one: it keeps its redemptions) is a 409 on `code`. */
export async function createPromoCode(db: Db, at: Date, input: PromoCodeInput): Promise<PromoCodeAdmin> {
  const promo = promoCodeInputSchema.parse(input);
  try {
    const row = await insertPromoCode(db, {
      code: promo.code,
      kind: promo.kind,
      value: promo.value,
      validFrom: promo.validFrom ? new Date(promo.validFrom) : null,
      validUntil: promo.validUntil ? new Date(promo.validUntil) : null,
      maxRedemptions: promo.maxRedemptions,
      products: promo.products,
      description: promo.description,
      createdAt: at,
    });
    return toAdminPromo(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = `The promo code ${promo.code} exists already (ended codes keep their name)`;
    throw new Conflict(message, [{ path: 'code', message }]);
  }
}

/**
 * Takes a code out of use. Never redeemed: deleted, the name is free again. Redeemed: ended instead
 * (validUntil = now), because its redemptions are the record of what was sold at which price and the
 * purchases made with it keep their discount. Ending again never moves an earlier end later.
 */
export async function retirePromoCode(db: Db, at: Date, code: string): Promise<'deleted' | 'ended'> {
  const normal = normalisePromoCode(code);
  if (!normal) throw new NotFound('No such promo code');
  return db.transaction(async (tx) => {
    // Locked, so a reservation in flight either counts before this looks or waits and then fails.
    const row = await lockPromoCode(tx, normal);
    if (!row) throw new NotFound('No such promo code');
    if (row.redemptions === 0) {
      await deletePromoCode(tx, normal);
      return 'deleted';
    }
    if (!row.validUntil || row.validUntil > at) await setPromoValidUntil(tx, normal, at);
    return 'ended';
  });
}
