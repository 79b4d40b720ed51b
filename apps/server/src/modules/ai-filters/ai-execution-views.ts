import type { AiExecution } from '@booth/shared';
import { progressNow } from './ai-estimate.ts';
import type { AiExecutionRow } from './ai-filters.table.ts';

/** Where the API serves an execution and its pictures (signed in, its owner only). */
export function aiExecutionPath(id: string): string {
  return `/api/aifilters/executions/${id}`;
}

/** An execution as the API answers it, its progress and seconds left as of `now`. */
export function toAiExecutionDto(row: AiExecutionRow, estimateSeconds: number | null, now: Date): AiExecution {
  const { progress, secondsLeft } = progressNow(row, estimateSeconds, now);
  const path = aiExecutionPath(row.id);
  return {
    id: row.id,
    filterSlug: row.filterSlug,
    status: row.status,
    progress,
    estimateSeconds,
    secondsLeft,
    durationMs: row.durationMs,
    credits: row.credits,
    pin: row.pin,
    failure: row.failure,
    sourceUrl: `${path}/source`,
    resultUrl: row.status === 'succeeded' && row.resultKey ? `${path}/result` : null,
    createdAt: row.createdAt.toISOString(),
  };
}
