import { type EventListItem, eventShortListSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** GET /events/short: every own campaign as a list row, last changed first (pickers). */
export function getShortEvents(signal?: AbortSignal): Promise<EventListItem[]> {
  return apiRequest('/events/short', { schema: eventShortListSchema, signal });
}

export function getShortEventsQueryOptions() {
  // Under the events prefix, so a created, renamed or archived campaign refreshes the pickers too.
  return queryOptions({ queryKey: [...eventsKey, 'short'], queryFn: ({ signal }) => getShortEvents(signal) });
}

/** All own campaigns: the pickers offer the tablet booths, the cards name what a tablet last reported. */
export function useShortEvents() {
  return useQuery(getShortEventsQueryOptions());
}
