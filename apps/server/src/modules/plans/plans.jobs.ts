import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import type { Db } from '@/platform/db/database.ts';
import { findRun, finishRun } from './recalculation.repo.ts';
import { workOffRun } from './recalculation.ts';
import type { PlanRecalculatePayload } from './recalculation.payload.ts';

/**
 * `plan_recalculate`: works off a recalculation run (recalculation.ts). A fault is retried by the
 * queue; after the last attempt the run is marked failed, so the processing flag does not stay on.
 */
export function createPlanJobs(deps: { db: Db; now?: () => Date }): JobRegistration[] {
  const now = deps.now ?? (() => new Date());
  return [
    defineJob('plan_recalculate', async (payload: PlanRecalculatePayload, { lastAttempt }) => {
      try {
        return await workOffRun(deps.db, payload.runId, now());
      } catch (error) {
        if (lastAttempt && (await findRun(deps.db, payload.runId))) await finishRun(deps.db, payload.runId, 'failed', now());
        throw error;
      }
    }),
  ];
}
