import { bestPerformingSchema, type BestPerforming } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { analyticsKey } from './analytics-keys';
import { nullOnFailure } from './nullable-call';

export const BEST_PICTURES_SHOWN = 8;

/** GET /analytics/{eventId}/best-performing — the pictures guests engaged with most; null when the call failed. */
export function getBestPerforming(eventId: string, limit: number, signal?: AbortSignal): Promise<BestPerforming | null> {
  return nullOnFailure(apiRequest(`/analytics/${encodeURIComponent(eventId)}/best-performing?limit=${limit}`, { schema: bestPerformingSchema, signal }), signal);
}

export function useBestPerforming(eventId: string, limit = BEST_PICTURES_SHOWN) {
  return useQuery(queryOptions({ queryKey: [...analyticsKey, eventId, 'best', limit], queryFn: ({ signal }) => getBestPerforming(eventId, limit, signal) }));
}
