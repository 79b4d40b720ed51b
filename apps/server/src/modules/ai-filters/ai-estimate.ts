import type { AiExecutionStatus, AiProviderName } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { recentDurations } from './ai-executions.repo.ts';

/** How many recent runs the estimate looks at: enough to ride out one slow run, few enough to follow a provider that got faster. */
export const ESTIMATE_SAMPLE = 10;
/**
 * A provider's estimate is read from all of its runs (no index serves it), so it is kept this long per
 * process; a filter's own estimate is index-backed and always fresh.
 */
const PROVIDER_ESTIMATE_TTL_MS = 30_000;
/** While a run has no progress of its own, time against the estimate stands in for it, but never claims to be done. */
const TIME_PROGRESS_CAP = 0.95;

/** The median, or null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function seconds(ms: number | null): number | null {
  return ms === null ? null : Math.round(ms / 100) / 10;
}

export interface Estimator {
  /** Median seconds of the filter's last runs, else of its provider's; null before any run. */
  estimateSeconds(of: { filterId: string | null; provider: AiProviderName }): Promise<number | null>;
}

export function createEstimator(deps: { db: Db; now: () => Date }): Estimator {
  const byProvider = new Map<AiProviderName, { at: number; value: number | null }>();

  async function providerEstimate(provider: AiProviderName): Promise<number | null> {
    const at = deps.now().getTime();
    const cached = byProvider.get(provider);
    if (cached && at - cached.at < PROVIDER_ESTIMATE_TTL_MS) return cached.value;
    const value = seconds(median(await recentDurations(deps.db, { provider }, ESTIMATE_SAMPLE)));
    byProvider.set(provider, { at, value });
    return value;
  }

  return {
    async estimateSeconds({ filterId, provider }) {
      if (filterId) {
        const own = median(await recentDurations(deps.db, { filterId }, ESTIMATE_SAMPLE));
        if (own !== null) return seconds(own);
      }
      return providerEstimate(provider);
    },
  };
}

export interface ProgressFacts {
  status: AiExecutionStatus;
  progress: number;
  startedAt: Date | null;
}

/**
 * What the guest's progress bar shows: the provider's own progress, or time passed against the
 * estimate when that is further along; seconds left are the estimate less the time it has run
 * (never below 0; null without an estimate).
 */
export function progressNow(facts: ProgressFacts, estimateSeconds: number | null, now: Date): { progress: number; secondsLeft: number | null } {
  if (facts.status === 'succeeded') return { progress: 1, secondsLeft: estimateSeconds === null ? null : 0 };
  if (facts.status === 'failed') return { progress: facts.progress, secondsLeft: estimateSeconds === null ? null : 0 };
  const elapsed = facts.status === 'running' && facts.startedAt ? Math.max(0, (now.getTime() - facts.startedAt.getTime()) / 1000) : 0;
  if (estimateSeconds === null) return { progress: facts.progress, secondsLeft: null };
  const byTime = estimateSeconds > 0 ? Math.min(TIME_PROGRESS_CAP, elapsed / estimateSeconds) : 0;
  return {
    progress: Math.min(1, Math.max(facts.progress, byTime)),
    secondsLeft: Math.max(0, Math.ceil(estimateSeconds - elapsed)),
  };
}
