import type { AiFailureReason, AiPin, AiProviderName } from '@booth/shared';
import { and, desc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { aiExecutions, aiFilters, aiPrompts, type AiExecutionRow, type AiFilterRow, type NewAiExecutionRow } from './ai-filters.table.ts';

/** The statuses in which an execution still has work to do (a job may take it up). */
const UNFINISHED = ['queued', 'running'] as const;

export async function insertExecution(db: Db, values: NewAiExecutionRow): Promise<AiExecutionRow> {
  const [row] = await db.insert(aiExecutions).values(values).returning();
  if (!row) throw new Error('the execution was not inserted');
  return row;
}

/** One of the customer's executions; another customer's is not found. */
export async function findOwnExecution(db: Db, customerId: string, id: string): Promise<AiExecutionRow | undefined> {
  const [row] = await db
    .select()
    .from(aiExecutions)
    .where(and(eq(aiExecutions.id, id), eq(aiExecutions.customerId, customerId)));
  return row;
}

export async function findExecutionForJob(db: Db, id: string): Promise<AiExecutionRow | undefined> {
  const [row] = await db.select().from(aiExecutions).where(eq(aiExecutions.id, id));
  return row;
}

/** Claims the run: only an execution still queued (or running, after a crash) may start. */
export async function markExecutionRunning(db: Db, id: string, at: Date): Promise<AiExecutionRow | undefined> {
  const [row] = await db
    .update(aiExecutions)
    .set({ status: 'running', startedAt: at, progress: 0 })
    .where(and(eq(aiExecutions.id, id), inArray(aiExecutions.status, [...UNFINISHED])))
    .returning();
  return row;
}

/** Progress only while it runs, so a late write never lands on a finished execution. */
export async function writeExecutionProgress(db: Db, id: string, progress: number): Promise<void> {
  await db
    .update(aiExecutions)
    .set({ progress })
    .where(and(eq(aiExecutions.id, id), eq(aiExecutions.status, 'running'), lt(aiExecutions.progress, progress)));
}

export async function markExecutionSucceeded(
  db: Db,
  id: string,
  values: { resultKey: string; pin: AiPin; durationMs: number; finishedAt: Date },
): Promise<AiExecutionRow | undefined> {
  const [row] = await db
    .update(aiExecutions)
    .set({ ...values, status: 'succeeded', progress: 1, failure: null })
    .where(and(eq(aiExecutions.id, id), eq(aiExecutions.status, 'running')))
    .returning();
  return row;
}

/**
 * Locks an unfinished execution for its failure (call inside the transaction that refunds it): a
 * second failure of the same execution finds it finished and refunds nothing.
 */
export async function lockUnfinishedExecution(db: Db, id: string): Promise<AiExecutionRow | undefined> {
  const [row] = await db
    .select()
    .from(aiExecutions)
    .where(and(eq(aiExecutions.id, id), inArray(aiExecutions.status, [...UNFINISHED])))
    .for('update');
  return row;
}

export async function markExecutionFailed(db: Db, id: string, values: { failure: AiFailureReason; finishedAt: Date; durationMs: number | null }): Promise<AiExecutionRow> {
  const [row] = await db
    .update(aiExecutions)
    .set({ ...values, status: 'failed', credits: 0 })
    .where(eq(aiExecutions.id, id))
    .returning();
  if (!row) throw new Error(`execution ${id} vanished while failing it`);
  return row;
}

/** How long the last succeeded runs took: of this filter, or, before it has any, of its provider. */
export async function recentDurations(db: Db, by: { filterId: string } | { provider: AiProviderName }, limit: number): Promise<number[]> {
  const which = 'filterId' in by ? eq(aiExecutions.filterId, by.filterId) : eq(aiExecutions.provider, by.provider);
  const rows = await db
    .select({ durationMs: aiExecutions.durationMs })
    .from(aiExecutions)
    .where(and(which, eq(aiExecutions.status, 'succeeded'), isNotNull(aiExecutions.durationMs)))
    .orderBy(desc(aiExecutions.finishedAt))
    .limit(limit);
  return rows.flatMap((row) => (row.durationMs === null ? [] : [row.durationMs]));
}

/** A filter the customer may run: its own, or one of the library's. Another customer's private filter is not found. */
export async function findRunnableFilter(db: Db, customerId: string, slug: string): Promise<AiFilterRow | undefined> {
  const [row] = await db
    .select()
    .from(aiFilters)
    .where(and(eq(aiFilters.slug, slug), or(eq(aiFilters.customerId, customerId), eq(aiFilters.isPublic, true))));
  return row;
}

export async function findFilterForRun(db: Db, id: string): Promise<AiFilterRow | undefined> {
  const [row] = await db.select().from(aiFilters).where(eq(aiFilters.id, id));
  return row;
}

/** A saved prompt of a filter (the one an execution was started with, when the filter moved on since). */
export async function findPromptOfFilter(db: Db, filterId: string, promptId: string): Promise<{ positivePrompt: string; negativePrompt: string } | undefined> {
  const [row] = await db
    .select({ positivePrompt: aiPrompts.positivePrompt, negativePrompt: aiPrompts.negativePrompt })
    .from(aiPrompts)
    .where(and(eq(aiPrompts.id, promptId), eq(aiPrompts.filterId, filterId)));
  return row;
}

/** The providers of the filters a campaign offers (own or library filters; unknown ids are left out). */
export async function providersOfFilters(db: Db, customerId: string, ids: readonly string[]): Promise<AiProviderName[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ provider: aiFilters.provider })
    .from(aiFilters)
    .where(and(inArray(aiFilters.id, [...ids]), or(eq(aiFilters.customerId, customerId), eq(aiFilters.isPublic, true))));
  return rows.map((row) => row.provider);
}

/**
 * Executions a crash left without a live job: queued before `queuedBefore` (the job was never queued),
 * or running since before `runningBefore` (longer than any job may run: its process died on the last
 * attempt, so no retry will come).
 */
export async function listOrphanedExecutions(db: Db, cutoff: { queuedBefore: Date; runningBefore: Date }, limit: number): Promise<Array<{ id: string; eventId: string | null }>> {
  return db
    .select({ id: aiExecutions.id, eventId: aiExecutions.eventId })
    .from(aiExecutions)
    .where(
      or(
        and(eq(aiExecutions.status, 'queued'), lt(aiExecutions.createdAt, cutoff.queuedBefore)),
        and(eq(aiExecutions.status, 'running'), lt(aiExecutions.startedAt, cutoff.runningBefore)),
      ),
    )
    .limit(limit);
}
