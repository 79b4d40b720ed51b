import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mosaicStatusKey } from '@/features/events/api/get-mosaic-status';
import { apiRequest } from '@/lib/api-client';

/** POST /events/{slug}/mosaic/reset (organiser, Gold): every cell is emptied and every open wall starts again. */
export async function resetMosaic(slug: string): Promise<void> {
  await apiRequest(`/events/${encodeURIComponent(slug)}/mosaic/reset`, { method: 'POST' });
}

export function useResetMosaic(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => resetMosaic(slug), onSuccess: () => queryClient.invalidateQueries({ queryKey: mosaicStatusKey(slug) }) });
}
