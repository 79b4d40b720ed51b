import { type EventGetAnswer, eventGetAnswerSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** GET /events/{slug}?screens=1&shutter=1 — the whole campaign with every settings object. */
export function getEvent(slug: string, signal?: AbortSignal): Promise<EventGetAnswer> {
  return apiRequest(`/events/${encodeURIComponent(slug)}?screens=1&shutter=1`, { schema: eventGetAnswerSchema, signal });
}

export function getEventQueryOptions(slug: string) {
  return queryOptions({ queryKey: [...eventsKey, 'one', slug], queryFn: ({ signal }) => getEvent(slug, signal) });
}

export function useEvent(slug: string) {
  return useQuery(getEventQueryOptions(slug));
}
