import { ASSET_PAGE_MAX, assetListSchema, assetSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type FaceDescriptors, type FontList, fontFromAsset, fontsQueryKey, parseFontFaceCss } from '@/features/assets/api/font-item';
import { sampleFontList } from '@/features/assets/api/sample-fonts';
import { apiRequest } from '@/lib/api-client';

// Weight and style are read from the file on upload; the list may carry them.
const fontListSchema = assetListSchema.extend({
  assets: z.array(assetSchema.extend({ weight: z.number().int().nullish(), style: z.string().nullish() })),
});

/** GET /fonts/{customerId}.css, read for the weight and style of each file; optional detail, so never fatal. */
async function getFaceDescriptors(customerIds: readonly string[], signal?: AbortSignal): Promise<Map<string, FaceDescriptors>> {
  const sheets = await Promise.all(
    customerIds.map((id) =>
      apiRequest<unknown>(`/fonts/${encodeURIComponent(id)}.css`, { signal, quiet: true }).then(
        (css) => (typeof css === 'string' ? css : ''),
        () => '',
      ),
    ),
  );
  return parseFontFaceCss(sheets.join('\n'));
}

/**
 * GET /assets?assetType=font. On any failure the font calls fall back to the local sample data and
 * show no error (platform §7, campaigns §7): the answer says `fallback` instead of throwing.
 */
export async function getFonts(signal?: AbortSignal): Promise<FontList> {
  const params = new URLSearchParams({ assetType: 'font', limit: String(ASSET_PAGE_MAX), offset: '0' });
  try {
    const list = await apiRequest(`/assets?${params.toString()}`, { schema: fontListSchema, signal, quiet: true });
    const faces = await getFaceDescriptors([...new Set(list.assets.map((asset) => asset.customerId))], signal);
    const fonts = list.assets.map((asset) => {
      const font = fontFromAsset(asset);
      const face = faces.get(font.src);
      return face ? { ...font, weight: font.weight ?? face.weight, style: font.style ?? face.style } : font;
    });
    return { fonts, fallback: false };
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
