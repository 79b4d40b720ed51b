import { assertValidKey, assertValidPrefix } from '@/platform/files/file-keys.ts';

/**
 * File-store keys of the AI filter catalogue. A filter's thumbnails live in its own folder (deleted
 * with it); the reference portrait the thumbnails are made from is one fixed file for everyone.
 */

/** `ai-filters/{filterId}/`: every file of one filter. */
export function aiFilterFolder(filterId: string): string {
  const folder = `ai-filters/${filterId.toLowerCase()}/`;
  assertValidPrefix(folder);
  return folder;
}

/** A thumbnail, named after the run that made it: a retried completion writes the same key again. */
export function aiFilterThumbnailKey(filterId: string, madeBy: string): string {
  const key = `${aiFilterFolder(filterId)}thumbnail-${madeBy.toLowerCase()}.webp`;
  assertValidKey(key);
  return key;
}

/** The reference portrait every thumbnail run starts from (copied into the store once). */
export const REFERENCE_PORTRAIT_KEY = 'ai-reference/portrait.jpg';
