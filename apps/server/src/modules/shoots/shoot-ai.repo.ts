import type { ShootKind } from '@booth/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { aiExecutions, type AiExecutionRow } from '@/modules/ai-filters/ai-filters.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { shoots, type ShootAiRecord, type ShootRenditions } from './shoots.table.ts';

/** The AI record is still in the state (and attempt) the caller read: guards every change of it. */
function aiIs(state: ShootAiRecord['state'], attempt: number): SQL {
  return sql`${shoots.ai}->>'state' = ${state} and (${shoots.ai}->>'attempt')::int = ${attempt}`;
}

export interface CameraPicture {
  renditions: ShootRenditions;
  width: number;
  height: number;
}

/**
 * The camera picture of an AI shoot, stored while the filter runs: the shoot stays `processing` (its
 * microsite waits for the result), but the picture is kept, so a failure, a crash or a spent budget
 * can always fall back to it.
 */
export async function saveCameraPicture(db: Db, shootId: string, picture: CameraPicture, ai: ShootAiRecord, at: Date): Promise<boolean> {
  const rows = await db
    .update(shoots)
    .set({ ...picture, ai, updatedAt: at })
    .where(and(eq(shoots.id, shootId), eq(shoots.status, 'processing')))
    .returning({ id: shoots.id });
  return rows.length > 0;
}

export interface AiOutcome {
  ai: ShootAiRecord;
  /** The AI result's renditions (success); absent: the camera picture stays the picture. */
  picture?: CameraPicture;
  /** A skipped AI picture becomes a plain photo. */
  kind?: ShootKind;
  /** Set when the shoot was still processing: it becomes ready now. */
  processed?: { processedAt: Date; processingTime: number };
  at: Date;
}

/**
 * Records how an attempt ended, once: only while the shoot's AI record is still `expected` (state and
 * attempt), so a repeated completion, a stale attempt or a concurrent retry changes nothing. A shoot
 * still processing becomes ready (with the result or its camera picture).
 */
export async function finishShootAi(db: Db, shootId: string, expected: Pick<ShootAiRecord, 'state' | 'attempt'>, outcome: AiOutcome): Promise<boolean> {
  const rows = await db
    .update(shoots)
    .set({
      ai: outcome.ai,
      ...outcome.picture,
      ...(outcome.kind ? { kind: outcome.kind } : {}),
      ...(outcome.processed ? { ...outcome.processed, status: 'ready' as const, failureReason: null } : {}),
      updatedAt: outcome.at,
    })
    .where(and(eq(shoots.id, shootId), aiIs(expected.state, expected.attempt)))
    .returning({ id: shoots.id });
  return rows.length > 0;
}

/** A guest's retry takes the failed attempt over as the next one; false when another call did first. */
export async function claimAiRetry(db: Db, shootId: string, failed: ShootAiRecord, next: ShootAiRecord, at: Date): Promise<boolean> {
  const rows = await db
    .update(shoots)
    .set({ ai: next, updatedAt: at })
    .where(and(eq(shoots.id, shootId), aiIs('failed', failed.attempt)))
    .returning({ id: shoots.id });
  return rows.length > 0;
}

/** An execution by id (a shoot's attempts have fixed ids, shoot-ai-attempts.ts). */
export async function findExecution(db: Db, id: string): Promise<AiExecutionRow | undefined> {
  const [row] = await db.select().from(aiExecutions).where(eq(aiExecutions.id, id));
  return row;
}
