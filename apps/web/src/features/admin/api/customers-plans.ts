import { type RecalculationRun, customersPlansSchema, recalculationRunSchema } from '@booth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKey } from '@/features/admin/api/admin-key';
import { RECALCULATION_POLL_MS, customerKey } from '@/features/admin/api/get-customer';
import { apiRequest } from '@/lib/api-client';

export type CustomersPlans = z.infer<typeof customersPlansSchema>;

const plansKey = [...adminKey, 'plans'] as const;
const runKey = (id: string) => [...plansKey, 'run', id] as const;

/** GET /customersPlans (admins): the plans with how many customers hold each, and the last recalculation. */
export function getCustomersPlans(signal?: AbortSignal): Promise<CustomersPlans> {
  return apiRequest('/customersPlans', { schema: customersPlansSchema, signal });
}

export function useCustomersPlans() {
  return useQuery(queryOptions({ queryKey: plansKey, queryFn: ({ signal }) => getCustomersPlans(signal) }));
}

/** GET /customersPlans/recalculations/{id}: a run, asked again while it is processing (platform §4). */
export function getRecalculation(id: string, signal?: AbortSignal): Promise<RecalculationRun> {
  return apiRequest(`/customersPlans/recalculations/${encodeURIComponent(id)}`, { schema: recalculationRunSchema, signal });
}

export function useRecalculation(id: string | null) {
  return useQuery({
    queryKey: runKey(id ?? ''),
    queryFn: ({ signal }) => getRecalculation(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.status === 'error' || query.state.data?.processing === false ? false : RECALCULATION_POLL_MS),
  });
}

/**
 * POST /customersPlans/recalculate (all customers) or /customersPlans/{customerId}/recalculate: a durable
 * job; the answer (202) is the queued run, which the caller then follows.
 */
export function startRecalculation(customerId: string | null): Promise<RecalculationRun> {
  const path = customerId ? `/customersPlans/${encodeURIComponent(customerId)}/recalculate` : '/customersPlans/recalculate';
  return apiRequest(path, { method: 'POST', schema: recalculationRunSchema });
}

export function useStartRecalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRecalculation,
    onSuccess: (run, customerId) => {
      queryClient.setQueryData(runKey(run.id), run);
      if (customerId) void queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
    },
  });
}

/** When a run is done, what it changed shows in the plan counts, the list and the customer pages. */
export function useRefreshAfterRecalculation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKey });
}
