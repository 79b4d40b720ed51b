import { type Asset, eventDtoSchema } from '@booth/shared';
import { useQuery } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** The assets a campaign's saved settings refer to (GET /events/{slug}?assets=1), for the preview. */
export function useEventAssets(slug: string): Asset[] {
  const query = useQuery({
    queryKey: [...eventsKey, 'one', slug, 'assets'],
    queryFn: ({ signal }) => apiRequest(`/events/${encodeURIComponent(slug)}?assets=1`, { schema: eventDtoSchema.pick({ assets: true }), signal }),
    staleTime: 60_000,
  });
  return query.data?.assets ?? [];
}
