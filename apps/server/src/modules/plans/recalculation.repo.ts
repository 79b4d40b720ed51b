import type { RecalculationResult, RecalculationStatus } from '@booth/shared';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { planRecalculations } from '@/modules/admin/admin.table.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';

export type RecalculationRow = typeof planRecalculations.$inferSelect;

const unfinished: RecalculationStatus[] = ['queued', 'running'];

export async function insertRun(db: Db, values: { customerId: string | null; requestedBy: string | null; at: Date }): Promise<RecalculationRow> {
  const [row] = await db
    .insert(planRecalculations)
    .values({ customerId: values.customerId, requestedBy: values.requestedBy, status: 'queued', createdAt: values.at })
    .returning();
  if (!row) throw new Error('recalculation run was not stored');
  return row;
}

export async function findRun(db: Db, id: string): Promise<RecalculationRow | undefined> {
  const [row] = await db.select().from(planRecalculations).where(eq(planRecalculations.id, id));
  return row;
}

export async function latestRun(db: Db): Promise<RecalculationRow | undefined> {
  const [row] = await db.select().from(planRecalculations).orderBy(desc(planRecalculations.createdAt), desc(planRecalculations.id)).limit(1);
  return row;
}

/** Runs queued or running: the boot requeues them (a crash between storing a run and queueing its job). */
export async function unfinishedRuns(db: Db): Promise<RecalculationRow[]> {
  return db.select().from(planRecalculations).where(inArray(planRecalculations.status, unfinished));
}

/** Platform §4 processing flag: a run for this customer, or for everyone, is queued or running. */
export async function isRecalculating(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: planRecalculations.id })
    .from(planRecalculations)
    .where(and(inArray(planRecalculations.status, unfinished), or(eq(planRecalculations.customerId, customerId), isNull(planRecalculations.customerId))))
    .limit(1);
  return row !== undefined;
}

/**
 * Claims a run for work: queued → running (a retry finds it running and goes on). False when it is
 * finished already, so a duplicate job does nothing.
 */
export async function startRun(db: Db, id: string): Promise<RecalculationRow | undefined> {
  const [row] = await db
    .update(planRecalculations)
    .set({ status: 'running' })
    .where(and(eq(planRecalculations.id, id), inArray(planRecalculations.status, unfinished)))
    .returning();
  return row;
}

/** Progress after a batch, in the batch's transaction: the result so far always matches what was applied. */
export async function saveProgress(db: Db, id: string, processed: number, result: RecalculationResult): Promise<void> {
  await db.update(planRecalculations).set({ processed, result }).where(eq(planRecalculations.id, id));
}

export async function finishRun(db: Db, id: string, status: 'done' | 'failed', at: Date): Promise<void> {
  await db.update(planRecalculations).set({ status, finishedAt: at }).where(eq(planRecalculations.id, id));
}

/** The next batch of customer ids after `afterId` (all customers, in id order), or just the one customer. */
export async function customerBatch(db: Db, scope: string | null, afterId: string | null, size: number): Promise<string[]> {
  const conditions = [];
  if (scope) conditions.push(eq(customers.id, scope));
  if (afterId) conditions.push(gt(customers.id, afterId));
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(customers.id)
    .limit(size);
  return rows.map((row) => row.id);
}
