import { type AiExecution, aiExecutionSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { apiRequest } from '@/lib/api-client';

/** How often a running execution is asked for its progress: often enough for a smooth "seconds left". */
export const EXECUTION_POLL_MS = 1000;

export function isFinished(execution: Pick<AiExecution, 'status'> | undefined): boolean {
  return execution?.status === 'succeeded' || execution?.status === 'failed';
}

/** GET /aifilters/executions/{id}: progress, estimate, and at the end the result, time, credits and pin. */
export function getAiExecution(id: string, signal?: AbortSignal): Promise<AiExecution> {
  return apiRequest(`/aifilters/executions/${encodeURIComponent(id)}`, { schema: aiExecutionSchema, signal });
}

export function getAiExecutionQueryOptions(id: string) {
  return queryOptions({
    queryKey: aiStudioKeys.execution(id),
    queryFn: ({ signal }) => getAiExecution(id, signal),
    // Asked again until it succeeded or failed; a finished execution never changes.
    refetchInterval: (query) => (isFinished(query.state.data) ? false : EXECUTION_POLL_MS),
    staleTime: (query) => (isFinished(query.state.data) ? Infinity : 0),
  });
}

/** Follows an execution; `initial` is the 202 answer that started it, shown until the first poll. */
export function useAiExecution(initial: AiExecution | null) {
  return useQuery({ ...getAiExecutionQueryOptions(initial?.id ?? ''), enabled: initial !== null, initialData: initial ?? undefined, initialDataUpdatedAt: 0 });
}
