import { promoProblem, promoProblemMessages, type Product, type PromoCode, type PromoCodeAdmin, type PromoCodeInput, type PromoKind, type PromoProblem } from '@booth/shared';
import { AppError } from '@/errors.ts';
import { requireAdmin } from '@/modules/admin/admin-access.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { countRedemption, deleteRedemption, findPromoCode, insertRedemption, type PromoCodeRow } from './promo-codes.repo.ts';
import { createPromoCode, listPromoCodesForAdmin, normalisePromoCode, retirePromoCode, toPublicPromo } from './promo-codes.manage.ts';

export interface PromoCodesService {
  /** Whether the code can be used now (for the product, when given); throws AppError('PROMO_CODE_INVALID') saying why. */
  check(code: string, product: Product | null): Promise<{ code: string; kind: PromoKind; value: number }>;
  /**
   * Counts one redemption for `reference` (the provider's id of the purchase) within the code's limit
   * and validity; idempotent per code + reference. Throws PROMO_CODE_INVALID when unknown, outside its
   * validity or used up.
   */
  reserve(code: string, reference: string, customerId: string): Promise<void>;
  /** Takes a redemption back (a purchase that failed or was abandoned); idempotent. */
  release(code: string, reference: string): Promise<void>;
  /** GET /products/promo/{promoCode}: the public view of a usable code. */
  lookup(code: string, product: Product | null): Promise<PromoCode>;
  /** Admin: every code with its redemptions, newest first. */
  list(auth: AuthContext): Promise<PromoCodeAdmin[]>;
  /** Admin: a new code; a code that exists already (also an ended one) answers 409. */
  create(auth: AuthContext, input: PromoCodeInput): Promise<PromoCodeAdmin>;
  /**
   * Admin: a code never redeemed is deleted; a redeemed one is ended instead (validUntil = now), so
   * its redemptions stay as the history of what was sold at which price. Unknown codes answer 404.
   */
  remove(auth: AuthContext, code: string): Promise<void>;
}

/** The refusal the API answers with (422): the reason in the message and on the `promoCode` field. */
export function promoCodeInvalid(reason: PromoProblem | 'unknown'): AppError {
  const message = promoProblemMessages[reason];
  return new AppError('PROMO_CODE_INVALID', message, [{ path: 'promoCode', message, code: 'invalid' }]);
}

export function createPromoCodesService(deps: { db: Db; now: () => Date }): PromoCodesService {
  const { db, now } = deps;

  async function usable(code: string, product: Product | null): Promise<PromoCodeRow> {
    const normal = normalisePromoCode(code);
    const row = normal ? await findPromoCode(db, normal) : undefined;
    if (!row) throw promoCodeInvalid('unknown');
    const problem = promoProblem(row, now(), product);
    if (problem) throw promoCodeInvalid(problem);
    return row;
  }

  return {
    async check(code, product) {
      const row = await usable(code, product);
      return { code: row.code, kind: row.kind, value: row.value };
    },

    async lookup(code, product) {
      return toPublicPromo(await usable(code, product));
    },

    async reserve(code, reference, customerId) {
      const normal = normalisePromoCode(code);
      if (!normal) throw promoCodeInvalid('unknown');
      const at = now();
      // One transaction: the redemption row and the count land together or not at all. The row goes
      // first, so a retry of the same purchase stops at its conflict before anything is counted.
      await db.transaction(async (tx) => {
        if (!(await findPromoCode(tx, normal))) throw promoCodeInvalid('unknown');
        const inserted = await insertRedemption(tx, { code: normal, reference, customerId, at });
        if (inserted === 'exists') return;
        // Deleted by an admin between the look and the insert.
        if (inserted === 'no-code') throw promoCodeInvalid('unknown');
        if (await countRedemption(tx, normal, at)) return;
        // Not counted: say why from the row as it is now (the throw rolls the redemption row back).
        const row = await findPromoCode(tx, normal);
        throw promoCodeInvalid(row ? (promoProblem(row, at, null) ?? 'exhausted') : 'unknown');
      });
    },

    async release(code, reference) {
      const normal = normalisePromoCode(code);
      if (!normal) return;
      await db.transaction(async (tx) => {
        await deleteRedemption(tx, normal, reference);
      });
    },

    async list(auth) {
      await requireAdmin(db, auth);
      return listPromoCodesForAdmin(db);
    },

    async create(auth, input) {
      await requireAdmin(db, auth);
      return createPromoCode(db, now(), input);
    },

    async remove(auth, code) {
      await requireAdmin(db, auth);
      await retirePromoCode(db, now(), code);
    },
  };
}
