import { deletionRecordListSchema, type DeletionRecordList } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /events/{slug}/deletions — the campaign's scheduled deletions and their proof. */
export function getDeletions(slug: string, signal?: AbortSignal): Promise<DeletionRecordList> {
  return apiRequest(`/events/${encodeURIComponent(slug)}/deletions`, { schema: deletionRecordListSchema, signal });
}

export function getDeletionsQueryOptions(slug: string) {
  // The sweep runs every minute: a record made from a newly saved rule shows up within that.
  return queryOptions({ queryKey: ['events', 'one', slug, 'deletions'], queryFn: ({ signal }) => getDeletions(slug, signal), refetchInterval: 60_000 });
}

export function useDeletions(slug: string) {
  return useQuery(getDeletionsQueryOptions(slug));
}
