import { type EventArchivedFilter, type EventListPage, eventListPageSchema } from '@booth/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface EventFilters {
  archived: EventArchivedFilter;
  q: string;
}

/** Every event query shares this prefix, so one invalidation refreshes lists and views. */
export const eventsKey = ['events'] as const;

/** GET /events — list rows (name, type, dimension, counters), last changed first. */
export function getEvents(filters: EventFilters, signal?: AbortSignal): Promise<EventListPage> {
  const params = new URLSearchParams({ limit: '100', offset: '0', archived: filters.archived });
  const q = filters.q.trim();
  if (q) params.set('q', q);
  return apiRequest(`/events?${params.toString()}`, { schema: eventListPageSchema, signal });
}

export function getEventsQueryOptions(filters: EventFilters) {
  const normalised = { archived: filters.archived, q: filters.q.trim() };
  return queryOptions({
    queryKey: [...eventsKey, 'list', normalised],
    queryFn: ({ signal }) => getEvents(normalised, signal),
  });
}

export function useEvents(filters: EventFilters) {
  return useQuery({ ...getEventsQueryOptions(filters), placeholderData: keepPreviousData });
}
