import type { AuditDetail, RecalculationResult } from '@booth/shared';
import { emailsOf } from '@/modules/admin/admin-customers.repo.ts';
import { recordAudit } from '@/modules/admin/audit.repo.ts';
import { recountBalances } from '@/modules/admin/credits.repo.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { applyEffectivePlans, type PlanChange } from './effective-plans.ts';
import { customerBatch, finishRun, saveProgress, startRun, type RecalculationRow } from './recalculation.repo.ts';

/** Customers per transaction: a crash loses at most one batch's work, and a batch is a few queries. */
export const RECALCULATION_BATCH = 100;

const emptyResult = (): RecalculationResult => ({ customers: 0, planChanges: [], creditCorrections: [] });

/**
 * Works off one recalculation run (platform §4): every customer's effective plans from the grants
 * valid at `now`, and credit balances recounted from the ledger, batch by batch. Each batch commits
 * its changes, their audit entries (actor: the admin who asked) and the run's result so far together,
 * so a run resumed after a crash keeps what was already changed and finds nothing left to change in
 * the batches done before: idempotent. A finished run is skipped.
 */
export async function workOffRun(db: Db, runId: string, now: Date): Promise<'success' | 'skipped'> {
  const run = await startRun(db, runId);
  if (!run) return 'skipped';
  const actor = await actorOf(db, run);
  let result = run.result ?? emptyResult();
  let processed = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await customerBatch(db, run.customerId, after, RECALCULATION_BATCH);
    if (ids.length === 0) break;
    result = await db.transaction(async (tx) => {
      const planChanges = await applyEffectivePlans(tx, ids, now);
      const corrections = await recountBalances(tx, ids, now);
      const emails = await emailsOf(tx, ids);
      const email = (id: string) => emails.get(id) ?? '';
      await auditChanges(tx, { runId, actor, at: now, planChanges, corrections });
      const next: RecalculationResult = {
        customers: processed + ids.length,
        planChanges: [...result.planChanges, ...planChanges.map((change) => ({ ...change, email: email(change.customerId) }))],
        creditCorrections: [...result.creditCorrections, ...corrections.map((correction) => ({ ...correction, email: email(correction.customerId) }))],
      };
      await saveProgress(tx, runId, processed + ids.length, next);
      return next;
    });
    processed += ids.length;
    after = ids.at(-1) ?? null;
  }
  await saveProgress(db, runId, processed, { ...result, customers: processed });
  await finishRun(db, runId, 'done', now);
  return 'success';
}

/** One entry per customer whose plans or balance changed: `plans` lists "product: before → after". */
async function auditChanges(
  db: Db,
  run: { runId: string; actor: { actorId: string | null; actorEmail: string }; at: Date; planChanges: PlanChange[]; corrections: Array<{ customerId: string; before: number; after: number }> },
): Promise<void> {
  const lines = new Map<string, string[]>();
  for (const change of run.planChanges) lines.set(change.customerId, [...(lines.get(change.customerId) ?? []), `${change.product}: ${change.before ?? '—'} → ${change.after}`]);
  const credits = new Map(run.corrections.map((correction) => [correction.customerId, correction]));
  for (const customerId of new Set([...lines.keys(), ...credits.keys()])) {
    const plans = lines.get(customerId);
    const credit = credits.get(customerId);
    const detail: AuditDetail = { runId: run.runId, ...(plans ? { plans } : {}), ...(credit ? { creditsBefore: credit.before, creditsAfter: credit.after } : {}) };
    await recordAudit(db, { customerId, kind: 'admin', ...run.actor, action: 'admin.plan.recalculated', detail, at: run.at });
  }
}

/** The admin who asked, as the audit entries' actor; the system when that account is gone. */
async function actorOf(db: Db, run: RecalculationRow): Promise<{ actorId: string | null; actorEmail: string }> {
  const admin = run.requestedBy ? await findCustomerById(db, run.requestedBy) : undefined;
  return admin ? { actorId: admin.id, actorEmail: admin.email } : { actorId: null, actorEmail: 'system' };
}
