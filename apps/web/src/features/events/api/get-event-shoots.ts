import { shootListSchema, type ShootList } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

export const NEWEST_PICTURES = 12;

/** GET /events/{slug}/shoots — the newest pictures of a campaign, newest first. */
export function getEventShoots(slug: string, limit: number, signal?: AbortSignal): Promise<ShootList> {
  return apiRequest(`/events/${encodeURIComponent(slug)}/shoots?limit=${limit}`, { schema: shootListSchema, signal });
}

export function useEventShoots(slug: string, limit = NEWEST_PICTURES) {
  return useQuery(
    queryOptions({
      queryKey: [...eventsKey, 'one', slug, 'shoots', limit],
      queryFn: ({ signal }) => getEventShoots(slug, limit, signal),
      // Pictures keep arriving during an event; processing ones turn ready within seconds.
      refetchInterval: (query) => (query.state.data?.shoots.some((shoot) => shoot.status === 'processing') ? 3_000 : 30_000),
    }),
  );
}
