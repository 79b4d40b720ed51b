import { type MosaicStatus, mosaicStatusSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { apiRequest } from '@/lib/api-client';

/** How often the organiser's panel asks again: placement runs in the background while guests upload. */
export const MOSAIC_STATUS_REFRESH_MS = 5_000;

/** GET /events/{slug}/mosaic/status (organiser, own campaign): pictures placed, cells, waiting pictures. */
export function getMosaicStatus(slug: string, signal?: AbortSignal): Promise<MosaicStatus> {
  return apiRequest(`/events/${encodeURIComponent(slug)}/mosaic/status`, { schema: mosaicStatusSchema, signal });
}

export function mosaicStatusKey(slug: string) {
  return [...eventsKey, 'one', slug, 'mosaic-status'] as const;
}

export function getMosaicStatusQueryOptions(slug: string) {
  return queryOptions({ queryKey: mosaicStatusKey(slug), queryFn: ({ signal }) => getMosaicStatus(slug, signal) });
}

export function useMosaicStatus(slug: string) {
  return useQuery({ ...getMosaicStatusQueryOptions(slug), refetchInterval: MOSAIC_STATUS_REFRESH_MS });
}
