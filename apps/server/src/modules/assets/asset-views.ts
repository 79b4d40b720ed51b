import { fontFormats, type Asset, type AssetListItem, type FontAsset, type FontFormat } from '@booth/shared';
import type { AssetRow } from './assets.table.ts';

/** Files are served by the server under this path; the key follows (`/api/files/assets/…/original.png`). */
export const FILES_PATH = '/api/files/';

/** The URL path a browser uses for a stored file; keys hold only URL-safe characters (file-keys.ts). */
export function fileUrl(key: string): string {
  return `${FILES_PATH}${key}`;
}

/**
 * An asset as the API answers it. `filePath`/`thumbnailPath` are paths on this server; the list extras
 * are `name` (a font's display name, else the uploaded file name), `src`, `lazySrc` and `family`.
 */
export function toAsset(row: AssetRow): Asset {
  const filePath = fileUrl(row.fileKey);
  const thumbnailPath = row.thumbnailKey ? fileUrl(row.thumbnailKey) : null;
  return {
    id: row.id,
    customerId: row.customerId,
    slug: row.slug,
    originalname: row.originalname,
    encoding: row.encoding,
    mimetype: row.mimetype,
    filePath,
    fileSize: row.fileSize,
    thumbnailPath,
    orientation: row.orientation ?? null,
    assetType: row.assetType,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isPublic: row.isPublic,
    name: row.fontName ?? row.originalname,
    src: filePath,
    ...(thumbnailPath ? { lazySrc: thumbnailPath } : {}),
    ...(row.fontFamily ? { family: row.fontFamily } : {}),
  };
}

/** A list entry: the asset, and for fonts the weight and style the font list shows. */
export function toAssetListItem(row: AssetRow): AssetListItem {
  return {
    ...toAsset(row),
    ...(row.fontWeight ? { weight: row.fontWeight } : {}),
    ...(row.fontStyle ? { style: row.fontStyle } : {}),
  };
}

/** `font/woff2` → `woff2`; the stored type was detected from the content. */
export function fontFormatOf(mimetype: string): FontFormat {
  const format = mimetype.replace(/^font\//, '');
  return (fontFormats as readonly string[]).includes(format) ? (format as FontFormat) : 'ttf';
}

export function toFontAsset(row: AssetRow): FontAsset {
  return {
    id: row.id,
    name: row.fontName ?? row.originalname,
    family: row.fontFamily ?? row.originalname,
    style: row.fontStyle ?? 'normal',
    weight: row.fontWeight ?? 400,
    color: row.fontColor ?? null,
    size: row.fontSize ?? null,
    src: fileUrl(row.fileKey),
    format: fontFormatOf(row.mimetype),
    fileSize: row.fileSize,
    createdAt: row.createdAt.toISOString(),
  };
}
