import { type AppConfig, appConfigSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getConfig(): Promise<AppConfig> {
  return apiRequest('/config', { schema: appConfigSchema });
}

/** Public facts about this installation; they do not change while the page is open. */
export function getConfigQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity, gcTime: Infinity, retry: 1 });
}

export function useConfig() {
  return useQuery(getConfigQueryOptions());
}
