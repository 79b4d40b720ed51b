import { type ProductPlan, productPlanSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { apiRequest } from '@/lib/api-client';

/** GET /products/plans/{id}: the plan the purchase page sells. */
export function getPlan(id: string, signal?: AbortSignal): Promise<ProductPlan> {
  return apiRequest(`/products/plans/${encodeURIComponent(id)}`, { schema: productPlanSchema, signal });
}

export function usePlan(id: string | null) {
  return useQuery(
    queryOptions({ queryKey: billingKeys.plan(id ?? ''), queryFn: ({ signal }) => getPlan(id ?? '', signal), enabled: Boolean(id), staleTime: 5 * 60_000 }),
  );
}
