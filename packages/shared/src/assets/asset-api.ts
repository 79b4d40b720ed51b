import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { parseBoolean } from '../rules/boolean.ts';
import { assetSchema, fontSchema } from './asset-schema.ts';
import { assetTypeSchema } from './asset-types.ts';

export const ASSET_PAGE_DEFAULT = 24;
export const ASSET_PAGE_MAX = 100;
export const ASSET_TAGS_MAX = 20;

/** GET /api/assets query: limit/offset as specified, plus a keyset cursor and a search text. */
export const assetListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ASSET_PAGE_MAX).default(ASSET_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
  assetType: assetTypeSchema.optional(),
  /** `isPublic=true` lists the public assets of all customers instead of one's own. */
  isPublic: z
    .union([z.boolean(), singleLine().max(10)])
    .optional()
    .transform((value) => (value === undefined ? undefined : parseBoolean(value))),
  /** Case-insensitive search in the file name and the tags. */
  q: singleLine().trim().max(200).optional(),
  /** Opaque keyset cursor from a previous page's `nextCursor`; when given, `offset` is ignored. */
  cursor: singleLine().max(200).optional(),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

export const assetListSchema = z.object({
  assets: z.array(assetSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type AssetList = z.infer<typeof assetListSchema>;

/** Tags arrive as one comma-separated multipart text field; trimmed, de-duplicated, at most 20. */
export const assetTagsSchema = singleLine()
  .max(1000)
  .default('')
  .transform((text) => [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))])
  .pipe(z.array(singleLine().max(50)).max(ASSET_TAGS_MAX));

/** The text fields of POST /api/assets (multipart; the file itself is in field `file`). */
export const assetUploadFieldsSchema = z.object({
  assetType: assetTypeSchema,
  tags: assetTagsSchema,
});

/** PATCH /api/assets/{id} — admins only. */
export const assetVisibilitySchema = z.object({ isPublic: z.boolean() });

export const rectSchema = z.object({
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Rect = z.infer<typeof rectSchema>;

/** GET /api/assets/{id}/post-processing/find-rects */
export const findRectsSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  rects: z.array(rectSchema),
});
export type FindRects = z.infer<typeof findRectsSchema>;

/** Headers of POST /api/assets/font carrying the font's display name and CSS family. */
export const FONT_NAME_HEADER = 'x-font-name';
export const FONT_FAMILY_HEADER = 'x-font-family';

/** A font as the font calls answer it: the font record plus the file it is served from. */
export const fontAssetSchema = fontSchema.extend({
  src: z.string(),
  format: z.enum(['ttf', 'otf', 'woff', 'woff2']),
  fileSize: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FontAsset = z.infer<typeof fontAssetSchema>;

/** PUT /api/assets/fonts/{id}: the font's fields, its texts held to the safe-text rule (the answer reads them as stored). */
export const fontUpdateSchema = fontSchema
  .pick({ name: true, family: true, style: true, weight: true, color: true, size: true })
  .extend({
    name: singleLine().min(1).max(200),
    family: singleLine().min(1).max(200),
    style: singleLine().max(100),
    color: singleLine().max(9).nullable(),
  })
  .partial();
export type FontUpdate = z.infer<typeof fontUpdateSchema>;
