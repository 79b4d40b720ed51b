import { dashboardSchema, type Dashboard } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /auth/dashboard — recent campaigns and pictures, statistics and account, in one call (platform §7). */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest('/auth/dashboard', { schema: dashboardSchema, signal });
}

export function getDashboardQueryOptions() {
  // Fetched on every visit (shown from the cache meanwhile): a campaign made a moment ago must end the first steps.
  return queryOptions({ queryKey: ['auth', 'dashboard'], queryFn: ({ signal }) => getDashboard(signal) });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
