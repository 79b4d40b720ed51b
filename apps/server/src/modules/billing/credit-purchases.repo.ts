import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { creditPurchases } from './billing.table.ts';

export type CreditPurchaseRow = typeof creditPurchases.$inferSelect;

/** The customer's newest purchase of this pack with this card ('' for the hosted page). */
export async function newestCreditPurchase(db: Db, customerId: string, pack: string, paymentMethodId: string): Promise<CreditPurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(creditPurchases)
    .where(and(eq(creditPurchases.customerId, customerId), eq(creditPurchases.pack, pack), eq(creditPurchases.paymentMethodId, paymentMethodId)))
    .orderBy(desc(creditPurchases.createdAt))
    .limit(1);
  return row;
}

export async function insertCreditPurchase(db: Db, values: typeof creditPurchases.$inferInsert): Promise<CreditPurchaseRow> {
  const [row] = await db.insert(creditPurchases).values(values).returning();
  if (!row) throw new Error('credit purchase insert returned nothing');
  return row;
}

/** Marks the purchase answered by the provider (once: the first answer's time counts). */
export async function finishCreditPurchase(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(creditPurchases)
    .set({ finishedAt: at })
    .where(and(eq(creditPurchases.id, id), isNull(creditPurchases.finishedAt)));
}

/** Removes a purchase that failed before the provider answered. */
export async function deleteUnfinishedCreditPurchase(db: Db, id: string): Promise<void> {
  await db.delete(creditPurchases).where(and(eq(creditPurchases.id, id), isNull(creditPurchases.finishedAt)));
}

/** The customer's purchases made before `before` (they can no longer be joined). */
export async function pruneCreditPurchases(db: Db, customerId: string, before: Date): Promise<void> {
  await db.delete(creditPurchases).where(and(eq(creditPurchases.customerId, customerId), lt(creditPurchases.createdAt, before)));
}
