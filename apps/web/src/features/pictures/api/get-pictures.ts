import { shootListSchema, type ShootKind, type ShootList, type ShootListOrder, type ShootVisibility } from '@booth/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

export const PICTURES_PAGE_SIZE = 48;
/** While a picture is processing the list is asked again this often, so it turns ready (or failed) on screen. */
const PROCESSING_REFRESH_MS = 4_000;

/** What the table filters by; empty values are "no filter". */
export interface PictureFilters {
  kinds: ShootKind[];
  contact: '' | '1' | '0';
  visibility: '' | ShootVisibility;
  search: string;
  order: ShootListOrder;
}

export const noPictureFilters: PictureFilters = { kinds: [], contact: '', visibility: '', search: '', order: 'desc' };

/** Whether any filter narrows the list (then "all N matching" is not "the whole campaign"). */
export function isFiltered(filters: PictureFilters): boolean {
  return filters.kinds.length > 0 || filters.contact !== '' || filters.visibility !== '' || filters.search !== '';
}

export const picturesKey = (slug: string) => [...eventsKey, 'one', slug, 'pictures'] as const;

/**
 * GET /events/{slug}/shoots/chunks — one page in the chosen order. The next page continues from this
 * one's cursor: `olderThan` newest first, `newerThan` oldest first (keyset, as fast deep as on top).
 */
export function getPictures(slug: string, filters: PictureFilters, cursor: string | null, signal?: AbortSignal): Promise<ShootList> {
  const params = new URLSearchParams({ limit: String(PICTURES_PAGE_SIZE), order: filters.order });
  if (cursor) params.set(filters.order === 'desc' ? 'olderThan' : 'newerThan', cursor);
  if (filters.kinds.length > 0) params.set('kind', filters.kinds.join(','));
  if (filters.contact) params.set('contact', filters.contact);
  if (filters.visibility) params.set('visibility', filters.visibility);
  if (filters.search) params.set('search', filters.search);
  return apiRequest(`/events/${encodeURIComponent(slug)}/shoots/chunks?${params.toString()}`, { schema: shootListSchema, signal });
}

export function getPicturesQueryOptions(slug: string, filters: PictureFilters) {
  return infiniteQueryOptions({
    queryKey: [...picturesKey(slug), filters],
    queryFn: ({ pageParam, signal }) => getPictures(slug, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function usePictures(slug: string, filters: PictureFilters) {
  return useInfiniteQuery({
    ...getPicturesQueryOptions(slug, filters),
    // The previous results stay while a new filter loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.shoots.some((shoot) => shoot.status === 'processing')) ? PROCESSING_REFRESH_MS : false,
  });
}
