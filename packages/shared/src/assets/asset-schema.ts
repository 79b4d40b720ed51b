import { z } from 'zod';
import { assetTypeSchema } from './asset-types.ts';
import { orientationSchema } from './orientation.ts';

/** An asset as the API answers it (platform §3 "Asset"). */
export const assetSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  slug: z.string(),
  /** The name the file had on the uploader's machine; shown shortened (`shortenFileName`). */
  originalname: z.string(),
  encoding: z.string(),
  /** Detected from the content, not the name. */
  mimetype: z.string(),
  filePath: z.string(),
  fileSize: z.number().int().nonnegative(),
  thumbnailPath: z.string().nullable(),
  /** Absent for files without pixels (fonts, AR-filter ZIPs). */
  orientation: orientationSchema.nullable(),
  assetType: assetTypeSchema,
  tags: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  isPublic: z.boolean(),
  // List extras (platform §3 "in lists also"): display name, URLs for the media viewer, font family.
  name: z.string().optional(),
  src: z.string().optional(),
  lazySrc: z.string().optional(),
  family: z.string().optional(),
});
export type Asset = z.infer<typeof assetSchema>;

/** Font formats an organiser may upload (platform §5). */
export const fontFormats = ['ttf', 'otf', 'woff', 'woff2'] as const;
export const fontFormatSchema = z.enum(fontFormats);
export type FontFormat = z.infer<typeof fontFormatSchema>;

/** A font as used by text formats (platform §3, campaigns §3 "Text format and font"). */
export const fontSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(200),
  family: z.string().min(1).max(200),
  /** `normal` or `italic`, read from the font file on upload. */
  style: z.string().max(100),
  /** CSS weight 1–1000, read from the font's OS/2 table on upload. */
  weight: z.number().int().min(1).max(1000),
  // Colour and size belong to a text format that uses the font; an uploaded font has neither yet.
  color: z.string().max(9).nullable(),
  size: z.number().positive().max(1000).nullable(),
});
export type Font = z.infer<typeof fontSchema>;
