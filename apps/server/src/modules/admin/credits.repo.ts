import type { CreditEntryKind } from '@booth/shared';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { customers } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { KeysetPosition } from '@/platform/db/keyset-cursor.ts';
import { creditEntries } from './admin.table.ts';
import { olderThan } from '@/platform/db/keyset-cursor.ts';

export interface NewCreditEntry {
  customerId: string;
  kind: CreditEntryKind;
  amount: number;
  feature?: string;
  note?: string;
  actorId: string | null;
  /** The campaign a consumption (or its refund) was for; campaign budgets sum these. */
  eventId?: string | null;
  at: Date;
}

/**
 * Books an entry and moves the customer's balance by its amount: call inside the transaction of the
 * change, so ledger and balance never disagree. Answers the new balance.
 */
export async function bookCredits(db: Db, entry: NewCreditEntry): Promise<number> {
  await db.insert(creditEntries).values({
    customerId: entry.customerId,
    kind: entry.kind,
    amount: entry.amount,
    feature: entry.feature ?? '',
    note: entry.note ?? '',
    actorId: entry.actorId,
    eventId: entry.eventId ?? null,
    createdAt: entry.at,
  });
  const [row] = await db
    .update(customers)
    .set({ creditBalance: sql`${customers.creditBalance} + ${entry.amount}`, updatedAt: entry.at })
    .where(eq(customers.id, entry.customerId))
    .returning({ balance: customers.creditBalance });
  if (!row) throw new Error(`customer ${entry.customerId} vanished while booking credits`);
  return row.balance;
}

export type CreditEntryRow = typeof creditEntries.$inferSelect;

/** The customer's ledger, newest first, strictly older than `before`; `limit + 1` rows, for keysetPage. */
export async function listCreditEntries(db: Db, customerId: string, page: { before?: KeysetPosition; limit: number }): Promise<CreditEntryRow[]> {
  const conditions = [eq(creditEntries.customerId, customerId)];
  if (page.before) conditions.push(olderThan(creditEntries.createdAt, creditEntries.id, page.before));
  return db
    .select()
    .from(creditEntries)
    .where(and(...conditions))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
    .limit(page.limit + 1);
}

/**
 * Credits used by metered features, all time (a positive number): their consumption less what a feature
 * gave back (an AI run that failed is refunded as an adjustment naming its feature; an admin's
 * adjustments name none and are not usage).
 */
export async function consumedCredits(db: Db, customerId: string): Promise<number> {
  const featureRefund = and(eq(creditEntries.kind, 'adjustment'), ne(creditEntries.feature, ''));
  const [row] = await db
    .select({ consumed: sql<number>`coalesce(-sum(${creditEntries.amount}), 0)::int` })
    .from(creditEntries)
    .where(and(eq(creditEntries.customerId, customerId), or(eq(creditEntries.kind, 'consumption'), featureRefund)));
  return Math.max(0, row?.consumed ?? 0);
}

/** The ledger's sum per customer (customers without entries are missing: their sum is 0). */
export async function ledgerSums(db: Db, customerIds: readonly string[]): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: creditEntries.customerId, sum: sql<number>`sum(${creditEntries.amount})::int` })
    .from(creditEntries)
    .where(inArray(creditEntries.customerId, [...customerIds]))
    .groupBy(creditEntries.customerId);
  return new Map(rows.map((row) => [row.customerId, row.sum]));
}

/**
 * Recounts these customers' balances from their ledgers and corrects the ones that drifted (platform
 * §4 recalculation); answers the corrections.
 */
export async function recountBalances(db: Db, customerIds: readonly string[], at: Date): Promise<Array<{ customerId: string; before: number; after: number }>> {
  if (customerIds.length === 0) return [];
  const [sums, rows] = await Promise.all([
    ledgerSums(db, customerIds),
    db.select({ id: customers.id, balance: customers.creditBalance }).from(customers).where(inArray(customers.id, [...customerIds])),
  ]);
  const corrections: Array<{ customerId: string; before: number; after: number }> = [];
  for (const row of rows) {
    const after = sums.get(row.id) ?? 0;
    if (after === row.balance) continue;
    await db.update(customers).set({ creditBalance: after, updatedAt: at }).where(eq(customers.id, row.id));
    corrections.push({ customerId: row.id, before: row.balance, after });
  }
  return corrections;
}

/** Whether the customer's ledger has an entry of this kind with exactly this note (a purchase's note names its payment). */
export async function hasCreditEntry(db: Db, customerId: string, kind: CreditEntryKind, note: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(and(eq(creditEntries.customerId, customerId), eq(creditEntries.kind, kind), eq(creditEntries.note, note)))
    .limit(1);
  return Boolean(row);
}
