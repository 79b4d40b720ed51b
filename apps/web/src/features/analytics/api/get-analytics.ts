import { eventAnalyticsSchema, type EventAnalytics } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { analyticsKey } from './analytics-keys';
import { nullOnFailure } from './nullable-call';

/** GET /analytics/{eventId} — the campaign's figures, hours counted in `timeZone`; null when the call failed. */
export function getAnalytics(eventId: string, timeZone: string, signal?: AbortSignal): Promise<EventAnalytics | null> {
  const query = new URLSearchParams({ timeZone });
  return nullOnFailure(apiRequest(`/analytics/${encodeURIComponent(eventId)}?${query}`, { schema: eventAnalyticsSchema, signal }), signal);
}

export function useAnalytics(eventId: string, timeZone: string) {
  return useQuery(queryOptions({ queryKey: [...analyticsKey, eventId, 'figures', timeZone], queryFn: ({ signal }) => getAnalytics(eventId, timeZone, signal) }));
}
