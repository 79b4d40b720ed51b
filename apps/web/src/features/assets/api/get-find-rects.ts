import { type FindRects, findRectsSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /assets/{id}/post-processing/find-rects — the transparent areas of an overlay, where pictures go. */
export function getFindRects(id: string, signal?: AbortSignal): Promise<FindRects> {
  return apiRequest(`/assets/${encodeURIComponent(id)}/post-processing/find-rects`, { schema: findRectsSchema, signal });
}

export function getFindRectsQueryOptions(id: string) {
  // An image never changes under its id, so neither do its rectangles.
  return queryOptions({ queryKey: ['assets', 'find-rects', id], queryFn: ({ signal }) => getFindRects(id, signal), staleTime: Infinity });
}

export function useFindRects(id: string, { enabled = true } = {}) {
  return useQuery({ ...getFindRectsQueryOptions(id), enabled });
}
