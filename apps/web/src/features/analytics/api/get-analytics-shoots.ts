import { shootsAnalyticsSchema, type ShootsAnalytics } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { analyticsKey } from './analytics-keys';
import { nullOnFailure } from './nullable-call';

/** GET /analytics/{eventId}/shoots — pictures over time by kind; null when the call failed. */
export function getAnalyticsShoots(eventId: string, timeZone: string, signal?: AbortSignal): Promise<ShootsAnalytics | null> {
  const query = new URLSearchParams({ timeZone });
  return nullOnFailure(apiRequest(`/analytics/${encodeURIComponent(eventId)}/shoots?${query}`, { schema: shootsAnalyticsSchema, signal }), signal);
}

export function useAnalyticsShoots(eventId: string, timeZone: string) {
  return useQuery(queryOptions({ queryKey: [...analyticsKey, eventId, 'shoots', timeZone], queryFn: ({ signal }) => getAnalyticsShoots(eventId, timeZone, signal) }));
}
