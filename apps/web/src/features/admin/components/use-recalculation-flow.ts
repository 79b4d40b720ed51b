import type { RecalculationRun } from '@booth/shared';
import { useEffect, useRef, useState } from 'react';
import { useRecalculation, useRefreshAfterRecalculation, useStartRecalculation } from '@/features/admin/api/customers-plans';

/**
 * A plan recalculation from the button to its result (platform §4 "processing flag"): start it, follow
 * the run until it is done, then refresh what it may have changed. `known` is a run the server reported
 * already (the last one, or one still processing when the page opened).
 */
export function useRecalculationFlow(customerId: string | null, known: RecalculationRun | null | undefined) {
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartRecalculation();
  const followedId = runId ?? (known?.processing ? known.id : null);
  const followed = useRecalculation(followedId);
  const run = followedId ? (followed.data ?? null) : (known ?? null);
  const processing = start.isPending || (run?.processing ?? false);

  const refresh = useRefreshAfterRecalculation();
  const wasProcessing = useRef(false);
  useEffect(() => {
    if (wasProcessing.current && run && !run.processing) void refresh();
    wasProcessing.current = run?.processing ?? false;
  }, [run, refresh]);

  return {
    run,
    processing,
    error: start.error ?? followed.error,
    start: () => start.mutate(customerId, { onSuccess: (queued) => setRunId(queued.id) }),
  };
}
