import { SHOOT_BULK_MAX, shootBulkResultSchema, type ShootBulkAction } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** Cuts a selection into the server's batches of at most SHOOT_BULK_MAX ids. */
export function batches<T>(items: readonly T[], size = SHOOT_BULK_MAX): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** POST /events/{slug}/shoots/bulk, once per batch; answers how many pictures the action changed. */
export async function bulkPictures({ slug, action, shootIds }: { slug: string; action: ShootBulkAction; shootIds: string[] }): Promise<number> {
  let count = 0;
  for (const batch of batches(shootIds)) {
    const result = await apiRequest(`/events/${encodeURIComponent(slug)}/shoots/bulk`, { method: 'POST', body: { shootIDs: batch, action }, schema: shootBulkResultSchema });
    count += result.count;
  }
  return count;
}

export function useBulkPictures(slug: string) {
  const queryClient = useQueryClient();
  // The campaign's counters change with a delete, so its own query is refreshed with the lists.
  return useMutation({ mutationFn: bulkPictures, onSettled: () => queryClient.invalidateQueries({ queryKey: [...eventsKey, 'one', slug] }) });
}
