/**
 * The media types an upload may have, as canonical MIME types. The server decides the type from the
 * file's content (magic bytes), never from its name or the browser's header, and then looks it up here.
 */
export const assetMediaTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'application/zip',
  'font/ttf',
  'font/otf',
  'font/woff',
  'font/woff2',
] as const;
export type AssetMediaType = (typeof assetMediaTypes)[number];

/** What the pipeline does with a file: decode and re-encode images, probe videos, parse fonts, inspect ZIPs. */
export type MediaClass = 'image' | 'video' | 'font' | 'archive';

export interface MediaTypeInfo {
  /** Name shown to people in upload hints ("PNG", "MOV"). */
  label: string;
  /** File extensions, the first one canonical (used for stored file names and `<input accept>`). */
  extensions: readonly string[];
  mediaClass: MediaClass;
}

export const mediaTypeInfo: Record<AssetMediaType, MediaTypeInfo> = {
  'image/png': { label: 'PNG', extensions: ['png'], mediaClass: 'image' },
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg'], mediaClass: 'image' },
  'image/gif': { label: 'GIF', extensions: ['gif'], mediaClass: 'image' },
  'video/mp4': { label: 'MP4', extensions: ['mp4'], mediaClass: 'video' },
  'video/quicktime': { label: 'MOV', extensions: ['mov'], mediaClass: 'video' },
  'video/webm': { label: 'WEBM', extensions: ['webm'], mediaClass: 'video' },
  'application/zip': { label: 'ZIP', extensions: ['zip'], mediaClass: 'archive' },
  'font/ttf': { label: 'TTF', extensions: ['ttf'], mediaClass: 'font' },
  'font/otf': { label: 'OTF', extensions: ['otf'], mediaClass: 'font' },
  'font/woff': { label: 'WOFF', extensions: ['woff'], mediaClass: 'font' },
  'font/woff2': { label: 'WOFF2', extensions: ['woff2'], mediaClass: 'font' },
};

export function isAssetMediaType(value: unknown): value is AssetMediaType {
  return typeof value === 'string' && Object.hasOwn(mediaTypeInfo, value);
}

export function mediaClassOf(type: AssetMediaType): MediaClass {
  return mediaTypeInfo[type].mediaClass;
}

/** The canonical extension for a stored file of this type (`image/jpeg` → `jpg`). */
export function extensionOf(type: AssetMediaType): string {
  return mediaTypeInfo[type].extensions[0] ?? 'bin';
}
