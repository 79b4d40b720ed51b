import { z } from 'zod';
import { assetListSchema } from './asset-api.ts';
import { assetSchema } from './asset-schema.ts';

/**
 * An asset in GET /api/assets: the asset plus, for fonts, the CSS weight and style read from the file
 * (so the font list needs no second call). Clients parsing with `assetSchema` simply drop them.
 */
export const assetListItemSchema = assetSchema.extend({
  weight: z.number().int().min(1).max(1000).optional(),
  style: z.string().max(100).optional(),
});
export type AssetListItem = z.infer<typeof assetListItemSchema>;

export const assetListPageSchema = assetListSchema.extend({ assets: z.array(assetListItemSchema) });
export type AssetListPage = z.infer<typeof assetListPageSchema>;
