import { type AssetList, type AssetType, assetListSchema } from '@booth/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ASSET_PAGE_SIZE = 24;

export interface AssetFilters {
  assetType?: AssetType | null;
  /** The public assets of all customers instead of one's own. */
  isPublic?: boolean;
  /** Searched in file names and tags. */
  q?: string;
  limit?: number;
}

/** Every asset list shares this prefix, so one invalidation refreshes the library and all pickers. */
export const assetListsKey = ['assets', 'list'] as const;

export function assetListParams(filters: AssetFilters, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams({ limit: String(filters.limit ?? ASSET_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  else params.set('offset', '0');
  if (filters.assetType) params.set('assetType', filters.assetType);
  if (filters.isPublic) params.set('isPublic', 'true');
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  return params;
}

/** GET /assets — one page; the next one is asked for with the keyset cursor of this one. */
export function getAssets(filters: AssetFilters, cursor: string | null, signal?: AbortSignal): Promise<AssetList> {
  return apiRequest(`/assets?${assetListParams(filters, cursor).toString()}`, { schema: assetListSchema, signal });
}

function normalise(filters: AssetFilters): AssetFilters {
  return {
    assetType: filters.assetType ?? null,
    isPublic: filters.isPublic ?? false,
    q: filters.q?.trim() ?? '',
    limit: filters.limit ?? ASSET_PAGE_SIZE,
  };
}

export function getAssetsQueryOptions(filters: AssetFilters = {}) {
  const normalised = normalise(filters);
  return infiniteQueryOptions({
    queryKey: [...assetListsKey, normalised],
    queryFn: ({ pageParam, signal }) => getAssets(normalised, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAssets(filters: AssetFilters, { enabled = true } = {}) {
  // The previous results stay while a new filter or search loads, instead of flashing skeletons.
  return useInfiniteQuery({ ...getAssetsQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
