import { ASSET_PAGE_MAX, assetListPageSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FontList, fontFromAsset, fontsQueryKey } from '@/features/assets/api/font-item';
import { sampleFontList } from '@/features/assets/api/sample-fonts';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /assets?assetType=font (list entries carry each font's weight and style). On any failure the
 * font calls fall back to the local sample data and show no error (platform §7, campaigns §7): the
 * answer says `fallback` instead of throwing.
 */
export async function getFonts(signal?: AbortSignal): Promise<FontList> {
  const params = new URLSearchParams({ assetType: 'font', limit: String(ASSET_PAGE_MAX), offset: '0' });
  try {
    const list = await apiRequest(`/assets?${params.toString()}`, { schema: assetListPageSchema, signal, quiet: true });
    return { fonts: list.assets.map(fontFromAsset), fallback: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    return sampleFontList();
  }
}

export function getFontsQueryOptions() {
  return queryOptions({ queryKey: fontsQueryKey, queryFn: ({ signal }) => getFonts(signal) });
}

/** The font list with its loading and error flags (platform §4). */
export function useFonts() {
  const query = useQuery(getFontsQueryOptions());
  return { ...query, fonts: query.data?.fonts ?? [], loading: query.isPending, error: query.data?.fallback ?? false };
}
