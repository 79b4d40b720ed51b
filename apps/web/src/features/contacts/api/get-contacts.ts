import { contactListSchema, type ContactList } from '@booth/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

export const CONTACTS_PAGE_SIZE = 25;

/** GET /events/{slug}/contacts — one page, newest first; the next is asked for with this one's cursor. */
export function getContacts(slug: string, search: string, cursor: string | null, signal?: AbortSignal): Promise<ContactList> {
  const params = new URLSearchParams({ limit: String(CONTACTS_PAGE_SIZE) });
  if (cursor) params.set('olderThan', cursor);
  if (search) params.set('search', search);
  return apiRequest(`/events/${encodeURIComponent(slug)}/contacts?${params.toString()}`, { schema: contactListSchema, signal });
}

export function getContactsQueryOptions(slug: string, search: string) {
  return infiniteQueryOptions({
    queryKey: [...eventsKey, 'one', slug, 'contacts', search],
    queryFn: ({ pageParam, signal }) => getContacts(slug, search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useContacts(slug: string, search: string) {
  // The previous results stay while a new search loads, instead of flashing skeletons.
  return useInfiniteQuery({ ...getContactsQueryOptions(slug, search), placeholderData: keepPreviousData });
}
