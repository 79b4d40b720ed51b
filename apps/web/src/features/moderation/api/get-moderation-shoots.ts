import { type ModerationPage, moderationPageSchema } from '@booth/shared';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { QueueFilters } from '@/features/moderation/api/moderation-queue';
import { apiRequest } from '@/lib/api-client';

export const MODERATION_PAGE_SIZE = 30;

export const moderationKey = (slug: string) => ['moderation', slug] as const;
export const moderationListKey = (slug: string) => [...moderationKey(slug), 'list'] as const;
export const moderationSummaryKey = (slug: string) => [...moderationKey(slug), 'summary'] as const;

/** GET /events/{slug}/moderation/shoots: newest first, keyset-paged by `olderThan`. */
export function getModerationShoots(
  slug: string,
  filters: QueueFilters,
  cursor: string | null,
  limit = MODERATION_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ModerationPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filters.tab !== 'all') params.set('state', filters.tab);
  if (filters.kinds.length > 0) params.set('kind', filters.kinds.join(','));
  if (cursor) params.set('olderThan', cursor);
  return apiRequest(`/events/${encodeURIComponent(slug)}/moderation/shoots?${params.toString()}`, { schema: moderationPageSchema, signal });
}

export function getModerationShootsQueryOptions(slug: string, filters: QueueFilters) {
  return infiniteQueryOptions({
    queryKey: [...moderationListKey(slug), filters],
    queryFn: ({ pageParam, signal }) => getModerationShoots(slug, filters, pageParam, MODERATION_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The queue's pictures; the live feed keeps the loaded pages current, so they are never refetched by themselves. */
export function useModerationShoots(slug: string, filters: QueueFilters) {
  return useInfiniteQuery({
    ...getModerationShootsQueryOptions(slug, filters),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * The counts per state and the campaign's switches (one picture's worth of the same call): the tabs and
 * the header read these, and a change on the live feed asks for them again instead of guessing.
 */
export function getModerationSummaryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: moderationSummaryKey(slug),
    queryFn: async ({ signal }) => {
      const page = await getModerationShoots(slug, { tab: 'all', kinds: [] }, null, 1, signal);
      return { counts: page.counts, event: page.event };
    },
  });
}

export function useModerationSummary(slug: string) {
  return useQuery(getModerationSummaryQueryOptions(slug));
}
