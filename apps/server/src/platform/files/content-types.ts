import { assetMediaTypes, mediaTypeInfo } from '@booth/shared';

// Derivatives and side files the pipeline writes besides the uploadable media types.
const EXTRA: Record<string, string> = {
  webp: 'image/webp',
  json: 'application/json',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const BY_EXTENSION: Record<string, string> = { ...EXTRA };
for (const type of assetMediaTypes) {
  for (const ext of mediaTypeInfo[type].extensions) BY_EXTENSION[ext] = type;
}

/**
 * The content type of a stored file from its key's extension. The local store answers with this instead
 * of keeping a side file per object: keys come from `assetKey`, whose extension always names the format
 * the pipeline wrote, so there is nothing that could drift out of step with the data.
 */
export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot === -1 ? '' : key.slice(dot + 1).toLowerCase();
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}
