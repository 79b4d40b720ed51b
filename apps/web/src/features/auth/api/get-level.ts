import { type AuthLevel, authLevelSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getLevel(): Promise<AuthLevel> {
  return apiRequest('/auth/level', { schema: authLevelSchema, onUnauthenticated: 'ignore' });
}

/** Role, plans and additional features. A failing load logs the user out (platform §4). */
export function getLevelQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'level'], queryFn: getLevel, staleTime: Infinity, retry: false });
}

export function useLevel() {
  return useQuery(getLevelQueryOptions());
}
