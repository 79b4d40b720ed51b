import type { AiExecutionStatus, ShootAiState } from '@booth/shared';
import { progressNow, type Estimator } from '@/modules/ai-filters/ai-estimate.ts';
import type { Db } from '@/platform/db/database.ts';
import { aiRetriesLeft, shootAiExecutionId } from './shoot-ai-attempts.ts';
import { findExecution } from './shoot-ai.repo.ts';
import type { ShootRow } from './shoots.table.ts';

/** How far a running attempt's execution is, as the guest's progress bar shows it. */
export interface AiProgress {
  status: AiExecutionStatus;
  progress: number;
  secondsLeft: number | null;
}

/**
 * An AI picture's state on the shoot status (shootAiStateSchema); null for every other picture. While
 * an attempt is pending, `live` is its execution's progress (queued until it runs; an execution that
 * ended but whose result is still being made into the picture shows as running at its end).
 */
export function shootAiStateOf(row: Pick<ShootRow, 'ai' | 'renditions'>, link: (key: string) => string, live: AiProgress | null): ShootAiState | null {
  const record = row.ai;
  if (!record) return null;
  const original = row.renditions.original;
  const common = { originalSrc: original ? link(original.path) : null, retriesLeft: record.state === 'skipped' ? 0 : aiRetriesLeft(record) };
  switch (record.state) {
    case 'pending': {
      if (!live) return { ...common, state: 'queued', progress: 0, secondsLeft: null, failure: null };
      if (live.status === 'queued') return { ...common, state: 'queued', progress: live.progress, secondsLeft: live.secondsLeft, failure: null };
      return { ...common, state: 'running', progress: live.status === 'running' ? live.progress : 1, secondsLeft: live.status === 'running' ? live.secondsLeft : 0, failure: null };
    }
    case 'succeeded':
      return { ...common, state: 'succeeded', progress: 1, secondsLeft: 0, failure: null };
    case 'failed':
    case 'skipped':
      return { ...common, state: record.state, progress: 0, secondsLeft: null, failure: record.failure };
  }
}

export interface AiProgressDeps {
  db: Db;
  estimator: Estimator;
  now: () => Date;
}

/**
 * The progress of a pending AI picture's execution, with the estimate from the filter's (or its
 * provider's) recent runs, the same rule the studio shows; null when nothing is pending or the
 * execution has not been started yet.
 */
export async function liveAiProgress(deps: AiProgressDeps, row: Pick<ShootRow, 'id' | 'ai'>): Promise<AiProgress | null> {
  if (row.ai?.state !== 'pending') return null;
  const execution = await findExecution(deps.db, shootAiExecutionId(row.id, row.ai.attempt));
  if (!execution) return null;
  const estimate = await deps.estimator.estimateSeconds(execution);
  return { status: execution.status, ...progressNow(execution, estimate, deps.now()) };
}
