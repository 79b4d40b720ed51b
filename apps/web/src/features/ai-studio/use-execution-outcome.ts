import type { AiExecution } from '@booth/shared';
import { useEffect, useRef } from 'react';

/**
 * Calls `onSucceeded` or `onFailed` once when a followed execution finishes (not again on a re-render,
 * nor for an execution that was already finished when it was handed over twice).
 */
export function useExecutionOutcome(execution: AiExecution | undefined, handlers: { onSucceeded?: (execution: AiExecution) => void; onFailed?: (execution: AiExecution) => void }) {
  const reported = useRef<string | null>(null);
  const latest = useRef(handlers);
  // The newest handlers, without making them a reason to run the check again.
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!execution || reported.current === execution.id) return;
    if (execution.status === 'succeeded') {
      reported.current = execution.id;
      latest.current.onSucceeded?.(execution);
    } else if (execution.status === 'failed') {
      reported.current = execution.id;
      latest.current.onFailed?.(execution);
    }
  }, [execution]);
}
