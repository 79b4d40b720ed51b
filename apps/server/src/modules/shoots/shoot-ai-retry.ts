import { Conflict } from '@/errors.ts';
import { aiRetriesLeft } from './shoot-ai-attempts.ts';
import { claimAiRetry, finishShootAi } from './shoot-ai.repo.ts';
import { startShootAiAttempt, type ShootAiDeps } from './shoot-ai.ts';
import { getForProcessJob } from './shoot-processing.repo.ts';
import type { ShootAiRecord } from './shoots.table.ts';

/**
 * `POST /events/{slug}/shoots/{id}/ai/retry`: the guest asks for the effect again after it failed,
 * while retries are left. The failed attempt is taken over as the next one in one guarded update (a
 * double tap starts one execution), then started on the camera picture, which stays the picture
 * meanwhile. The campaign's availability applies as on the first try: a spent budget or spent credits
 * make it a plain photo with the notice. A fault starting it gives the attempt back, so the guest may
 * try again. 409 when the picture's effect did not fail or no retries are left.
 */
export async function retryShootAi(deps: ShootAiDeps, shootId: string): Promise<void> {
  const found = await getForProcessJob(deps.db, shootId);
  const record = found?.shoot.ai;
  if (!found || !record || record.state !== 'failed') throw new Conflict('Only an AI picture whose effect failed can be retried');
  if (aiRetriesLeft(record) === 0) throw new Conflict('No retries are left for this picture');
  const at = (deps.now ?? (() => new Date()))();
  const next: ShootAiRecord = { ...record, state: 'pending', attempt: record.attempt + 1, failure: null, executionId: null };
  if (!(await claimAiRetry(deps.db, shootId, record, next, at))) throw new Conflict('This picture is being retried already');
  try {
    await startShootAiAttempt(deps, { ...found.shoot, ai: next }, found.event, next);
  } catch (error) {
    await finishShootAi(deps.db, shootId, next, { ai: record, at }).catch((undo: unknown) => deps.log.error({ err: undo, shootId }, 'could not give a failed AI retry back'));
    throw error;
  }
}
