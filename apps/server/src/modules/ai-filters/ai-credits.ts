import type { AiFailureReason, FieldIssue } from '@booth/shared';
import { AppError } from '@/errors.ts';
import { bookCredits, hasCreditEntry } from '@/modules/admin/credits.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { findExecutionForJob, lockUnfinishedExecution, markExecutionFailed } from './ai-executions.repo.ts';
import type { AiExecutionRow } from './ai-filters.table.ts';

/** Why an execution cannot start now: the campaign's AI budget or the account's credits are spent, or the provider is not set up here. */
export type AiUnavailableReason = 'budget' | 'credits' | 'unconfigured';

const MESSAGES: Record<AiUnavailableReason, string> = {
  budget: "The campaign's AI budget is spent; raise it in the campaign's settings",
  credits: 'No credits left for AI pictures; buy credits to go on',
  unconfigured: 'This AI provider is not configured on this installation',
};

/**
 * Thrown by a start that must not run. The shoot integration catches it and keeps the plain picture;
 * a studio call answers it as 422 LIMIT_EXCEEDED (budget, credits; the field names which) or 412.
 */
export class AiUnavailable extends AppError {
  constructor(readonly reason: AiUnavailableReason) {
    const field: FieldIssue = { path: reason === 'unconfigured' ? 'provider' : reason, message: MESSAGES[reason] };
    super(reason === 'unconfigured' ? 'PRECONDITION_FAILED' : 'LIMIT_EXCEEDED', MESSAGES[reason], [field]);
  }
}

/** The ledger's note of an execution's consumption: names it, so the refund finds it. */
export function consumptionNote(executionId: string): string {
  return `AI execution ${executionId}`;
}

export function refundNote(executionId: string): string {
  return `AI execution ${executionId} failed: refunded`;
}

export interface Charge {
  customerId: string;
  executionId: string;
  eventId: string | null;
  cost: number;
  at: Date;
}

/** Books a metered customer's consumption (inside the start's transaction, after its checks); answers the new balance. */
export function chargeExecution(db: Db, charge: Charge): Promise<number> {
  return bookCredits(db, {
    customerId: charge.customerId,
    kind: 'consumption',
    amount: -charge.cost,
    feature: 'ai',
    note: consumptionNote(charge.executionId),
    actorId: null,
    eventId: charge.eventId,
    at: charge.at,
  });
}

/**
 * Gives a failed execution's credits back (inside the transaction that marks it failed): only what
 * was booked for it, and only once, so a failure handled twice never pays out twice. Answers whether
 * anything was refunded.
 */
export async function refundExecution(db: Db, execution: { id: string; customerId: string; eventId: string | null; credits: number }, at: Date): Promise<boolean> {
  if (execution.credits <= 0) return false;
  const charged = await hasCreditEntry(db, execution.customerId, 'consumption', consumptionNote(execution.id));
  if (!charged || (await hasCreditEntry(db, execution.customerId, 'adjustment', refundNote(execution.id)))) return false;
  await bookCredits(db, {
    customerId: execution.customerId,
    kind: 'adjustment',
    amount: execution.credits,
    feature: 'ai',
    note: refundNote(execution.id),
    actorId: null,
    eventId: execution.eventId,
    at,
  });
  return true;
}

/**
 * Marks an unfinished execution failed and refunds what it booked, in one transaction: a failed run
 * is never charged. One already finished is answered as it is (a second failure changes nothing).
 */
export async function failAndRefund(db: Db, executionId: string, failure: AiFailureReason, at: Date): Promise<AiExecutionRow> {
  return db.transaction(async (tx) => {
    const row = await lockUnfinishedExecution(tx, executionId);
    if (!row) {
      const finished = await findExecutionForJob(tx, executionId);
      if (!finished) throw new Error(`execution ${executionId} vanished while failing it`);
      return finished;
    }
    await refundExecution(tx, row, at);
    const durationMs = row.startedAt ? Math.max(0, at.getTime() - row.startedAt.getTime()) : null;
    return markExecutionFailed(tx, executionId, { failure, finishedAt: at, durationMs });
  });
}
